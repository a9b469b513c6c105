#include "config/design_block.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>

#include "config/read.hpp"
#include "config/suggest.hpp"

namespace nqga {

namespace {

// Why `path`, no problem.* key, cannot be an instance axis: an instance axis draws problems of one
// class, over which a configuration's runs are aggregated as blocks.
std::string not_an_instance_axis(const std::string& path) {
  const std::string instead =
      "; instance axes draw problems of one class (problem.seed, problem.file, a problem kind's "
      "own keys)";
  if (path == "n") {
    return "cannot be an instance axis: n says which problem is solved (a problem axis)" + instead;
  }
  return "cannot be an instance axis: it changes the algorithm, so the runs of one configuration "
         "on an 'instance' would differ in how they search, not in what they solve; make it a "
         "factor (or a problem axis)" +
         instead;
}

// The role `role_text` gives the key `path`, both checked: the key must be one a sweep can vary
// (seeds are replicates, never an axis).
RoleSetting checked_role(const std::string& path, const std::string& role_text,
                         const Location& where, const ExperimentConfig& config) {
  const std::string key_path = kDesignBlock + "." + path;
  const KeySpec* key = config.schema->find(path);
  if (!key) {
    fail(where, key_path, "unknown key" + did_you_mean(path, config.schema->paths()));
  }
  if (!key->sweepable || path == "seed") {
    fail(where, key_path,
         "takes one value, so it is never a sweep axis and has no role (seeds are replicates)");
  }
  const std::optional<Role> role = role_named(role_text);
  if (!role) {
    fail(where, key_path,
         "unknown role '" + role_text + "' (one of factor, problem, instance)" +
             did_you_mean(role_text, {"factor", "problem", "instance"}));
  }
  if (*role == Role::kInstance && !path.starts_with("problem.")) {
    fail(where, key_path, not_an_instance_axis(path));
  }
  return {path, *role, where};
}

}  // namespace

void read_design_block(const YAML::Node& block, const std::string& file, ExperimentConfig& config) {
  const Location block_where{file, block.Mark().line + 1, block.Mark().column + 1};
  if (!block.IsMap()) {
    fail(block_where, kDesignBlock,
         "expected a block of 'key: role' lines, such as {problem.seed: instance}");
  }
  for (const auto& entry : block) {
    const Location where{file, entry.first.Mark().line + 1, entry.first.Mark().column + 1};
    if (!entry.first.IsScalar() || !entry.second.IsScalar()) {
      fail(where, kDesignBlock, "expected 'key: role', such as 'ga.population: problem'");
    }
    const std::string path = entry.first.Scalar();
    const auto earlier = std::find_if(config.roles.begin(), config.roles.end(),
                                      [&](const RoleSetting& role) { return role.path == path; });
    if (earlier != config.roles.end()) {
      fail(where, kDesignBlock + "." + path,
           "given twice (first at " + earlier->where.prefix() + ")");
    }
    config.roles.push_back(checked_role(path, entry.second.Scalar(), where, config));
  }
}

void apply_role(const std::string& path, const std::string& role_text, const Location& where,
                ExperimentConfig& config) {
  RoleSetting role = checked_role(path, role_text, where, config);
  for (const RoleSetting& given : config.roles) {
    if (given.path == path) refuse_second_override(given.where, kDesignBlock + "." + path, where);
  }
  std::erase_if(config.roles, [&](const RoleSetting& given) { return given.path == path; });
  config.roles.push_back(std::move(role));
}

}  // namespace nqga
