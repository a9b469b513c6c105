// The config key schema: every key a config may set, with its type, default, allowed range and
// help. nqga's own keys are fixed; the registries add the rest: each operator's parameters under
// ga.<family>. and each solver's under <solver>., in registration order. The parser, the resolved
// config.yaml, `nqga keys` and the docs' config reference (docs/reference/config-keys.md) all
// come from it, so a user's operator gets its keys checked, located, swept and listed exactly like
// a built-in's.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "params.hpp"

namespace nqga {

// One setting's value; the alternative in use follows the key's kind (text and choice: string).
using Value = ParamValue;

struct KeySpec {
  std::string path;  // dotted, e.g. "ga.mutation.rate"
  ParamSpec spec;    // kind, default, range, choices and help; the name as its owner declared it
  bool sweepable = true;
  // Whose parameter it is: a registry's family, the key that chooses among its entries, and every
  // entry that declares it ("selection", "ga.selection.method", {"tournament"}; "model",
  // "ga.model", {"mu-plus-lambda", "mu-comma-lambda"}; "solver", "solver", {"anneal"}); all
  // empty for nqga's own keys. The key matters only when the selector picks one of the owners.
  std::string owner_family, selector;
  std::vector<std::string> owner_names;
  // Left out of config.yaml while it holds its default and no config set it (problem.kind), so
  // that configs written before the key existed resolve to the text they did.
  bool quiet_default = false;
  // "model mu-plus-lambda, mu-comma-lambda", or "nqga" for nqga's own keys, for the reference
  // and messages.
  std::string owner() const;
};

// The most jobs one sweep may hold (a sweep keeps every job's description in memory, about a
// kilobyte per parameter point); larger designs are split into several configs.
constexpr std::size_t kMaxJobs = 1'000'000;

class KeySchema {
 public:
  // The schema of the registries as they are now. Throws std::logic_error when two registered
  // pieces declare one key differently (two mutations with a `distance` of different ranges).
  static std::shared_ptr<const KeySchema> current();

  // In the order of config.yaml, which is also the order in which sweep axes vary (first slowest).
  const std::vector<KeySpec>& keys() const { return keys_; }
  std::size_t size() const { return keys_.size(); }
  const KeySpec& operator[](std::size_t index) const { return keys_[index]; }
  // The key of `path`, or null; index() throws std::out_of_range for an unknown path.
  const KeySpec* find(std::string_view path) const;
  std::size_t index(std::string_view path) const;
  // Whether `path` is a group of keys ("ga", "ga.selection").
  bool is_group(std::string_view path) const;
  std::vector<std::string> paths() const;

 private:
  void add(KeySpec key);
  std::vector<KeySpec> keys_;
};

// The values that the keys PREFIX + name of declared `params` hold in `values` (parallel to the
// schema), by the declared names: an operator's (prefix "ga.selection.") or a solver's
// ("anneal.") parameters at one sweep point.
ParamValues declared_values(const KeySchema& schema, const std::vector<Value>& values,
                            const std::string& prefix, const std::vector<ParamSpec>& params);

// The config reference as Markdown: the table of keys (key, type, default, allowed, meaning), then
// the registered operators and solvers with their descriptions and parameters.
std::string keys_markdown(const KeySchema& schema);

}  // namespace nqga
