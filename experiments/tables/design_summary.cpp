#include "tables/design_summary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace nqga {

namespace {

using Cell = ResultCell;

TableColumn<Cell> text(const char* name, const char* meaning, std::string Cell::*member) {
  return {{name, ColumnType::kText, "", meaning},
          [member](const Cell& c) -> Field { return c.*member; }};
}

TableColumn<Cell> count(const char* name, const char* meaning, int Cell::*member) {
  return {{name, ColumnType::kCount, "runs", meaning},
          [member](const Cell& c) -> Field { return std::int64_t{c.*member}; }};
}

TableColumn<Cell> instances(const char* name, const char* meaning, int Cell::*member) {
  return {{name, ColumnType::kCount, "instances", meaning},
          [member](const Cell& c) -> Field { return std::int64_t{c.*member}; }};
}

TableColumn<Cell> real(const char* name, const char* unit, const char* meaning,
                       double (*value)(const Cell&)) {
  return {{name, ColumnType::kReal, unit, meaning},
          [value](const Cell& c) -> Field { return value(c); }};
}

TableSchema<Cell> design_summary_columns() {
  return {
      text("configuration", "the factors' values (`solver=NAME` when no factor varies)",
           &Cell::configuration),
      text("problem", "`n=N` and the problem axes' values", &Cell::problem),
      {{"n", ColumnType::kCount, "queens", "the board size"},
       [](const Cell& c) -> Field { return std::int64_t{c.n}; }},
      {{"solver", ColumnType::kText, "", "the solver's name"},
       [](const Cell& c) -> Field { return c.solver.name; }},
      {{"seeded", ColumnType::kFlag, "",
        "the solver runs once per seed (false: deterministic, once per instance)"},
       [](const Cell& c) -> Field { return c.solver.seeded; }},
      {{"work", ColumnType::kText, "",
        "the solver's own measure of work (never mixed with another's)"},
       [](const Cell& c) -> Field { return c.solver.work; }},
      {{"work_column", ColumnType::kText, "", "the runs.csv column that holds it"},
       [](const Cell& c) -> Field { return c.solver.work_column; }},
      instances("instances", "the problem point's instances (over all configurations)",
                &Cell::instances),
      instances("solvable", "those on which some run found a validated board", &Cell::solvable),
      instances("unsolvable", "those an exact search exhausted (or n = 2, 3 by theorem)",
                &Cell::unsolvable),
      instances("undecided", "those neither solved nor proved unsolvable", &Cell::undecided),
      {{"solvable_fraction", ColumnType::kReal, "",
        "solvable / (solvable + unsolvable); blank when none is decided"},
       [](const Cell& c) -> Field {
         const int decided = c.solvable + c.unsolvable;
         return decided ? double(c.solvable) / decided : std::nan("");
       }},
      {{"runs", ColumnType::kCount, "runs", "the configuration's runs at the point"},
       [](const Cell& c) -> Field { return static_cast<std::int64_t>(c.runs.size()); }},
      count("runs_on_solvable", "its runs on solvable instances", &Cell::runs_on_solvable),
      count("solved_on_solvable", "those that found a validated board", &Cell::solved_on_solvable),
      real("success", "",
           "solved_on_solvable / runs_on_solvable; blank without runs on solvable instances",
           [](const Cell& c) { return c.success; }),
      real("success_low", "", "Wilson 95 % lower bound of success",
           [](const Cell& c) { return c.success_interval.low; }),
      real("success_high", "", "Wilson 95 % upper bound of success",
           [](const Cell& c) { return c.success_interval.high; }),
      count("runs_on_undecided", "its runs on undecided instances (none of them solved)",
            &Cell::runs_on_undecided),
      count("runs_on_unsolvable",
            "its runs on unsolvable instances, kept apart: neither success nor failure",
            &Cell::runs_on_unsolvable),
      count("decided_unsolvable",
            "those of them that proved it (`exhausted`): an exact solver's decision",
            &Cell::decided_unsolvable),
      count("censored", "runs on solvable or undecided instances that stopped without a solution",
            &Cell::censored),
      text("outcome", "the stop reason of those runs when they agree, else `mixed`",
           &Cell::outcome),
      real("ert_work", "work",
           "expected running time over runs on solvable and undecided instances, censored runs' "
           "work counted (Auger and Hansen 2005); `inf` without a success",
           [](const Cell& c) { return c.ert_work; }),
      real("ert_seconds", "seconds", "the same in seconds",
           [](const Cell& c) { return c.ert_seconds; }),
      real(
          "restart_ert_work", "work",
          "the mean work of 1000 simulated restarts (a run that did not solve followed by another "
          "drawn from the same runs, until one solves; Hansen et al. 2021): the ERT, by simulation",
          [](const Cell& c) { return c.restart_work.mean; }),
      real("restart_work_q10", "work", "10 % quantile of the simulated restarts' work",
           [](const Cell& c) { return c.restart_work.q10; }),
      real("restart_work_q90", "work", "90 % quantile of the simulated restarts' work",
           [](const Cell& c) { return c.restart_work.q90; }),
      real("work_median", "work",
           "median (type 7) over the same runs, censored ones at +infinity (`inf` where it falls "
           "on one)",
           [](const Cell& c) { return c.work_spread.median; }),
      real("work_q25", "work", "first quartile, likewise",
           [](const Cell& c) { return c.work_spread.q25; }),
      real("work_q75", "work", "third quartile, likewise",
           [](const Cell& c) { return c.work_spread.q75; }),
      real("seconds_median", "seconds", "median seconds, likewise",
           [](const Cell& c) { return c.seconds_spread.median; }),
      real("seconds_q25", "seconds", "first quartile of seconds, likewise",
           [](const Cell& c) { return c.seconds_spread.q25; }),
      real("seconds_q75", "seconds", "third quartile of seconds, likewise",
           [](const Cell& c) { return c.seconds_spread.q75; }),
      real("proof_work_median", "work",
           "median work of the runs that proved an instance unsolvable (the cost of a proof); "
           "blank without one",
           [](const Cell& c) { return c.proof_work_spread.median; }),
      real("proof_work_q25", "work", "its first quartile",
           [](const Cell& c) { return c.proof_work_spread.q25; }),
      real("proof_work_q75", "work", "its third quartile",
           [](const Cell& c) { return c.proof_work_spread.q75; }),
  };
}

}  // namespace

const TableSchema<ResultCell>& design_summary_schema() {
  static const TableSchema<ResultCell> schema = design_summary_columns();
  return schema;
}

Table design_summary_table(const Results& results) {
  return table_of(design_summary_schema(), results.cells);
}

std::string design_summary_text(const Results& results) {
  std::size_t width = 13;
  for (const ResultCell& cell : results.cells)
    width = std::max(width, cell.configuration.size() + 1 + cell.problem.size());
  char line[512];
  std::snprintf(line, sizeof line, "%-*s %20s %9s %17s %12s\n", static_cast<int>(width),
                "configuration problem", "solvable/unsolv./und", "solved", "success [95%]",
                "ERT work");
  std::string text = line;
  for (const ResultCell& cell : results.cells) {
    const std::string name = cell.configuration + " " + cell.problem;
    const std::string instances = std::to_string(cell.solvable) + "/" +
                                  std::to_string(cell.unsolvable) + "/" +
                                  std::to_string(cell.undecided);
    const std::string solved =
        std::to_string(cell.solved_on_solvable) + "/" + std::to_string(cell.runs_on_solvable);
    std::string success = "-";
    if (!std::isnan(cell.success)) {
      char value[64];
      std::snprintf(value, sizeof value, "%.0f%% [%.0f, %.0f]", 100 * cell.success,
                    100 * cell.success_interval.low, 100 * cell.success_interval.high);
      success = value;
    }
    char ert[32] = "-";
    if (!std::isnan(cell.ert_work)) std::snprintf(ert, sizeof ert, "%.4g", cell.ert_work);
    std::snprintf(line, sizeof line, "%-*s %20s %9s %17s %12s\n", static_cast<int>(width),
                  name.c_str(), instances.c_str(), solved.c_str(), success.c_str(), ert);
    text += line;
  }
  return text + "(by configuration x problem over its instances: success over solvable ones)\n";
}

}  // namespace nqga
