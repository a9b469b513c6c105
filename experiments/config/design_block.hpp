// Reading a config's `design:` block (roles.hpp): `design: {KEY: ROLE, ...}` in a file, or
// `design.KEY=ROLE` as an override, into ExperimentConfig::roles.
#pragma once

#include <string>

#include "config/config.hpp"

namespace YAML {
class Node;
}

namespace nqga {

inline const std::string kDesignBlock = "design";

// Reads the block's `KEY: ROLE` lines; a key that is no sweepable key, a role that is none of
// factor, problem, instance, a key given twice, or an instance role for a key that is no problem.*
// key (n, solver, ga.*, stop.*: what changes the algorithm) is refused at its line and column.
void read_design_block(const YAML::Node& block, const std::string& file, ExperimentConfig& config);

// Gives `path` the role `role_text` (an override, which replaces the file's role of the key; a
// second override of it is refused).
void apply_role(const std::string& path, const std::string& role_text, const Location& where,
                ExperimentConfig& config);

}  // namespace nqga
