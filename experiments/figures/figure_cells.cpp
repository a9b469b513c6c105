#include "figures/figure_cells.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "run/files.hpp"
#include "solvers/solver.hpp"
#include "tables/instance_verdict.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace {

using Row = std::vector<std::string>;

}  // namespace

DesignCell table_cell(const Table& runs, const Row& row, const Design& design) {
  DesignCell cell;
  cell.problem = "n=" + runs.at(row, "n");
  for (const DesignAxis& axis : design.axes) {
    const std::string& value = runs.at(row, axis.key);
    if (value.empty() || axis.key == "n") continue;
    std::string& label = axis.role == Role::kFactor    ? cell.configuration
                         : axis.role == Role::kProblem ? cell.problem
                                                       : cell.instance;
    label += (label.empty() ? "" : " ") + axis.key + "=" + value;
  }
  if (cell.configuration.empty()) cell.configuration = "solver=" + runs.at(row, "solver");
  return cell;
}

namespace {

bool counting(const std::string& solver) {
  const auto entry = solver_registry().find(solver);
  return entry && entry->counts;
}

// Each instance (problem point and instance label) by what its runs showed, under the one rule
// design_summary.csv and phase.csv share (tables/instance_verdict.hpp). Without instance axes an
// instance nothing decided is taken for a plain board (runs.csv does not say the problem's kind
// unless it is swept): solvable for n = 1 and n >= 4, unsolvable for n = 2, 3.
std::map<std::string, InstanceStatus> verdicts_by_instance(const Table& runs,
                                                           const Design& design) {
  std::map<std::string, InstanceVerdict> observed;
  for (const Row& row : runs.rows) {
    const DesignCell cell = table_cell(runs, row, design);
    InstanceVerdict& verdict = observed[cell.problem + "|" + cell.instance];
    if (counting(runs.at(row, "solver"))) continue;
    observe_run(verdict, runs.at(row, "solved") == "true" && runs.at(row, "validated") == "true",
                runs.at(row, "stop_reason") == "exhausted", cell.problem + " " + cell.instance,
                runs.column("id") < 0 ? "" : runs.at(row, "id"));
  }
  std::map<std::string, InstanceStatus> verdicts;
  for (const auto& [instance, verdict] : observed) verdicts[instance] = verdict.status();
  if (!design.keys(Role::kInstance).empty()) return verdicts;
  for (const Row& row : runs.rows) {
    const DesignCell cell = table_cell(runs, row, design);
    InstanceStatus& verdict = verdicts[cell.problem + "|"];
    const std::string& swept_kind = runs.at(row, "problem.kind");
    if (verdict != InstanceStatus::kUndecided || !(swept_kind.empty() || swept_kind == "queens"))
      continue;
    verdict = plain_queens_verdict(std::stoi(runs.at(row, "n"))).status();
  }
  return verdicts;
}

// The runs of one cell while they are gathered: work and seconds, +inf for a censored run.
struct Gathered {
  FigureCell cell;
  std::vector<double> work, seconds;
};

void add_run(const Table& runs, const Row& row, InstanceStatus instance, Gathered& gathered) {
  FigureCell& cell = gathered.cell;
  if (instance == InstanceStatus::kUnsolvable) {
    ++cell.runs_on_unsolvable;
    return;
  }
  const bool solved = runs.at(row, "solved") == "true" && runs.at(row, "validated") == "true";
  const double work = cell.work_column.empty() ? NAN : field_number(runs.at(row, cell.work_column));
  const double seconds = field_number(runs.at(row, "seconds"));
  ++cell.runs;
  if (instance == InstanceStatus::kSolvable) {
    ++cell.runs_on_solvable;
    cell.solved_on_solvable += solved;
  }
  if (!solved) {
    ++cell.censored;
    cell.censored_work = std::isnan(cell.censored_work) ? work : std::max(cell.censored_work, work);
    cell.censored_seconds =
        std::isnan(cell.censored_seconds) ? seconds : std::max(cell.censored_seconds, seconds);
  }
  if (solved) cell.solved_work.push_back(work);
  constexpr double kCensored = std::numeric_limits<double>::infinity();
  gathered.work.push_back(solved ? work : kCensored);
  gathered.seconds.push_back(solved ? seconds : kCensored);
}

// The cell's instance counts, over every instance of its problem point.
void count_instances(const std::map<std::string, InstanceStatus>& verdicts, FigureCell& cell) {
  const std::string prefix = cell.problem + "|";
  for (auto it = verdicts.lower_bound(prefix);
       it != verdicts.end() && it->first.compare(0, prefix.size(), prefix) == 0; ++it) {
    ++cell.instances;
    cell.solvable += it->second == InstanceStatus::kSolvable;
    cell.unsolvable += it->second == InstanceStatus::kUnsolvable;
  }
}

}  // namespace

Design default_design(const Table& summary) {
  Design design;
  for (const std::string& column : summary.header) {
    std::set<std::string> values;
    for (const Row& row : summary.rows) values.insert(summary.at(row, column));
    const bool swept = column.find('.') != std::string::npos ||
                       ((column == "n" || column == "solver") && values.size() > 1);
    if (swept) design.axes.push_back({column, default_role(column), {}});
  }
  return design;
}

Design figure_design(const std::string& dir, const Table& summary) {
  const std::filesystem::path file = std::filesystem::path(dir) / "design.json";
  if (std::filesystem::exists(file)) return parse_design(read_text(file), file.string());
  return default_design(summary);
}

std::vector<FigureCell> figure_cells(const Table& runs, const Table& summary,
                                     const Design& design) {
  const std::map<std::string, InstanceStatus> verdicts = verdicts_by_instance(runs, design);
  std::vector<Gathered> cells;
  std::map<std::string, std::size_t> index;  // configuration|problem -> cells
  for (const Row& row : runs.rows) {
    const DesignCell place = table_cell(runs, row, design);
    const auto [it, added] =
        index.try_emplace(place.configuration + "|" + place.problem, cells.size());
    if (added) {
      FigureCell& cell = cells.emplace_back().cell;
      cell.configuration = place.configuration;
      cell.problem = place.problem;
      cell.n = runs.at(row, "n");
      for (const std::string& key : design.keys(Role::kProblem)) {
        if (key != "n") cell.problem_values.push_back(runs.at(row, key));
      }
      cell.solver = runs.at(row, "solver");
      const Row& point = summary.rows.at(std::stoul(runs.at(row, "point")));
      cell.work = summary.at(point, "work");
      cell.work_column = summary.at(point, "work_column");
      cell.seeded = summary.at(point, "seeded") != "false";
      cell.censored_work = cell.censored_seconds = NAN;
    }
    add_run(runs, row, verdicts.at(place.problem + "|" + place.instance), cells[it->second]);
  }
  std::vector<FigureCell> result;
  for (Gathered& gathered : cells) {
    FigureCell& cell = gathered.cell;
    count_instances(verdicts, cell);
    cell.success = cell.runs_on_solvable > 0
                       ? static_cast<double>(cell.solved_on_solvable) / cell.runs_on_solvable
                       : NAN;
    cell.success_interval = wilson_interval(cell.solved_on_solvable, cell.runs_on_solvable);
    cell.work_spread = spread(std::move(gathered.work));
    cell.seconds = spread(std::move(gathered.seconds));
    result.push_back(std::move(cell));
  }
  return result;
}

std::vector<std::string> figure_facets(const std::vector<std::string>& labels) {
  const std::size_t most = kSeriesPerFigure;
  if (labels.size() <= most) return std::vector<std::string>(labels.size(), "all");
  std::vector<std::string> first;
  std::map<std::string, std::size_t> sizes;
  for (const std::string& label : labels) {
    first.push_back(label.substr(0, label.find(' ')));
    ++sizes[first.back()];
  }
  const bool fits = std::all_of(sizes.begin(), sizes.end(),
                                [&](const auto& size) { return size.second <= most; });
  if (sizes.size() > 1 && sizes.size() < labels.size() && fits) return first;
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < labels.size(); ++i)
    parts.push_back("part" + std::to_string(i / most + 1));
  return parts;
}

std::string label_without_n(const FigureCell& cell) {
  const std::size_t space = cell.problem.find(' ');
  return space == std::string::npos ? cell.configuration
                                    : cell.configuration + cell.problem.substr(space);
}

namespace {

std::vector<std::string> words_of(const std::string& label) {
  std::vector<std::string> words;
  std::istringstream in(label);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

}  // namespace

std::string factor_shared_words(std::vector<std::string>& labels) {
  if (labels.size() < 2) return "";
  std::vector<std::vector<std::string>> split;
  for (const auto& label : labels) split.push_back(words_of(label));
  std::vector<std::string> shared;
  for (const auto& word : split.front()) {
    const auto holds = [&](const auto& words) {
      return std::find(words.begin(), words.end(), word) != words.end();
    };
    if (std::all_of(split.begin(), split.end(), holds)) shared.push_back(word);
  }
  const auto all_shared = [&](const auto& words) { return words.size() == shared.size(); };
  if (shared.empty() || std::any_of(split.begin(), split.end(), all_shared)) return "";
  for (std::size_t k = 0; k < labels.size(); ++k) {
    std::string rest;
    for (const auto& word : split[k]) {
      if (std::find(shared.begin(), shared.end(), word) == shared.end())
        rest += (rest.empty() ? "" : " ") + word;
    }
    labels[k] = rest;
  }
  std::string joined;
  for (const auto& word : shared) joined += (joined.empty() ? "" : " ") + word;
  return joined;
}

std::string finite_field(double value) { return std::isfinite(value) ? number_field(value) : ""; }

std::string censored_count(const FigureCell& cell) {
  return cell.censored == 0 ? "" : std::to_string(cell.censored) + "/" + std::to_string(cell.runs);
}

}  // namespace nqga
