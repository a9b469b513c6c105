#include "comparison/point_runs.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>

#include "config/keys.hpp"
#include "run/csv.hpp"
#include "run/design.hpp"
#include "run/recorded_operators.hpp"
#include "run/run_directory.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace fs = std::filesystem;

const std::vector<std::string>& budget_keys() {
  static const std::vector<std::string> keys{"stop.max_evaluations", "stop.max_generations",
                                             "stop.time_limit_s"};
  return keys;
}

std::string label_without_n(const std::string& label, int n) {
  std::istringstream words(label);
  std::string rest;
  for (std::string word; words >> word;) {
    if (word != "n=" + std::to_string(n)) rest += (rest.empty() ? "" : " ") + word;
  }
  return rest;
}

namespace {

// Reads a run directory's CSV files by column name, naming file, line and column in errors.
// Strict: a column that is neither one of `known` nor a config key (a sweep axis) is refused, and
// so is a number that is not a finite decimal (NaN, inf, hexadecimal, trailing text), so that an
// edited table never changes a statistic unseen.
class CsvReader {
 public:
  CsvReader(const fs::path& dir, const char* name, const std::vector<std::string>& known)
      : dir_(dir), path_(dir / name) {
    if (!fs::exists(path_)) {
      throw AnalysisError(path_.string() + ": no such file; is " + dir.string() +
                          " a run directory? (nqga summarize " + dir.string() +
                          " rebuilds its tables from the job records)");
    }
    try {
      table_ = read_table(path_.string());
    } catch (const TableError& e) {
      throw AnalysisError(std::string(e.what()) + "; nqga summarize " + dir.string() +
                          " rewrites the file from the job records");
    }
    try {  // the keys of the directory's operators written in Python are config keys too
      register_recorded_operators(dir);
    } catch (const std::runtime_error& e) {
      throw AnalysisError(e.what());
    }
    const auto schema = KeySchema::current();
    for (std::size_t c = 0; c < table_.header.size(); ++c) {
      const std::string& column = table_.header[c];
      if (std::find(known.begin(), known.end(), column) != known.end()) continue;
      if (schema->find(column)) continue;
      throw AnalysisError(path_.string() + ":1:" + std::to_string(c + 1) + ": '" + column +
                          "' is no column of " + name + " (nor a config key); nqga summarize " +
                          dir.string() + " rewrites the file from the job records");
    }
  }

  const Table& table() const { return table_; }

  // The column's index, or -1 when the file has no such column.
  int find(const std::string& name) const { return table_.column(name); }

  std::size_t column(const std::string& name) const {
    const int at = find(name);
    if (at < 0) {
      throw AnalysisError(path_.string() + ": no column '" + name + "'; nqga summarize " +
                          dir_.string() + " rewrites the file");
    }
    return static_cast<std::size_t>(at);
  }

  const std::string& text(std::size_t row, std::size_t column) const {
    static const std::string missing;
    const auto& cells = table_.rows[row];
    return column < cells.size() ? cells[column] : missing;
  }

  double number(std::size_t row, std::size_t column) const {
    const std::string& cell = text(row, column);
    char* end = nullptr;
    const double value = std::strtod(cell.c_str(), &end);
    const bool decimal = !cell.empty() && cell.find_first_not_of("0123456789+-.eE") == cell.npos;
    if (!decimal || *end != '\0') fail(row, column, "'" + cell + "' is not a number");
    if (!std::isfinite(value)) fail(row, column, "'" + cell + "' is not a finite number");
    return value;
  }

  // A number that may be missing: NaN for an empty field.
  double number_or_none(std::size_t row, std::size_t column) const {
    return text(row, column).empty() ? std::nan("") : number(row, column);
  }

  // A seed: a whole number up to 2^64 - 1, which a double would round.
  std::uint64_t seed(std::size_t row, std::size_t column) const {
    const std::string& cell = text(row, column);
    char* end = nullptr;
    const std::uint64_t value = std::strtoull(cell.c_str(), &end, 10);
    if (cell.empty() || cell[0] == '-' || *end != '\0') {
      fail(row, column, "'" + cell + "' is not a seed");
    }
    return value;
  }

  bool flag(std::size_t row, std::size_t column) const {
    const std::string& cell = text(row, column);
    if (cell != "true" && cell != "false") fail(row, column, "'" + cell + "' is not true or false");
    return cell == "true";
  }

  [[noreturn]] void fail(std::size_t row, std::size_t column, const std::string& problem) const {
    // Line 1 is the header.
    throw AnalysisError(path_.string() + ":" + std::to_string(row + 2) + ":" +
                        std::to_string(column + 1) + ": " + table_.header[column] + ": " + problem +
                        "; nqga summarize " + dir_.string() +
                        " rewrites the file from the job records");
  }

 private:
  fs::path dir_, path_;
  Table table_;
};

// The budget keys' values in config.yaml: a key that holds one value maps to it, a sweep axis
// (a list) to "" (each point's value is in summary.csv). No config.yaml: nothing.
std::map<std::string, std::string> configured_budget(const fs::path& dir) {
  const fs::path file = dir / "config.yaml";
  std::map<std::string, std::string> budget;
  if (!fs::exists(file)) return budget;
  try {
    const YAML::Node config = YAML::LoadFile(file.string());
    for (const std::string& key : budget_keys()) {
      const std::string name = key.substr(key.find('.') + 1);
      const YAML::Node value = config["stop"][name];
      if (!value) continue;  // an older nqga's key set
      budget[key] = value.IsScalar() ? value.as<std::string>() : "";
    }
  } catch (const YAML::Exception& e) {
    throw AnalysisError(file.string() + ": not readable YAML (" + e.what() +
                        "); it should be the run's resolved config");
  }
  return budget;
}

// A point's budget: the configured values, and for sweep axes the point's own value.
std::map<std::string, std::string> point_budget(const std::map<std::string, std::string>& config,
                                                const CsvReader& summary, std::size_t row) {
  std::map<std::string, std::string> budget = config;
  for (auto& [key, value] : budget) {
    if (value.empty()) value = summary.text(row, summary.column(key));
  }
  return budget;
}

// What the point's evaluations column counts (see PointRuns::evaluations_unit).
std::string evaluations_unit(const CsvReader& summary, std::size_t row) {
  const int work = summary.find("work"), column = summary.find("work_column");
  if (work < 0 || column < 0) return "evaluations";
  const std::string& label = summary.text(row, static_cast<std::size_t>(work));
  return summary.text(row, static_cast<std::size_t>(column)) == "evaluations" && !label.empty()
             ? label
             : "evaluations";
}

// The run's design, or nullopt for a directory without design.json (an older nqga).
std::optional<Design> design_of(const fs::path& dir) {
  const fs::path file = dir / "design.json";
  if (!fs::exists(file)) return std::nullopt;
  std::ifstream in(file);
  const std::string text{std::istreambuf_iterator<char>(in), {}};
  try {
    return parse_design(text, file.string());
  } catch (const std::runtime_error& e) {
    throw AnalysisError(std::string(e.what()) + "; nqga summarize " + dir.string() +
                        " rewrites it");
  }
}

// The point's configuration, problem and instance, as design_cell labels a job: each axis's
// "key=value" in axis order (n and solver from their own columns), values a point does not use
// left out.
void place_in_design(PointRuns& point, const std::optional<Design>& design,
                     const CsvReader& summary, std::size_t row) {
  point.problem = "n=" + std::to_string(point.n);
  if (!design) {
    point.configuration = label_without_n(point.label, point.n);
    return;
  }
  for (const DesignAxis& axis : design->axes) {
    if (axis.key == "n") continue;
    const std::string& value = summary.text(row, summary.column(axis.key));
    if (value.empty()) continue;
    std::string& label = axis.role == Role::kFactor    ? point.configuration
                         : axis.role == Role::kProblem ? point.problem
                                                       : point.instance;
    label += (label.empty() ? "" : " ") + axis.key + "=" + value;
  }
  if (point.configuration.empty()) {
    point.configuration = "solver=" + summary.text(row, summary.column("solver"));
  }
}

std::vector<PointRuns> read_points(const fs::path& dir, const CsvReader& summary,
                                   std::map<int, std::size_t>& by_point) {
  const auto configured = configured_budget(dir);
  const auto design = design_of(dir);
  std::vector<PointRuns> points;
  const std::size_t point = summary.column("point"), label = summary.column("label"),
                    n = summary.column("n");
  for (std::size_t row = 0; row < summary.table().rows.size(); ++row) {
    by_point[static_cast<int>(summary.number(row, point))] = points.size();
    PointRuns& read = points.emplace_back();
    read.source = dir.string();
    read.label = summary.text(row, label);
    read.n = static_cast<int>(summary.number(row, n));
    read.evaluations_unit = evaluations_unit(summary, row);
    read.budget = point_budget(configured, summary, row);
    place_in_design(read, design, summary, row);
  }
  return points;
}

}  // namespace

std::vector<PointRuns> read_point_runs(const fs::path& dir) {
  // compare writes its tables into DIR, which a later nqga's directory must never get.
  if (std::string later = later_schema_refusal(dir); !later.empty()) throw AnalysisError(later);
  const CsvReader summary(dir, "summary.csv", summary_columns()),
      runs(dir, "runs.csv", runs_columns());
  std::map<int, std::size_t> by_point;
  std::vector<PointRuns> points = read_points(dir, summary, by_point);
  const std::size_t id = runs.column("id"), point = runs.column("point"),
                    replicate = runs.column("replicate"), solved = runs.column("solved"),
                    validated = runs.column("validated"), evaluations = runs.column("evaluations"),
                    seconds = runs.column("seconds"), generations = runs.column("generations"),
                    best_conflicts = runs.column("best_conflicts"), seed = runs.column("seed");
  const int stop_reason = runs.find("stop_reason");  // an older nqga's runs.csv has none
  for (std::size_t row = 0; row < runs.table().rows.size(); ++row) {
    const auto it = by_point.find(static_cast<int>(runs.number(row, point)));
    if (it == by_point.end()) runs.fail(row, point, "a point that summary.csv does not list");
    points[it->second].runs.push_back(
        {static_cast<int>(runs.number(row, id)), static_cast<int>(runs.number(row, replicate)),
         runs.seed(row, seed), runs.flag(row, solved) && runs.flag(row, validated),
         runs.number(row, evaluations), runs.number(row, seconds), runs.number(row, generations),
         runs.number_or_none(row, best_conflicts)});
    points[it->second].runs.back().exhausted =
        stop_reason >= 0 && runs.text(row, static_cast<std::size_t>(stop_reason)) == "exhausted";
  }
  return points;
}

}  // namespace nqga
