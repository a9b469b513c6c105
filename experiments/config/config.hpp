// Experiment configs: YAML files plus `key=value` overrides -> a checked, fully resolved config.
//
// Every key lives in one schema (keys()): its type, default, allowed range and help. The parser,
// the resolved config.yaml, `nqga keys` and the README's config reference all come from it. Any
// sweepable key may hold a list, which makes it an axis of the sweep (sweep.hpp).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace nqga {

enum class ValueKind { kInteger, kReal, kText, kChoice, kBool };

// The most jobs one sweep may hold (a sweep keeps every job's description in memory, about a
// kilobyte per parameter point); larger designs are split into several configs.
constexpr std::size_t kMaxJobs = 1'000'000;

// One setting's value; the alternative in use follows the key's kind (text and choice: string).
using Value = std::variant<std::int64_t, double, std::string, bool>;
std::string format_value(const Value& value);

struct KeySpec {
  std::string path;  // dotted, e.g. "ga.mutation.rate"
  ValueKind kind;
  Value fallback;                    // the default
  double min = 0, max = 0;           // inclusive bounds for integers and reals
  std::vector<std::string> choices;  // for kChoice
  bool sweepable = true;
  std::string help;
  std::vector<std::string> (*choices_of)() = nullptr;  // kChoice whose names are registered later
};

// The schema, in the order keys appear in config.yaml (and in which sweep axes vary, first
// slowest).
const std::vector<KeySpec>& config_keys();
// The names a kChoice key accepts now.
std::vector<std::string> choices(const KeySpec& key);
// The index of `path` in config_keys(); throws std::out_of_range for an unknown path.
std::size_t key_index(std::string_view path);

// Where a setting came from: a file position (1-based) or an override given on the command line.
struct Location {
  std::string source;          // the file name, or "override 'key=value'"
  int line = 0, column = 0;    // 0: no position (defaults and overrides)
  std::string prefix() const;  // "file:line:col" or the source alone
};

struct Setting {
  std::vector<Value> values;  // one value, or the list of a sweep axis
  bool listed = false;        // written as a list: an axis even with one element
  bool given = false;         // set by the file or an override, not a default
  Location where;
};

struct ExperimentConfig {
  std::string file;
  std::vector<Setting> settings;  // parallel to config_keys()

  const Setting& at(std::string_view path) const { return settings[key_index(path)]; }
  // The value of a key that holds one value (not a sweep axis).
  const Value& single(std::string_view path) const { return at(path).values.front(); }
};

// A config problem, already formatted as "where: key.path: problem (did you mean ...?)".
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads `file`, applies `overrides` ("key=value", "key=[a,b]") in order, fills defaults and checks
// every value and the combinations of values across every point of the sweep. Throws ConfigError.
ExperimentConfig load_config(const std::string& file, const std::vector<std::string>& overrides);

// The resolved config as YAML: every key, defaults included, re-runnable as is. Comparing two
// resolved configs compares these texts.
std::string resolved_yaml(const ExperimentConfig& config);

// The config reference as a Markdown table (key, type, default, allowed, meaning).
std::string keys_markdown();

// Checks the values of one sweep point together (elitism below population, ...); `values` is
// parallel to config_keys(). Throws ConfigError located at the offending key.
void check_point(const ExperimentConfig& config, const std::vector<Value>& values);

}  // namespace nqga
