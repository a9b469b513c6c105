// The problem registry: what a config's `problem.kind` names. Each kind draws an instance of size
// n from its parameters (problem.<param>, shared by all kinds like ga.mutation.<param>) and an Rng
// seeded from problem.seed, so that one instance can serve many GA seeds and instances become a
// sweep axis. A user adds a kind through the same add() the built-ins use.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "../params.hpp"
#include "../registry.hpp"
#include "../rng.hpp"
#include "instance.hpp"

namespace nqga {

// Filled by field name, like SolverEntry.
struct ProblemEntry {
  std::string name{};
  std::string description{};        // one line for `nqga keys`
  std::vector<ParamSpec> params{};  // its keys: problem.<param name>
  bool drawn = true;                // draws its instance from problem.seed's Rng (else ignores it)
  // The instance of size n (n >= 1) for `params` (defaults filled in), drawn with `rng` alone.
  std::function<Instance(int n, const ParamValues& params, Rng& rng)> generate{};
  // What identifies its code when it can differ between sessions (OperatorEntry::source).
  std::string source{};
};

// The name of the kind that reads its instance from problem.file.
inline constexpr const char* kFileProblem = "file";
// `instance`, read from `path` for a point of size n; throws std::invalid_argument when its size
// is not n.
Instance instance_of_size(Instance instance, int n, const std::string& path);

// The registry, with the built-ins registered on first use: queens (plain N-Queens, the default),
// then completion and blocked, drawn by problem/generators.hpp.
Registry<ProblemEntry>& problem_registry();
void add_builtin_problems(Registry<ProblemEntry>& registry);

}  // namespace nqga
