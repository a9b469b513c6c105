#include "key_claims.hpp"

#include <mutex>
#include <stdexcept>

namespace nqga {

namespace {

struct KeyOwners {
  std::mutex mutex;
  std::vector<std::pair<std::string, std::function<std::vector<KeyClaim>()>>> owners;
};

KeyOwners& key_owners() {
  static KeyOwners& owners = *new KeyOwners;  // never destroyed: registries outlive main
  return owners;
}

// Every key claimed now, except by the registry `family`'s own entries.
std::vector<KeyClaim> claims_outside(const std::string& family) {
  std::vector<KeyClaim> claims;
  for (const std::string& path : own_config_keys()) claims.push_back({path, "nqga"});
  std::vector<std::function<std::vector<KeyClaim>()>> others;
  {
    std::lock_guard lock(key_owners().mutex);
    for (const auto& [owner, list] : key_owners().owners) {
      if (owner != family) others.push_back(list);
    }
  }
  for (const auto& list : others) {
    for (KeyClaim& claim : list()) claims.push_back(std::move(claim));
  }
  return claims;
}

// Whether a and b are one key, or one is a group holding the other ("n" and "n.x").
bool overlap(const std::string& a, const std::string& b) {
  return a == b || a.starts_with(b + ".") || b.starts_with(a + ".");
}

}  // namespace

const std::vector<std::string>& own_config_keys() {
  static const std::vector<std::string> keys{"experiment",
                                             "n",
                                             "solver",
                                             "seeds",
                                             "seed",
                                             "seeding",
                                             "problem.kind",
                                             "problem.seed",
                                             "ga.population",
                                             "ga.elitism",
                                             "ga.fitness",
                                             "ga.scaling",
                                             "ga.selection.method",
                                             "ga.crossover.method",
                                             "ga.crossover.rate",
                                             "ga.mutation.method",
                                             "ga.mutation.rate",
                                             "ga.model",
                                             "stop.max_generations",
                                             "stop.max_evaluations",
                                             "stop.time_limit_s",
                                             "stop.stagnation",
                                             "stop.checkpoint_every_s",
                                             "validate.exact_up_to",
                                             "output.dir"};
  return keys;
}

std::vector<std::string> keys_under(const std::string& prefix,
                                    const std::vector<ParamSpec>& params) {
  std::vector<std::string> keys;
  for (const ParamSpec& param : params) keys.push_back(prefix + param.name);
  return keys;
}

void refuse_foreign_keys(const std::string& family, const std::string& owner,
                         const std::vector<std::string>& keys) {
  if (keys.empty()) return;
  for (const KeyClaim& claim : claims_outside(family)) {
    for (const std::string& key : keys) {
      if (!overlap(key, claim.path)) continue;
      const std::string whose =
          claim.owner == "nqga" ? "a key of nqga's own" : "a key of " + claim.owner;
      throw std::invalid_argument(
          owner + " declares " + key + ", which " +
          (key == claim.path ? "is already " + whose : "overlaps " + claim.path + ", " + whose) +
          "; give the parameter (or the " + family + ") another name");
    }
  }
}

KeyOwner::KeyOwner(std::string family, std::function<std::vector<KeyClaim>()> claims) {
  std::lock_guard lock(key_owners().mutex);
  key_owners().owners.emplace_back(std::move(family), std::move(claims));
}

}  // namespace nqga
