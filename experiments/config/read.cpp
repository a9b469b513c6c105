#include "config/read.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "config/design_block.hpp"
#include "config/suggest.hpp"
#include "config/utf8.hpp"
#include "config/yaml_document.hpp"

namespace nqga {

[[noreturn]] void fail(const Location& where, std::string_view path, const std::string& problem) {
  std::string message = where.prefix() + ": ";
  if (!path.empty()) message += std::string(path) + ": ";
  throw ConfigError(message + problem);
}

namespace {

// Refuses a number written as text: quoted ("8", '8') or tagged (!!str 8) it is a string in YAML,
// and reading it as 8 would hide the mistake of a program that writes configs.
void refuse_text_for_number(const KeySpec& key, const YAML::Node& node, const Location& where) {
  const std::string& tag = node.Tag();
  const bool number_tag = tag == "tag:yaml.org,2002:int" ||
                          (key.spec.kind == ParamKind::kReal && tag == "tag:yaml.org,2002:float");
  if (tag == "?" || number_tag) return;
  const std::string expected = key.spec.kind == ParamKind::kInteger ? "an integer" : "a number";
  if (tag == "!") {
    fail(where, key.path,
         "expected " + expected + ", got the quoted text \"" + node.Scalar() +
             "\"; write it without quotes: " + node.Scalar());
  }
  const std::string shown = tag.starts_with("tag:yaml.org,2002:") ? "!!" + tag.substr(18) : tag;
  fail(where, key.path,
       "expected " + expected + ", got a value tagged " + shown +
           "; write it without the tag: " + node.Scalar());
}

// Refuses a value outside its key's range, in the words of the key's declaration (param_problem),
// which for the GA's keys is the library's (ga_param_specs).
void refuse_outside(const KeySpec& key, const Value& value, const Location& where) {
  if (const std::string problem = param_problem(key.spec, value); !problem.empty()) {
    fail(where, key.path, problem);
  }
}

Value parse_scalar(const KeySpec& key, const YAML::Node& node, const Location& where) {
  if (!node.IsScalar() || (node.Tag() == "?" && node.Scalar() == "~") || node.IsNull()) {
    const std::string got = node.IsMap() ? "a mapping" : node.IsSequence() ? "a list" : "nothing";
    fail(where, key.path, "expected " + kind_name(key.spec.kind) + ", got " + got);
  }
  const std::string& text = node.Scalar();
  const char* first = text.data();
  const char* last = text.data() + text.size();
  switch (key.spec.kind) {
    case ParamKind::kInteger: {
      std::int64_t value = 0;
      const auto [end, error] = std::from_chars(first, last, value);
      if (error != std::errc() || end != last) {
        double real = 0;
        const auto [real_end, real_error] = std::from_chars(first, last, real);
        const bool is_number = real_error == std::errc() && real_end == last;
        fail(where, key.path,
             "expected an integer, got '" + text + "'" +
                 (is_number && std::isfinite(real) && real == std::floor(real) &&
                          std::abs(real) < 9.0e15
                      ? " (write it without exponent or point: " +
                            std::to_string(static_cast<std::int64_t>(real)) + ")"
                      : ""));
      }
      refuse_text_for_number(key, node, where);
      refuse_outside(key, value, where);
      return value;
    }
    case ParamKind::kReal: {
      double value = 0;
      const auto [end, error] = std::from_chars(first, last, value);
      if (error != std::errc() || end != last || !std::isfinite(value)) {
        fail(where, key.path, "expected a number, got '" + text + "'");
      }
      refuse_text_for_number(key, node, where);
      refuse_outside(key, value, where);
      return value;
    }
    case ParamKind::kChoice: {
      const std::vector<std::string>& names = key.spec.choices;
      if (std::find(names.begin(), names.end(), text) == names.end()) {
        std::string list;
        for (const auto& choice : names) list += (list.empty() ? "" : ", ") + choice;
        // Choice names are short, so only a one-letter slip earns a suggestion.
        const std::string hint = did_you_mean(text, names, 1);
        fail(where, key.path,
             "unknown value '" + text + "'" + (hint.empty() ? " (one of " + list + ")" : hint));
      }
      return text;
    }
    case ParamKind::kText:
      return text;
  }
  fail(where, key.path, "unsupported value");
}

// The number a range bound holds, as a double.
double bound_value(const Value& bound) {
  if (const auto* integer = std::get_if<std::int64_t>(&bound)) return static_cast<double>(*integer);
  return std::get<double>(bound);
}

// Reads a range {min: a, max: b, log: true} (nqga tune's) into `setting`: min below max, both in
// the key's own range, min above 0 on a log scale.
void read_range(const KeySpec& key, const YAML::Node& node, const std::string& source,
                const Location& where, Setting& setting) {
  if (key.spec.kind != ParamKind::kInteger && key.spec.kind != ParamKind::kReal) {
    fail(where, key.path,
         "a range {min, max} needs a number key (this one is of type " + kind_name(key.spec.kind) +
             "); list its values instead, [a, b]");
  }
  if (!key.sweepable) fail(where, key.path, "takes one value, not a range");
  std::optional<Value> min, max;
  bool log = false;
  for (const auto& field : node) {
    const std::string name = field.first.IsScalar() ? field.first.Scalar() : "";
    const Location at = source.empty() ? where : at_mark(source, field.second.Mark());
    if (name == "min") {
      min = parse_scalar(key, field.second, at);
    } else if (name == "max") {
      max = parse_scalar(key, field.second, at);
    } else if (name == "log") {
      if (!field.second.IsScalar() || !YAML::convert<bool>::decode(field.second, log)) {
        fail(at, key.path, "log: expected true or false, got '" + field.second.Scalar() + "'");
      }
    } else {
      fail(source.empty() ? where : at_mark(source, field.first.Mark()), key.path,
           "unknown field '" + name + "' in a range (min, max, log)" +
               did_you_mean(name, {"min", "max", "log"}));
    }
  }
  if (!min || !max) fail(where, key.path, "a range needs min and max: {min: a, max: b}");
  if (!(*min < *max)) {
    fail(where, key.path,
         "range min " + format_value(*min) + " must be below max " + format_value(*max));
  }
  if (log && bound_value(*min) <= 0) {
    fail(where, key.path,
         "log: true needs min above 0 (a log scale has no 0), got min " + format_value(*min));
  }
  setting.values = {*min};
  setting.range = Range{*min, *max, log};
}

// Reads a key's value (a scalar, a list for a sweep axis, or a range for nqga tune) into
// `setting`.
void read_setting(const KeySpec& key, const YAML::Node& node, const std::string& source,
                  const Location& where, Setting& setting) {
  setting = Setting{};
  setting.given = true;
  setting.where = where;
  if (node.IsMap()) {
    read_range(key, node, source, where, setting);
    return;
  }
  if (!node.IsSequence()) {
    setting.values.push_back(parse_scalar(key, node, where));
    return;
  }
  if (!key.sweepable) fail(where, key.path, "takes one value, not a list");
  if (node.size() == 0) fail(where, key.path, "empty list: a sweep axis needs at least one value");
  if (node.size() > kMaxJobs) {
    fail(where, key.path,
         "a list of " + std::to_string(node.size()) + " values; a sweep runs at most " +
             std::to_string(kMaxJobs) + " jobs, split it into several configs");
  }
  setting.listed = true;
  std::set<Value> seen;
  for (std::size_t i = 0; i < node.size(); ++i) {
    const Location element = source.empty() ? where : at_mark(source, node[i].Mark());
    const Value value = parse_scalar(key, node[i], element);
    if (!seen.insert(value).second) {
      fail(element, key.path, "value " + format_value(value) + " appears twice in the list");
    }
    setting.values.push_back(value);
  }
}

void read_mapping(const YAML::Node& map, const std::string& prefix, const std::string& file,
                  ExperimentConfig& config);

// A key of a group given as alternatives is set in their blocks only.
void refuse_in_alternatives(const ExperimentConfig& config, const std::string& path,
                            const Location& where) {
  for (const Alternatives& alternatives : config.alternatives) {
    if (path.starts_with(alternatives.group + ".")) {
      fail(where, path,
           "its group " + alternatives.group + " is a list of alternatives (" +
               alternatives.where.prefix() + "); set it in their blocks");
    }
  }
}

// Reads `group: [{...}, {...}]`: each block as a mapping under the group, into a scratch config
// whose given settings become the block.
void read_alternatives(const YAML::Node& list, const std::string& group, const std::string& file,
                       ExperimentConfig& config) {
  const Location where = at_mark(file, list.Mark());
  if (list.size() < 2) {
    fail(where, group, "a list of alternatives needs two blocks or more; write one as a block");
  }
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    const std::string& path = (*config.schema)[i].path;
    if (config.settings[i].given && path.starts_with(group + ".")) {
      fail(config.settings[i].where, path,
           "given here and in the alternatives of " + group + " (" + where.prefix() +
               "); set it in their blocks");
    }
  }
  Alternatives alternatives{group, where, {}};
  for (const auto& block : list) {
    if (!block.IsMap()) {
      fail(at_mark(file, block.Mark()), group,
           "expected a block of keys in each alternative, such as {method: swap}");
    }
    ExperimentConfig scratch{config.file, config.schema, config.settings, {}, {}};
    for (Setting& setting : scratch.settings) setting.given = false;
    read_mapping(block, group, file, scratch);
    if (!scratch.alternatives.empty()) {
      fail(scratch.alternatives.front().where, scratch.alternatives.front().group,
           "alternatives inside alternatives; write the combinations as blocks of " + group);
    }
    auto& keys = alternatives.blocks.emplace_back();
    for (std::size_t i = 0; i < scratch.settings.size(); ++i) {
      if (scratch.settings[i].given) keys.emplace_back(i, std::move(scratch.settings[i]));
    }
  }
  config.alternatives.push_back(std::move(alternatives));
}

// Refuses `path`, which names no key: empty or with an empty part, a group of keys, or unknown
// (with the closest key's name).
[[noreturn]] void refuse_key(const Location& where, const std::string& path,
                             const KeySchema& schema) {
  if (path.empty()) {
    fail(where, "",
         "the key is empty; name one, such as n or ga.population (nqga keys lists them)");
  }
  if (path.front() == '.' || path.back() == '.' || path.find("..") != std::string::npos) {
    fail(where, path, "a key with an empty part between its dots; write it as ga.population is");
  }
  if (schema.is_group(path)) {
    std::string some;
    int listed = 0;
    for (const KeySpec& key : schema.keys()) {
      if (key.path.starts_with(path + ".") && listed++ < 3) some += key.path + ", ";
    }
    fail(where, path,
         "is a group of keys, not one key; set one of them (" + some +
             "...: nqga keys lists them all)");
  }
  std::vector<std::string> names = schema.paths();  // the keys and their groups, to suggest
  for (const std::string& key : schema.paths()) {
    for (auto dot = key.find('.'); dot != std::string::npos; dot = key.find('.', dot + 1)) {
      if (std::find(names.begin(), names.end(), key.substr(0, dot)) == names.end()) {
        names.push_back(key.substr(0, dot));
      }
    }
  }
  fail(where, path, "unknown key" + did_you_mean(path, names));
}

void read_mapping(const YAML::Node& map, const std::string& prefix, const std::string& file,
                  ExperimentConfig& config) {
  std::map<std::string, int> lines;  // each key of this block, at the line it is first given
  for (const auto& entry : map) {
    const Location key_where = at_mark(file, entry.first.Mark());
    if (!entry.first.IsScalar()) fail(key_where, prefix, "keys must be plain names");
    const std::string& name = entry.first.Scalar();
    if (name == "<<" && entry.first.Tag() == "?") {
      fail(key_where, prefix, std::string("a merge key (<<): ") + kNoSharedValues);
    }
    const std::string path = prefix.empty() ? name : prefix + "." + name;
    const auto [first, added] = lines.emplace(name, key_where.line);
    if (!added) {
      fail(key_where, path,
           "given twice in one block (first at line " + std::to_string(first->second) + "); " +
               (config.schema->is_group(path) ? "write its keys under one '" + name + ":'"
                                              : "keep one"));
    }
    if (path == kDesignBlock) {
      read_design_block(entry.second, file, config);
    } else if (const KeySpec* spec = config.schema->find(path)) {
      refuse_in_alternatives(config, path, key_where);
      Setting& setting = config.settings[config.schema->index(path)];
      if (setting.given) {
        fail(key_where, path,
             "given twice (first at line " + std::to_string(setting.where.line) + "); keep one");
      }
      read_setting(*spec, entry.second, file, at_mark(file, entry.second.Mark()), setting);
    } else if (config.schema->is_group(path) && entry.second.IsSequence()) {
      read_alternatives(entry.second, path, file, config);
    } else if (config.schema->is_group(path) && entry.second.IsMap()) {
      read_mapping(entry.second, path, file, config);
    } else if (config.schema->is_group(path)) {
      fail(key_where, path, "expected a block of keys under '" + path + ":'");
    } else {
      refuse_key(key_where, path, *config.schema);
    }
  }
}

}  // namespace

void refuse_second_override(const Location& earlier, const std::string& path,
                            const Location& where) {
  if (earlier.from_override) {
    fail(where, path,
         "given twice among the overrides (first as " + earlier.source + "); keep one");
  }
}

void read_settings(const std::string& file, const std::string& text, ExperimentConfig& config) {
  YAML::Node root;
  try {
    root = load_one_document(text, [&](const YAML::Mark& mark) { return at_mark(file, mark); });
  } catch (const YAML::ParserException& e) {
    fail(at_mark(file, e.mark), "", "not valid YAML: " + e.msg);
  }
  if (root.IsNull()) fail({file}, "", "the file is empty; a config needs at least 'n: 8'");
  if (!root.IsMap()) {
    fail(at_mark(file, root.Mark()), "", "expected a block of 'key: value' lines at the top");
  }
  read_mapping(root, "", file, config);
}

void apply_override(const std::string& text, ExperimentConfig& config) {
  const Location where{"override '" + text + "'", 0, 0, true};
  if (const std::size_t bad = first_invalid_utf8(text); bad != std::string_view::npos) {
    fail(where, "", utf8_problem(static_cast<unsigned char>(text[bad])) + "; write it in UTF-8");
  }
  const auto eq = text.find('=');
  if (eq == std::string::npos) {
    fail(where, "", "expected key=value (for example ga.population=200)");
  }
  if (eq == 0) {
    fail(where, "", "the key before '=' is empty; write key=value (for example ga.population=200)");
  }
  const std::string path = text.substr(0, eq);
  if (path == kDesignBlock) {
    fail(where, path,
         "is a block of roles; give one role as design.KEY=ROLE (for example "
         "design.problem.seed=instance or design.ga.population=problem)");
  }
  if (path.starts_with(kDesignBlock + ".")) {
    apply_role(path.substr(kDesignBlock.size() + 1), text.substr(eq + 1), where, config);
    return;
  }
  const KeySpec* spec = config.schema->find(path);
  if (!spec) refuse_key(where, path, *config.schema);
  refuse_in_alternatives(config, path, where);
  refuse_second_override(config.settings[config.schema->index(path)].where, path, where);
  YAML::Node node;
  try {
    node = load_one_document(text.substr(eq + 1), [&](const YAML::Mark&) { return where; });
  } catch (const YAML::Exception& e) {
    fail(where, path, "cannot read the value: " + e.msg);
  }
  read_setting(*spec, node, "", where, config.settings[config.schema->index(path)]);
}

}  // namespace nqga
