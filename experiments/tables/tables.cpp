// runs.csv, summary.csv and summary.json as column schemas over the results model.
#include <cmath>
#include <nlohmann/json.hpp>

#include "tables/summarize.hpp"

namespace nqga {

namespace {

// The axis columns: the sweep's axes (all of them, or those but n and solver), each the text of
// its value at the row's point.
template <typename Row, typename PointOf>
void add_axis_columns(TableSchema<Row>& schema, const Results& results, bool with_n,
                      PointOf point_of) {
  for (std::size_t a = 0; a < results.axes.size(); ++a) {
    const std::string& key = results.axes[a];
    if (!with_n && (key == "n" || key == "solver")) continue;
    schema.push_back(
        {{key, ColumnType::kText, "", "the sweep axis' value (empty where not in effect)"},
         [a, point_of](const Row& row) -> Field { return point_of(row).axis_text[a]; }});
  }
}

Field optional_count(bool known, std::int64_t value) { return known ? Field{value} : Field{}; }

}  // namespace

TableSchema<ResultRun> runs_schema(const Results& results) {
  const Results* model = &results;
  auto point_of = [model](const ResultRun& run) -> const ResultPoint& {
    return model->point_of(run);
  };
  auto record = [](const ResultRun& run) -> const JobRecord& { return *run.record; };
  TableSchema<ResultRun> schema{
      {{"id", ColumnType::kCount, "", "the job's id"},
       [=](const ResultRun& r) -> Field { return std::int64_t{record(r).id}; }},
      {{"point", ColumnType::kCount, "", "its parameter point"},
       [=](const ResultRun& r) -> Field { return std::int64_t{record(r).point}; }},
      {{"replicate", ColumnType::kCount, "", "its replicate at the point"},
       [=](const ResultRun& r) -> Field { return std::int64_t{record(r).replicate}; }}};
  add_axis_columns(schema, results, false, point_of);
  const TableSchema<ResultRun> rest{
      {{"n", ColumnType::kCount, "queens", "the board size"},
       [=](const ResultRun& r) -> Field { return std::int64_t{record(r).n}; }},
      {{"seed", ColumnType::kSeed, "", "the job's seed"},
       [=](const ResultRun& r) -> Field { return record(r).seed; }},
      {{"solver", ColumnType::kText, "", "the solver's name"},
       [=](const ResultRun& r) -> Field { return record(r).solver; }},
      {{"solved", ColumnType::kFlag, "",
        "it reached the solver's goal (a solution, a whole count) and it validated"},
       [](const ResultRun& r) -> Field { return r.solved(); }},
      {{"stop_reason", ColumnType::kText, "",
        "why it stopped: solved, max_generations, max_evaluations, time_limit, stagnation, "
        "exhausted, ..."},
       [=](const ResultRun& r) -> Field {
         return std::string(to_string(record(r).result.stop_reason));
       }},
      {{"outcome", ColumnType::kText, "",
        "solved, invalid (failed validation), exhausted (proved no solution) or censored (stopped "
        "without one)"},
       [](const ResultRun& r) -> Field { return std::string(outcome_name(r.outcome)); }},
      {{"instance_verdict", ColumnType::kText, "",
        "what all runs decided of its instance: solvable, unsolvable or undecided"},
       [model](const ResultRun& r) -> Field {
         return std::string(instance_status_name(model->status_of(r)));
       }},
      {{"generations", ColumnType::kCount, "generations",
        "generations run (0 for solvers without)"},
       [=](const ResultRun& r) -> Field { return record(r).result.generations; }},
      {{"evaluations", ColumnType::kCount, "evaluations",
        "conflict evaluations, or the solver's work counter (repair swaps)"},
       [=](const ResultRun& r) -> Field { return record(r).result.evaluations; }},
      {{"nodes", ColumnType::kCount, "nodes", "search nodes visited (exact solvers)"},
       [=](const ResultRun& r) -> Field {
         return static_cast<std::int64_t>(record(r).result.nodes);
       }},
      {{"seconds", ColumnType::kReal, "seconds", "wall-clock time of the run"},
       [=](const ResultRun& r) -> Field { return record(r).result.seconds; }},
      {{"best_conflicts", ColumnType::kReal, "conflicting pairs",
        "conflicts of its final board; blank without a board"},
       [](const ResultRun& r) -> Field { return r.best_conflicts(); }},
      {{"validated", ColumnType::kFlag, "",
        "it reported a board (or a whole count) and that passed validation; false when it reported "
        "none"},
       [](const ResultRun& r) -> Field { return r.validated; }},
      {{"symmetry_class", ColumnType::kText, "",
        "its board's canonical form (1-based) where the exact reference knows it"},
       [=](const ResultRun& r) -> Field { return record(r).symmetry_class; }}};
  schema.insert(schema.end(), rest.begin(), rest.end());
  return schema;
}

Table runs_table(const Results& results) { return table_of(runs_schema(results), results.runs); }

TableSchema<ResultPoint> summary_schema(const Results& results) {
  using P = ResultPoint;
  auto real = [](const char* name, const char* unit, const char* meaning,
                 double (*value)(const PointSummary&)) -> TableColumn<P> {
    return {{name, ColumnType::kReal, unit, meaning},
            [value](const P& p) -> Field { return value(p.summary); }};
  };
  auto count = [](const char* name, const char* meaning,
                  int PointSummary::*member) -> TableColumn<P> {
    return {{name, ColumnType::kCount, "runs", meaning},
            [member](const P& p) -> Field { return std::int64_t{p.summary.*member}; }};
  };
  TableSchema<P> schema{{{"point", ColumnType::kCount, "", "the parameter point"},
                         [](const P& p) -> Field { return std::int64_t{p.point}; }},
                        {{"label", ColumnType::kText, "", "its axes in effect, `key=value` each"},
                         [](const P& p) -> Field { return p.label; }}};
  add_axis_columns(schema, results, false, [](const P& p) -> const P& { return p; });
  const TableSchema<P> rest{
      {{"n", ColumnType::kCount, "queens", "the board size"},
       [](const P& p) -> Field { return std::int64_t{p.n}; }},
      {{"solver", ColumnType::kText, "", "the solver's name"},
       [](const P& p) -> Field { return p.solver.name; }},
      {{"work", ColumnType::kText, "", "the solver's own measure of work"},
       [](const P& p) -> Field { return p.solver.work; }},
      {{"work_column", ColumnType::kText, "", "the runs.csv column that holds it"},
       [](const P& p) -> Field { return p.solver.work_column; }},
      {{"seeded", ColumnType::kFlag, "", "the solver runs once per seed"},
       [](const P& p) -> Field { return p.solver.seeded; }},
      count("jobs", "its jobs in the sweep", &PointSummary::jobs),
      count("runs", "its runs present", &PointSummary::runs),
      count("solved", "those solved with a validated board (or count)", &PointSummary::solved),
      real("success_rate", "", "solved / runs",
           [](const PointSummary& s) { return s.success_rate; }),
      count("invalid", "runs whose board or count failed validation", &PointSummary::invalid),
      real("generations_median", "generations", "median over solved runs",
           [](const PointSummary& s) { return s.generations.median; }),
      real("generations_q25", "generations", "first quartile over solved runs",
           [](const PointSummary& s) { return s.generations.q25; }),
      real("generations_q75", "generations", "third quartile over solved runs",
           [](const PointSummary& s) { return s.generations.q75; }),
      real("evaluations_median", "evaluations", "median over solved runs",
           [](const PointSummary& s) { return s.evaluations.median; }),
      real("evaluations_q25", "evaluations", "first quartile over solved runs",
           [](const PointSummary& s) { return s.evaluations.q25; }),
      real("evaluations_q75", "evaluations", "third quartile over solved runs",
           [](const PointSummary& s) { return s.evaluations.q75; }),
      real("nodes_median", "nodes", "median over solved runs",
           [](const PointSummary& s) { return s.nodes.median; }),
      real("work_median", "work", "median work over solved runs",
           [](const PointSummary& s) { return s.work_spread.median; }),
      real("work_q25", "work", "first quartile over solved runs",
           [](const PointSummary& s) { return s.work_spread.q25; }),
      real("work_q75", "work", "third quartile over solved runs",
           [](const PointSummary& s) { return s.work_spread.q75; }),
      real("seconds_median", "seconds", "median over solved runs",
           [](const PointSummary& s) { return s.seconds.median; }),
      real("seconds_q25", "seconds", "first quartile over solved runs",
           [](const PointSummary& s) { return s.seconds.q25; }),
      real("seconds_q75", "seconds", "third quartile over solved runs",
           [](const PointSummary& s) { return s.seconds.q75; }),
      real("ert_evaluations", "evaluations",
           "evaluations of all runs over the successes (`inf` without one)",
           [](const PointSummary& s) { return s.ert_evaluations; }),
      real("ert_work", "work", "work of all runs over the successes",
           [](const PointSummary& s) { return s.ert_work; }),
      real("ert_seconds", "seconds", "seconds of all runs over the successes",
           [](const PointSummary& s) { return s.ert_seconds; }),
      {{"distinct_solutions", ColumnType::kCount, "boards", "distinct solutions found"},
       [](const P& p) -> Field { return static_cast<std::int64_t>(p.summary.distinct_solutions); }},
      {{"distinct_classes", ColumnType::kCount, "classes", "distinct symmetry classes found"},
       [](const P& p) -> Field { return static_cast<std::int64_t>(p.summary.distinct_classes); }},
      {{"total_solutions", ColumnType::kCount, "boards",
        "all solutions of n, where the exact reference enumerated them; blank otherwise"},
       [](const P& p) -> Field {
         return optional_count(p.summary.total_solutions >= 0, p.summary.total_solutions);
       }},
      {{"total_classes", ColumnType::kCount, "classes", "all symmetry classes of n, likewise"},
       [](const P& p) -> Field {
         return optional_count(p.summary.total_classes >= 0, p.summary.total_classes);
       }}};
  schema.insert(schema.end(), rest.begin(), rest.end());
  return schema;
}

Table summary_table(const Results& results) {
  return table_of(summary_schema(results), results.points);
}

std::string summary_json(const Results& results) {
  const TableSchema<ResultPoint> schema = summary_schema(results);
  nlohmann::json rows = json_of(schema, results.points);
  int invalid = 0;
  for (std::size_t k = 0; k < results.points.size(); ++k) {
    const ResultPoint& point = results.points[k];
    invalid += point.summary.invalid;
    nlohmann::json parameters = nlohmann::json::object();
    for (const auto& [path, value] : point.parameters) parameters[path] = value;
    for (const std::string& axis : results.axes) rows[k].erase(axis);
    rows[k]["parameters"] = parameters;
  }
  return nlohmann::json{{"schema", 1},
                        {"jobs_total", results.jobs_total},
                        {"jobs_present", results.runs.size()},
                        {"jobs_missing", results.jobs_total - results.runs.size()},
                        {"invalid", invalid},
                        {"points", rows}}
             .dump(2) +
         "\n";
}

}  // namespace nqga
