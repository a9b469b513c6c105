// Experiment configs: YAML files plus `key=value` overrides -> a checked, fully resolved config.
//
// Every key lives in the schema (keys.hpp), nqga's own and those the registered operators and
// solvers declare. Any sweepable key may hold a list, which makes it an axis of the sweep
// (run/sweep.hpp). Errors name the file, line, column and key path and suggest a fix.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "config/keys.hpp"
#include "config/problem_files.hpp"
#include "config/roles.hpp"

namespace nqga {

// Where a setting came from: a file position (1-based) or an override given on the command line.
struct Location {
  std::string source;          // the file name, or "override 'key=value'"
  int line = 0, column = 0;    // 0: no position (defaults and overrides)
  bool from_override = false;  // a key=value override, which a second one may not replace
  std::string prefix() const;  // "file:line:col" or the source alone
};

// A range written for `nqga tune` ({min: 0.01, max: 0.5, log: true}): irace draws the key's values
// from it, on a log scale with `log`. min < max, both within the key's own range.
struct Range {
  Value min, max;
  bool log = false;
};

struct Setting {
  std::vector<Value> values;  // one value, or the list of a sweep axis (a range: its min)
  bool listed = false;        // written as a list: an axis even with one element
  bool given = false;         // set by the file or an override, not a default
  Location where;
  std::optional<Range> range = std::nullopt;  // written as a range (only `nqga tune` reads one)
};

// A group written as a list of blocks, one alternative each:
// `ga.mutation: [{method: swap}, {method: scramble, length: [2, 4]}]`. A block sets the group's
// keys as a config does (lists included); the keys it leaves out keep their defaults.
struct Alternatives {
  std::string group;                                                 // "ga.mutation"
  Location where;                                                    // the list
  std::vector<std::vector<std::pair<std::size_t, Setting>>> blocks;  // by schema index
};

// A role the config gives a key (its `design:` block, or a `design.KEY=ROLE` override).
struct RoleSetting {
  std::string path;
  Role role = Role::kFactor;
  Location where;
};

struct ExperimentConfig {
  std::string file;
  std::shared_ptr<const KeySchema> schema;  // the keys when it was loaded
  std::vector<Setting> settings;            // parallel to schema->keys(); a group's given as
                                            // alternatives stay at their defaults here
  std::vector<Alternatives> alternatives;   // in the order written
  std::vector<RoleSetting> roles;           // in the order written; other axes keep their defaults
  // problem.file's instances, read once for the config's check and its sweep's jobs (copies of
  // the config share them).
  std::shared_ptr<ProblemFiles> problem_files = std::make_shared<ProblemFiles>();

  const Setting& at(std::string_view path) const { return settings[schema->index(path)]; }
  // The value of a key that holds one value (not a sweep axis).
  const Value& single(std::string_view path) const { return at(path).values.front(); }
};

// A config problem, already formatted as "where: key.path: problem (did you mean ...?)".
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Whether a config may hold ranges: only `nqga tune` (and the runs it starts) reads them.
enum class Ranges { kRefused, kAllowed };

// The configs that `config`'s alternatives make, one per combination of blocks (the first
// group's slowest), each block's settings in place and no alternatives left; `config` itself
// when it has none.
std::vector<ExperimentConfig> alternative_configs(const ExperimentConfig& config);

// Reads `file`, applies `overrides` ("key=value", "key=[a,b]", "key={min: a, max: b}") in order
// and fills defaults. Throws ConfigError; with Ranges::kRefused, also for a key left holding a
// range. The values of each sweep point together are checked by check_point.
ExperimentConfig load_config(const std::string& file, const std::vector<std::string>& overrides,
                             Ranges ranges = Ranges::kRefused);

// The resolved config as YAML: every key that some point uses (config/conditions.hpp), defaults
// included, re-runnable as is; a generational run has no islands block. So registering one more
// operator parameter leaves older run directories' config.yaml as it was, and a directory that a
// user's program made with built-ins only reads with stock nqga. Comparing two resolved configs
// compares these texts.
std::string resolved_yaml(const ExperimentConfig& config);

// Checks the values of one sweep point together (n within the solver's reach, the instance, the
// memory of its boards) and, for a GA solver, by the library's own rules (ga_params_problem:
// elitism below population, an operator's parameters at the point's population, ...), worded as
// the library words them; `values` is parallel to the schema. Throws ConfigError located at the
// offending key.
void check_point(const ExperimentConfig& config, const std::vector<Value>& values);

}  // namespace nqga
