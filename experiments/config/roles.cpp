#include "config/roles.hpp"

#include <array>

namespace nqga {

namespace {

const std::array<std::string, 3> kRoleNames{"factor", "problem", "instance"};

}  // namespace

const std::string& role_name(Role role) { return kRoleNames[static_cast<std::size_t>(role)]; }

std::optional<Role> role_named(std::string_view name) {
  for (std::size_t i = 0; i < kRoleNames.size(); ++i) {
    if (kRoleNames[i] == name) return static_cast<Role>(i);
  }
  return std::nullopt;
}

Role default_role(std::string_view path) {
  if (path == "problem.seed" || path == "problem.file") return Role::kInstance;
  if (path == "n" || path.starts_with("problem.")) return Role::kProblem;
  return Role::kFactor;
}

}  // namespace nqga
