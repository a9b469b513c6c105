// The design of an experiment: the role each sweep axis plays in the analysis. A configuration
// factor is what the experiment compares (solver, ga.*, a user's keys); a problem axis says which
// problem is solved (n, problem.kind, problem.density, problem.placed, ...); an instance axis draws
// problems of one class (problem.seed, problem.file), so that tables aggregate a configuration over
// the instances of a problem point and tests compare configurations within it. Seeds are
// replicates, never an axis. A config may set a role in its `design:` block
// (`design: {ga.population: problem}`) or by the override `design.KEY=ROLE`.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace nqga {

enum class Role { kFactor, kProblem, kInstance };

// "factor", "problem", "instance".
const std::string& role_name(Role role);
std::optional<Role> role_named(std::string_view name);

// The role a key plays unless the config says otherwise, from its owner: n and the problem.*
// keys but the instance's are problem axes, problem.seed and problem.file instance axes, all
// other keys (solver, ga.*, stop.*, a solver's or a user's keys) configuration factors.
Role default_role(std::string_view path);

}  // namespace nqga
