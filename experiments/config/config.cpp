#include "config/config.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "fitness.hpp"
#include "operators/registry.hpp"
#include "run/solvers.hpp"
#include "run/validate.hpp"

namespace nqga {

namespace {

constexpr double kBig = 9.0e15;  // integer keys without a natural bound stay exact in a double

const std::vector<KeySpec> kKeys = {
    {"experiment",
     ValueKind::kText,
     std::string(),
     0,
     0,
     {},
     false,
     "name of the run directory under output.dir; empty: the config file's name"},
    {"n", ValueKind::kInteger, std::int64_t{8}, 1, 1e9, {}, true, "board size (number of queens)"},
    {"solver",
     ValueKind::kChoice,
     std::string("ga"),
     0,
     0,
     {},
     true,
     "ga, or exact search for comparison: backtracking-first (lexicographically first solution), "
     "backtracking-count (all solutions); exact solvers run once per point, not per seed",
     solver_names},
    {"seeds",
     ValueKind::kInteger,
     std::int64_t{10},
     1,
     1e6,
     {},
     false,
     "replicate runs per parameter point"},
    {"seed",
     ValueKind::kInteger,
     std::int64_t{1},
     0,
     kBig,
     {},
     false,
     "base seed; job i runs with a seed mixed from it and i"},
    {"ga.population",
     ValueKind::kInteger,
     std::int64_t{100},
     2,
     1e6,
     {},
     true,
     "individuals per generation"},
    {"ga.elitism",
     ValueKind::kInteger,
     std::int64_t{2},
     0,
     1e6,
     {},
     true,
     "best individuals copied unchanged into the next generation (< population)"},
    {"ga.fitness", ValueKind::kChoice, std::string("pairs"), 0, 0, fitness_names(), true,
     "conflicts -> weight: pairs = n(n-1)/2 - conflicts, inverse = 1/(1+conflicts)"},
    {"ga.scaling", ValueKind::kChoice, std::string("none"), 0, 0, scaling_names(), true,
     "fitness scaling before selection"},
    {"ga.selection.method", ValueKind::kChoice, std::string("roulette"), 0, 0, selection_names(),
     true, "parent selection"},
    {"ga.selection.tournament_size",
     ValueKind::kInteger,
     std::int64_t{3},
     1,
     1e6,
     {},
     true,
     "individuals per tournament (<= population)"},
    {"ga.crossover.method", ValueKind::kChoice, std::string("range"), 0, 0, crossover_names(), true,
     "crossover over row ranges: range = PMX, ox = order, cx = cycle"},
    {"ga.crossover.rate",
     ValueKind::kReal,
     0.9,
     0,
     1,
     {},
     true,
     "probability that a pair of parents is crossed"},
    {"ga.mutation.method", ValueKind::kChoice, std::string("swap"), 0, 0, mutation_names(), true,
     "mutation of queen columns"},
    {"ga.mutation.rate",
     ValueKind::kReal,
     0.2,
     0,
     1,
     {},
     true,
     "probability that a child is mutated"},
    {"stop.max_generations",
     ValueKind::kInteger,
     std::int64_t{10000},
     0,
     kBig,
     {},
     true,
     "stop after this many generations (0: no limit)"},
    {"stop.max_evaluations",
     ValueKind::kInteger,
     std::int64_t{0},
     0,
     kBig,
     {},
     true,
     "stop after this many conflict evaluations (0: no limit)"},
    {"stop.time_limit_s",
     ValueKind::kReal,
     60.0,
     0,
     1e7,
     {},
     true,
     "stop a job after this many seconds, recorded as unsolved (0: no limit)"},
    {"stop.stagnation",
     ValueKind::kInteger,
     std::int64_t{0},
     0,
     kBig,
     {},
     true,
     "stop after this many generations without a better best (0: off)"},
    {"validate.exact_up_to",
     ValueKind::kInteger,
     std::int64_t{12},
     0,
     kMaxExactUpTo,
     {},
     false,
     "for n up to this, every reported board must be one of the solutions enumerated by "
     "backtracking, and its symmetry class is recorded"},
    {"output.dir",
     ValueKind::kText,
     std::string("results"),
     0,
     0,
     {},
     false,
     "parent folder of run directories (--out DIR names the run directory itself)"},
};

std::string kind_name(ValueKind kind) {
  switch (kind) {
    case ValueKind::kInteger:
      return "integer";
    case ValueKind::kReal:
      return "number";
    case ValueKind::kText:
      return "text";
    case ValueKind::kChoice:
      return "choice";
    case ValueKind::kBool:
      return "true/false";
  }
  return "value";
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string_view last_part(std::string_view path) {
  const auto dot = path.rfind('.');
  return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

// " (did you mean X?)" for the candidate closest to `wrong`, or "" when none is close: a key
// whose last part is the same counts as one edit away (`population` -> `ga.population`).
std::string did_you_mean(std::string_view wrong, const std::vector<std::string>& candidates,
                         std::size_t min_allowed = 2) {
  std::size_t best = std::string_view::npos;
  std::string_view best_name;
  for (const auto& candidate : candidates) {
    std::size_t d = edit_distance(wrong, candidate);
    if (last_part(wrong) == last_part(candidate)) d = std::min<std::size_t>(d, 1);
    if (d < best) {
      best = d;
      best_name = candidate;
    }
  }
  const std::size_t allowed = std::max<std::size_t>(min_allowed, wrong.size() / 3);
  return best <= allowed ? " (did you mean " + std::string(best_name) + "?)" : "";
}

std::vector<std::string> key_paths() {
  std::vector<std::string> paths;
  for (const auto& key : kKeys) paths.push_back(key.path);
  return paths;
}

bool is_group(std::string_view path) {
  const std::string prefix = std::string(path) + ".";
  return std::any_of(kKeys.begin(), kKeys.end(),
                     [&](const KeySpec& key) { return key.path.starts_with(prefix); });
}

[[noreturn]] void fail(const Location& where, std::string_view path, const std::string& problem) {
  std::string message = where.prefix() + ": ";
  if (!path.empty()) message += std::string(path) + ": ";
  throw ConfigError(message + problem);
}

Location at_mark(const std::string& source, const YAML::Mark& mark) {
  return {source, mark.line + 1, mark.column + 1};
}

// The offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or npos. yaml-cpp does not check this itself.
std::size_t first_invalid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned lead = byte(0);
    std::size_t length = 1;
    unsigned low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (lead < 0x80) {
      ++i;
      continue;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      if (lead == 0xE0) low = 0xA0;   // overlong
      if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      if (lead == 0xF0) low = 0x90;   // overlong
      if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
      return i;
    }
    if (i + length > text.size() || byte(1) < low || byte(1) > high) return i;
    for (std::size_t k = 2; k < length; ++k) {
      if (byte(k) < 0x80 || byte(k) > 0xBF) return i;
    }
    i += length;
  }
  return std::string_view::npos;
}

// "not valid UTF-8 (byte 0xE9)": the start of the message for a bad byte.
std::string utf8_problem(unsigned char byte) {
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", byte);
  return std::string("not valid UTF-8 (byte ") + hex + ")";
}

// Refuses a config file that is not UTF-8, naming the line and column of the first bad byte.
void require_utf8_file(std::string_view text, const std::string& file) {
  const std::size_t bad = first_invalid_utf8(text);
  if (bad == std::string_view::npos) return;
  const std::string_view before = text.substr(0, bad);
  const auto line_start = before.rfind('\n');
  Location where{file};
  where.line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
  where.column =
      1 + static_cast<int>(line_start == std::string_view::npos ? bad : bad - line_start - 1);
  fail(where, "",
       utf8_problem(static_cast<unsigned char>(text[bad])) +
           "; save the file as UTF-8 (YAML files are Unicode; Latin-1 and UTF-16 are not read)");
}

std::string range_text(const KeySpec& key) {
  auto bound = [&](double b) {
    return format_value(key.kind == ValueKind::kReal ? Value(b) : Value(std::int64_t(b)));
  };
  if (key.max >= kBig) return ">= " + bound(key.min);
  return "[" + bound(key.min) + ", " + bound(key.max) + "]";
}

Value parse_scalar(const KeySpec& key, const YAML::Node& node, const Location& where) {
  if (!node.IsScalar() || (node.Tag() == "?" && node.Scalar() == "~") || node.IsNull()) {
    const std::string got = node.IsMap() ? "a mapping" : node.IsSequence() ? "a list" : "nothing";
    fail(where, key.path, "expected " + kind_name(key.kind) + ", got " + got);
  }
  const std::string& text = node.Scalar();
  const char* first = text.data();
  const char* last = text.data() + text.size();
  switch (key.kind) {
    case ValueKind::kInteger: {
      std::int64_t value = 0;
      const auto [end, error] = std::from_chars(first, last, value);
      if (error != std::errc() || end != last) {
        double real = 0;
        const auto [real_end, real_error] = std::from_chars(first, last, real);
        const bool is_number = real_error == std::errc() && real_end == last;
        fail(where, key.path,
             "expected an integer, got '" + text + "'" +
                 (is_number && std::isfinite(real) && real == std::floor(real) &&
                          std::abs(real) < kBig
                      ? " (write it without exponent or point: " +
                            std::to_string(static_cast<std::int64_t>(real)) + ")"
                      : ""));
      }
      if (value < key.min || value > key.max) {
        fail(where, key.path, "must be in " + range_text(key) + ", got " + text);
      }
      return value;
    }
    case ValueKind::kReal: {
      double value = 0;
      const auto [end, error] = std::from_chars(first, last, value);
      if (error != std::errc() || end != last || !std::isfinite(value)) {
        fail(where, key.path, "expected a number, got '" + text + "'");
      }
      if (value < key.min || value > key.max) {
        fail(where, key.path, "must be in " + range_text(key) + ", got " + text);
      }
      return value;
    }
    case ValueKind::kChoice: {
      const std::vector<std::string> names = choices(key);
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
    case ValueKind::kBool: {
      if (text == "true" || text == "yes" || text == "on") return true;
      if (text == "false" || text == "no" || text == "off") return false;
      fail(where, key.path, "expected true or false, got '" + text + "'");
    }
    case ValueKind::kText:
      return text;
  }
  fail(where, key.path, "unsupported value");
}

// Reads a key's value (a scalar, or a list for a sweep axis) into `setting`.
void read_setting(const KeySpec& key, const YAML::Node& node, const std::string& source,
                  const Location& where, Setting& setting) {
  setting = Setting{};
  setting.given = true;
  setting.where = where;
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
                  ExperimentConfig& config) {
  for (const auto& entry : map) {
    const Location key_where = at_mark(file, entry.first.Mark());
    if (!entry.first.IsScalar()) fail(key_where, prefix, "keys must be plain names");
    const std::string path =
        prefix.empty() ? entry.first.Scalar() : prefix + "." + entry.first.Scalar();
    const auto spec = std::find_if(kKeys.begin(), kKeys.end(),
                                   [&](const KeySpec& key) { return key.path == path; });
    if (spec != kKeys.end()) {
      Setting& setting = config.settings[static_cast<std::size_t>(spec - kKeys.begin())];
      if (setting.given) fail(key_where, path, "given twice");
      read_setting(*spec, entry.second, file, at_mark(file, entry.second.Mark()), setting);
    } else if (is_group(path)) {
      if (!entry.second.IsMap()) {
        fail(key_where, path, "expected a block of keys under '" + path + ":'");
      }
      read_mapping(entry.second, path, file, config);
    } else {
      fail(key_where, path, "unknown key" + did_you_mean(path, key_paths()));
    }
  }
}

void apply_override(const std::string& text, ExperimentConfig& config) {
  const Location where{"override '" + text + "'"};
  if (const std::size_t bad = first_invalid_utf8(text); bad != std::string_view::npos) {
    fail(where, "", utf8_problem(static_cast<unsigned char>(text[bad])) + "; write it in UTF-8");
  }
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0) {
    fail(where, "", "expected key=value (for example ga.population=200)");
  }
  const std::string path = text.substr(0, eq);
  const auto spec = std::find_if(kKeys.begin(), kKeys.end(),
                                 [&](const KeySpec& key) { return key.path == path; });
  if (spec == kKeys.end()) fail(where, path, "unknown key" + did_you_mean(path, key_paths()));
  YAML::Node node;
  try {
    node = YAML::Load(text.substr(eq + 1));
  } catch (const YAML::Exception& e) {
    fail(where, path, "cannot read the value: " + e.msg);
  }
  read_setting(*spec, node, "", where,
               config.settings[static_cast<std::size_t>(spec - kKeys.begin())]);
}

}  // namespace

std::string format_value(const Value& value) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::string>) {
          return v;
        } else if constexpr (std::is_same_v<T, bool>) {
          return v ? "true" : "false";
        } else if constexpr (std::is_same_v<T, double>) {
          std::ostringstream out;
          out.precision(15);
          out << v;
          return out.str();
        } else {
          return std::to_string(v);
        }
      },
      value);
}

const std::vector<KeySpec>& config_keys() { return kKeys; }

std::vector<std::string> choices(const KeySpec& key) {
  return key.choices_of ? key.choices_of() : key.choices;
}

std::size_t key_index(std::string_view path) {
  for (std::size_t i = 0; i < kKeys.size(); ++i) {
    if (kKeys[i].path == path) return i;
  }
  throw std::out_of_range("no config key '" + std::string(path) + "'");
}

std::string Location::prefix() const {
  if (line == 0) return source;
  return source + ":" + std::to_string(line) + ":" + std::to_string(column);
}

ExperimentConfig load_config(const std::string& file, const std::vector<std::string>& overrides) {
  const Location whole_file{file};
  std::error_code error;
  if (std::filesystem::is_directory(file, error)) {
    fail(whole_file, "", "is a directory; give a config file such as configs/quickstart.yaml");
  }
  std::ifstream in(file);
  if (!in) fail(whole_file, "", "cannot open the config file (does it exist?)");
  std::stringstream text;
  text << in.rdbuf();
  require_utf8_file(text.str(), file);

  ExperimentConfig config;
  config.file = file;
  for (const auto& key : kKeys)
    config.settings.push_back({{key.fallback}, false, false, {"default"}});

  YAML::Node root;
  try {
    root = YAML::Load(text.str());
  } catch (const YAML::ParserException& e) {
    fail(at_mark(file, e.mark), "", "not valid YAML: " + e.msg);
  }
  if (root.IsNull()) fail(whole_file, "", "the file is empty; a config needs at least 'n: 8'");
  if (!root.IsMap()) {
    fail(at_mark(file, root.Mark()), "", "expected a block of 'key: value' lines at the top");
  }
  read_mapping(root, "", file, config);
  for (const auto& override_text : overrides) apply_override(override_text, config);

  Setting& name = config.settings[key_index("experiment")];
  if (std::get<std::string>(name.values.front()).empty()) {
    name.values.front() = std::filesystem::path(file).stem().string();
  }
  return config;
}

void check_point(const ExperimentConfig& config, const std::vector<Value>& values) {
  auto integer = [&](std::string_view path) {
    return std::get<std::int64_t>(values[key_index(path)]);
  };
  auto text = [&](std::string_view path) { return std::get<std::string>(values[key_index(path)]); };
  auto problem = [&](std::string_view path, const std::string& what) {
    fail(config.at(path).where, path, what);
  };
  const SolverInfo* solver = find_solver(text("solver"));
  if (solver && integer("n") > solver->max_n) {
    problem("n", "must be at most " + std::to_string(solver->max_n) + " for solver " +
                     text("solver") + ", got " + std::to_string(integer("n")));
  }
  const std::int64_t population = integer("ga.population");
  if (integer("ga.elitism") >= population) {
    problem("ga.elitism", "must be below ga.population (" + std::to_string(population) + "), got " +
                              std::to_string(integer("ga.elitism")));
  }
  if (text("ga.selection.method") == "tournament" &&
      integer("ga.selection.tournament_size") > population) {
    problem("ga.selection.tournament_size",
            "must be at most ga.population (" + std::to_string(population) + "), got " +
                std::to_string(integer("ga.selection.tournament_size")));
  }
  // Two generations of boards live at once: 2 x population x n x 4 bytes.
  const double board_bytes =
      8.0 * static_cast<double>(population) * static_cast<double>(integer("n"));
  if (board_bytes > 8.0 * (1 << 30)) {
    problem("n", "ga.population x n = " + std::to_string(population * integer("n")) + " needs " +
                     std::to_string(static_cast<long long>(board_bytes / (1 << 30))) +
                     " GiB of boards per job; keep it under 1073741824");
  }
}

std::string resolved_yaml(const ExperimentConfig& config) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  std::vector<std::string> open;  // the groups currently open, outermost first
  for (std::size_t i = 0; i < kKeys.size(); ++i) {
    std::vector<std::string> parts;
    std::stringstream path(kKeys[i].path);
    for (std::string part; std::getline(path, part, '.');) parts.push_back(part);
    std::size_t common = 0;
    while (common < open.size() && common + 1 < parts.size() && open[common] == parts[common])
      ++common;
    while (open.size() > common) {
      out << YAML::EndMap;
      open.pop_back();
    }
    for (std::size_t p = common; p + 1 < parts.size(); ++p) {
      out << YAML::Key << parts[p] << YAML::Value << YAML::BeginMap;
      open.push_back(parts[p]);
    }
    const Setting& setting = config.settings[i];
    out << YAML::Key << parts.back() << YAML::Value;
    auto emit = [&](const Value& v) {
      if (const auto* s = std::get_if<std::string>(&v)) {
        out << YAML::DoubleQuoted << *s;
      } else {
        out << format_value(v);
      }
    };
    if (setting.listed) {
      out << YAML::Flow << YAML::BeginSeq;
      for (const auto& v : setting.values) emit(v);
      out << YAML::EndSeq;
    } else {
      emit(setting.values.front());
    }
  }
  while (!open.empty()) {
    out << YAML::EndMap;
    open.pop_back();
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::string keys_markdown() {
  std::string table = "| key | type | default | allowed | meaning |\n|---|---|---|---|---|\n";
  for (const auto& key : kKeys) {
    std::string allowed;
    if (key.kind == ValueKind::kChoice) {
      for (const auto& choice : key.choices)
        allowed += (allowed.empty() ? "" : ", ") + ("`" + choice + "`");
    } else if (key.kind == ValueKind::kInteger || key.kind == ValueKind::kReal) {
      allowed = range_text(key);
    }
    if (key.sweepable) allowed += allowed.empty() ? "list: a sweep axis" : "; list: a sweep axis";
    const std::string fallback = format_value(key.fallback);
    table += "| `" + key.path + "` | " + kind_name(key.kind) + " | " +
             (fallback.empty() ? "" : "`" + fallback + "`") + " | " + allowed + " | " + key.help +
             " |\n";
  }
  return table;
}

}  // namespace nqga
