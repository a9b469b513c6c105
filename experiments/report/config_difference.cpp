#include "report/config_difference.hpp"

#include <yaml-cpp/yaml.h>

#include <map>
#include <stdexcept>

#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// Every leaf of `node` under `prefix` as path -> flow-style text.
void flatten(const YAML::Node& node, const std::string& prefix,
             std::map<std::string, std::string>& leaves) {
  if (node.IsMap()) {
    for (const auto& entry : node) {
      const std::string key = entry.first.as<std::string>();
      flatten(entry.second, prefix.empty() ? key : prefix + "." + key, leaves);
    }
    return;
  }
  YAML::Emitter flow;
  flow << YAML::Flow << node;
  leaves[prefix] = flow.c_str();
}

std::map<std::string, std::string> leaves_of(const std::string& text) {
  std::map<std::string, std::string> leaves;
  try {
    const YAML::Node root = YAML::Load(text);
    if (root.IsDefined() && !root.IsNull()) flatten(root, "", leaves);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(std::string("not YAML: ") + e.what());
  }
  return leaves;
}

}  // namespace

std::vector<KeyDifference> config_difference(const std::string& before, const std::string& after) {
  const auto old_leaves = leaves_of(before), new_leaves = leaves_of(after);
  std::map<std::string, KeyDifference> differences;
  for (const auto& [key, value] : old_leaves) {
    const auto other = new_leaves.find(key);
    if (other == new_leaves.end() || other->second != value)
      differences[key] = {key, value, other == new_leaves.end() ? "" : other->second};
  }
  for (const auto& [key, value] : new_leaves) {
    if (!old_leaves.count(key)) differences[key] = {key, "", value};
  }
  std::vector<KeyDifference> out;
  for (auto& [key, difference] : differences) out.push_back(std::move(difference));
  return out;
}

std::vector<KeyDifference> directory_config_difference(const fs::path& old, const fs::path& dir) {
  const auto text = [](const fs::path& file) {
    return fs::exists(file) ? read_text(file) : std::string();
  };
  try {
    return config_difference(text(old / "config.yaml"), text(dir / "config.yaml"));
  } catch (const std::runtime_error& e) {
    return {{"config.yaml", "", e.what()}};
  }
}

}  // namespace nqga
