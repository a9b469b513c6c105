// resolved_yaml (config.hpp): the keys in effect as nested YAML blocks, a group of alternatives
// as a list of blocks.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>

#include "config/conditions.hpp"
#include "config/config.hpp"
#include "config/design_block.hpp"

namespace nqga {

namespace {

// One key (or a group of alternatives) to write: its dotted path split, and what writes its value.
struct YamlEntry {
  std::vector<std::string> parts;
  std::function<void(YAML::Emitter&)> value;
};

std::vector<std::string> path_parts(const std::string& path) {
  std::vector<std::string> parts;
  std::stringstream in(path);
  for (std::string part; std::getline(in, part, '.');) parts.push_back(part);
  return parts;
}

// `entries` with each group's keys together, at its first key's place, the rest in order: the
// schema puts problem.* between ga.scaling and ga.selection, and a second 'ga:' block is refused
// when the file is read back. O(entries log entries).
std::vector<YamlEntry> grouped(const std::vector<YamlEntry>& entries) {
  std::map<std::string, std::size_t> first;  // each path prefix, at the entry it first appears in
  std::vector<std::vector<std::size_t>> ranks(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    std::string prefix;
    for (const std::string& part : entries[i].parts) {
      prefix += "." + part;
      ranks[i].push_back(first.emplace(prefix, i).first->second);
    }
  }
  std::vector<std::size_t> order(entries.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return ranks[a] < ranks[b]; });
  std::vector<YamlEntry> sorted;
  for (const std::size_t i : order) sorted.push_back(entries[i]);
  return sorted;
}

// Writes `entries` as one mapping whose dotted paths become nested blocks, a group's once.
void emit_nested(YAML::Emitter& out, const std::vector<YamlEntry>& unordered) {
  const std::vector<YamlEntry> entries = grouped(unordered);
  out << YAML::BeginMap;
  std::vector<std::string> open;  // the groups currently open, outermost first
  for (const YamlEntry& entry : entries) {
    const auto& parts = entry.parts;
    std::size_t common = 0;
    while (common < open.size() && common + 1 < parts.size() && open[common] == parts[common])
      ++common;
    for (; open.size() > common; open.pop_back()) out << YAML::EndMap;
    for (std::size_t p = common; p + 1 < parts.size(); ++p) {
      out << YAML::Key << parts[p] << YAML::Value << YAML::BeginMap;
      open.push_back(parts[p]);
    }
    out << YAML::Key << parts.back() << YAML::Value;
    entry.value(out);
  }
  for (; !open.empty(); open.pop_back()) out << YAML::EndMap;
  out << YAML::EndMap;
}

void emit_setting(YAML::Emitter& out, const Setting& setting) {
  auto emit = [&](const Value& v) {
    if (const auto* s = std::get_if<std::string>(&v)) {
      out << YAML::DoubleQuoted << *s;
    } else {
      out << format_value(v);
    }
  };
  if (setting.range) {
    out << YAML::Flow << YAML::BeginMap << YAML::Key << "min" << YAML::Value
        << format_value(setting.range->min) << YAML::Key << "max" << YAML::Value
        << format_value(setting.range->max);
    if (setting.range->log) out << YAML::Key << "log" << YAML::Value << true;
    out << YAML::EndMap;
  } else if (setting.listed) {
    out << YAML::Flow << YAML::BeginSeq;
    for (const auto& v : setting.values) emit(v);
    out << YAML::EndSeq;
  } else {
    emit(setting.values.front());
  }
}

const Alternatives* alternatives_over(const ExperimentConfig& config, const std::string& path) {
  for (const Alternatives& alternatives : config.alternatives) {
    if (path.starts_with(alternatives.group + ".")) return &alternatives;
  }
  return nullptr;
}

// The block `index` of `alternatives`: the group's keys that some point of it uses, with paths
// relative to the group.
std::vector<YamlEntry> block_entries(const ExperimentConfig& config,
                                     const Alternatives& alternatives, std::size_t index) {
  ExperimentConfig variant = config;
  for (const auto& [key, setting] : alternatives.blocks[index]) variant.settings[key] = setting;
  std::vector<YamlEntry> entries;
  for (std::size_t i = 0; i < variant.settings.size(); ++i) {
    const std::string& path = (*config.schema)[i].path;
    if (!path.starts_with(alternatives.group + ".") || unmet_condition(variant, i)) continue;
    const Setting setting = variant.settings[i];
    entries.push_back({path_parts(path.substr(alternatives.group.size() + 1)),
                       [setting](YAML::Emitter& out) { emit_setting(out, setting); }});
  }
  return entries;
}

}  // namespace

std::string resolved_yaml(const ExperimentConfig& config) {
  std::vector<YamlEntry> entries;
  std::vector<const Alternatives*> written;
  for (std::size_t i = 0; i < config.schema->size(); ++i) {
    const std::string& path = (*config.schema)[i].path;
    if (const Alternatives* alternatives = alternatives_over(config, path)) {
      if (std::find(written.begin(), written.end(), alternatives) != written.end()) continue;
      written.push_back(alternatives);
      entries.push_back({path_parts(alternatives->group), [&config, alternatives](auto& out) {
                           out << YAML::BeginSeq;
                           for (std::size_t b = 0; b < alternatives->blocks.size(); ++b) {
                             emit_nested(out, block_entries(config, *alternatives, b));
                           }
                           out << YAML::EndSeq;
                         }});
    } else if (!unmet_condition(config, i)) {  // some point uses it
      const Setting& setting = config.settings[i];
      if ((*config.schema)[i].quiet_default && !setting.given) continue;
      entries.push_back({path_parts(path), [&setting](auto& out) { emit_setting(out, setting); }});
    }
  }
  for (const RoleSetting& role : config.roles) {
    entries.push_back(
        {{kDesignBlock, role.path}, [&role](auto& out) { out << role_name(role.role); }});
  }
  YAML::Emitter out;
  emit_nested(out, entries);
  return std::string(out.c_str()) + "\n";
}

}  // namespace nqga
