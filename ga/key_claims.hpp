// Which config keys the registered pieces claim, so that two pieces of different kinds, or a piece
// and nqga itself, never land on one key: an operator's parameters are ga.<family>.<param>, a
// model's ga.<param>, a solver's <solver>.<param>, a problem kind's problem.<param>. Within a
// family, entries may share a key they declare alike (registry.hpp); across kinds, or with nqga's
// own keys, a key has one owner.
#pragma once

#include <string>
#include <vector>

#include "params.hpp"

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
// of an entry of another registry. Registries call it on every entry added after their
// built-ins. O(keys x registered keys).
void refuse_foreign_keys(const std::string& family, const std::string& owner,
                         const std::vector<std::string>& keys);

}  // namespace nqga
