// Which config keys the registered pieces claim, so that two pieces of different kinds, or a piece
// and nqga itself, never land on one key: an operator's parameters are ga.<family>.<param>, a
// model's ga.<param>, a solver's <solver>.<param>, a problem kind's problem.<param>. Within a
// family, entries may share a key they declare alike (registry.hpp); across kinds, or with nqga's
// own keys, a key has one owner.
//
// The registries sit above this file: each tells it how to list its entries' keys (KeyOwner), so
// that this file knows no kind of piece.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "params.hpp"
#include "registry.hpp"

namespace nqga {

struct KeyClaim {
  std::string path;   // "ga.mutation.distance"
  std::string owner;  // "mutation shift", or "nqga" for nqga's own keys
};

// The keys nqga itself defines: the experiment's, the problem's (kind, seed), the GA's fixed ones
// (population, rates, the operators' and model's selectors) and the stopping rules. The config
// schema declares them (experiments/config/keys.cpp; a test ties the two lists).
const std::vector<std::string>& own_config_keys();

// `prefix` + the name of each of `params`.
std::vector<std::string> keys_under(const std::string& prefix,
                                    const std::vector<ParamSpec>& params);

// Throws std::invalid_argument, naming both owners, when one of `keys` (claimed by `owner`, such as
// "model mine", an entry of registry `family`) is, contains or lies inside a key of nqga's own or
// of another KeyOwner. O(keys x registered keys).
void refuse_foreign_keys(const std::string& family, const std::string& owner,
                         const std::vector<std::string>& keys);

// The keys each entry of `registry` claims: `prefix_of(entry)` + each of its parameters' names.
template <typename Entry, typename Prefix>
std::vector<KeyClaim> claims_of(const Registry<Entry>& registry, Prefix prefix_of) {
  std::vector<KeyClaim> claims;
  for (const auto& entry : registry.entries()) {
    for (std::string& path : keys_under(prefix_of(*entry), entry->params)) {
      claims.push_back({std::move(path), registry.family() + " " + entry->name});
    }
  }
  return claims;
}

// A kind of piece that owns keys, `claims` listing them afresh at each call (claims_of its
// registry). Each registry's file defines one at namespace scope, so that every kind linked into
// the program is known before main, whichever registry a program uses first.
struct KeyOwner {
  KeyOwner(std::string family, std::function<std::vector<KeyClaim>()> claims);
};

// From now on, refuses each entry added to `registry` (keys `prefix_of(entry)` + its parameters'
// names) that claims a key of nqga's own or of another KeyOwner. Called by the function that
// builds the registry, after its built-ins.
template <typename Entry, typename Prefix>
void refuse_foreign_entries(Registry<Entry>& registry, Prefix prefix_of) {
  registry.admit_with([family = registry.family(), prefix_of](const Entry& entry) {
    refuse_foreign_keys(family, family + " " + entry.name,
                        keys_under(prefix_of(entry), entry.params));
  });
}

}  // namespace nqga
