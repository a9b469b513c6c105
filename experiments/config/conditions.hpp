// When a key is in effect: the registries' "used by". A registered piece's parameter matters only
// where its selector picks an entry that declares it (ga.selection.tournament_size under
// ga.selection.method = tournament), the ga.* keys only under the solvers that run the GA, and a
// stop.* key other than stop.time_limit_s only under the solvers that honour it
// (SolverEntry::stop_keys); the problem.* keys but problem.kind only under a kind that draws an
// instance (not plain N-Queens).
// The sweep crosses a key only with the choices that use it, config.yaml holds only the keys in
// effect, and `nqga tune` writes the same conditions for irace.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "config/config.hpp"

namespace nqga {

// One condition on a key: `selector` holds one of `choices`.
struct Condition {
  std::string selector;  // "solver", "ga.selection.method", "ga.model"
  std::vector<std::string> choices;
};

// The conditions of `key`, all of which must hold for it to matter; none for nqga's own keys.
std::vector<Condition> conditions_of(const KeySpec& key);

// The key that names the models `value` of `selector` runs in turn, or "": a model that runs
// others (islands, under ga.islands.model) reads their keys too, so it picks them as well.
std::string inner_model_key(const KeySchema& schema, const std::string& selector,
                            const std::string& value);

// "a", "a or b", "a, b or c".
std::string either(const std::vector<std::string>& names);

// Whether the key at `index` matters at a point (`values` parallel to the schema): its selectors
// pick an entry that declares it (islands count as picking the model their islands run). O(keys)
// for the lookups of its few selectors.
bool in_effect(const KeySchema& schema, std::size_t index, const std::vector<Value>& values);

// The first condition of the key at `index` that no point of `config` meets (every value of its
// selector's setting, models run by islands included, misses it); none when some point may use
// the key.
std::optional<Condition> unmet_condition(const ExperimentConfig& config, std::size_t index);

// Refuses a key that the config sets and no point uses (tournament_size with roulette selection
// only): ConfigError at the key, "is set, but it matters only when ...". When the key is the
// file's and an override chose the selector that leaves it out (quickstart.yaml with
// ga.selection.method=roulette), the user narrowed the experiment on purpose, so it is a warning
// instead, returned as text. Either way the key leaves config.yaml.
std::vector<std::string> check_keys_used(const ExperimentConfig& config);

// Takes the keys no point uses as not given. For reading a run directory's config.yaml that an
// older nqga wrote with every key listed, so that check_keys_used does not refuse it.
void forget_unused_keys(ExperimentConfig& config);

}  // namespace nqga
