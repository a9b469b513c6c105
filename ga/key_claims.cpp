#include "key_claims.hpp"

#include <stdexcept>

#include "models/model.hpp"
#include "operators/registry.hpp"
#include "problem/problem_kind.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

// The keys every entry of `registry` claims, with `prefix_of(entry)` before its parameters.
template <typename Entry, typename Prefix>
void add_claims(std::vector<KeyClaim>& claims, const Registry<Entry>& registry, Prefix prefix_of) {
  for (const auto& entry : registry.entries()) {
    for (std::string& path : keys_under(prefix_of(*entry), entry->params)) {
      claims.push_back({std::move(path), registry.family() + " " + entry->name});
    }
  }
}

// Every key claimed now, except by the registry `family`'s own entries.
std::vector<KeyClaim> claims_outside(const std::string& family) {
  std::vector<KeyClaim> claims;
  for (const std::string& path : own_config_keys()) claims.push_back({path, "nqga"});
  auto fixed = [](std::string prefix) { return [prefix](const auto&) { return prefix; }; };
  if (family != "selection") add_claims(claims, selection_registry(), fixed("ga.selection."));
  if (family != "crossover") add_claims(claims, crossover_registry(), fixed("ga.crossover."));
  if (family != "mutation") add_claims(claims, mutation_registry(), fixed("ga.mutation."));
  if (family != "model") add_claims(claims, model_registry(), fixed("ga."));
  if (family != "problem") add_claims(claims, problem_registry(), fixed("problem."));
  if (family != "solver") {
    add_claims(claims, solver_registry(), [](const SolverEntry& e) { return e.name + "."; });
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

}  // namespace nqga
