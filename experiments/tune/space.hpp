// The irace parameter space of a config (loaded with ranges allowed): every key but n that holds
// a list of two or more values or a range becomes a parameter, active only where it matters, as
// the registries declare it (an operator's parameter under its operator, a model's under its
// models, a solver's under its solver, ga.* keys under the solvers that run the GA); the n values
// are the instances; stop.max_evaluations is a run's budget.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/config.hpp"

namespace nqga {

struct TunedParameter {
  std::string key;   // the config key, "ga.selection.tournament_size"
  std::string name;  // irace's name for it, an R identifier: "ga_selection_tournament_size"
  char type = 'c';   // irace's type: c categorical, o ordinal, i integer, r real
  std::vector<std::string> values;  // c and o: the values, o in increasing order
  std::optional<Range> range;       // i and r: the bounds, and whether on a log scale
  std::string condition;  // an R expression over other parameters' names; empty: always active
};

struct TuningSpace {
  std::vector<TunedParameter> parameters;  // in the order of the config's keys
  std::vector<std::int64_t> sizes;         // the instances: the board sizes n
  std::int64_t max_evaluations = 0;        // a run's budget; an unsolved run costs 10 x it
};

// What an unsolved run costs: 10 x its budget (PAR10); the key allows at most 9e15, so it fits.
inline std::int64_t unsolved_cost(std::int64_t max_evaluations) { return 10 * max_evaluations; }

// Whether a setting is tuned: a list of two or more values, or a range.
bool is_tuned(const Setting& setting);

// irace's name for a key: every character but a letter or digit becomes '_'
// ("ga.islands.migration-size" -> "ga_islands_migration_size").
std::string irace_name(std::string_view key);

// The board sizes of n: its value, its list, or every integer of its range (at most 1000).
// Throws ConfigError at n for a log range or a larger one.
std::vector<std::int64_t> board_sizes(const ExperimentConfig& config);

// The space of `config`. Throws ConfigError, located at the key, for: nothing tuned; a key tuned
// where it can never matter (tournament_size when selection is never tournament); a tuned or
// unset (0) stop.max_evaluations; a solver that does not count evaluations, or
// solvers that count different ones; a value irace cannot pass on its command line; two keys with
// one irace name.
TuningSpace tuning_space(const ExperimentConfig& config);

// parameters.txt: a comment, then one line per parameter: its name, its switch ("key=", so that
// irace passes key=value, an nqga override), type (",log" on a log scale), domain and "|
// condition".
std::string parameters_text(const TuningSpace& space);

}  // namespace nqga
