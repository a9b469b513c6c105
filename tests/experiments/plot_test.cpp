// Plot data checked against hand-computed values on small fixtures, and `nqga plot` end to end.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "figures/count_labels.hpp"
#include "figures/figure_cells.hpp"
#include "figures/phase_plot.hpp"
#include "figures/plot_data.hpp"

using namespace std::string_literals;

#include "made_results.hpp"
#include "results/aggregate.hpp"
#include "run/csv.hpp"
#include "statistics/statistics.hpp"
#include "tables/summarize.hpp"

namespace nqga {
namespace {

using testing::Made;

Table table_of(const std::string& csv) { return parse_table(csv); }

Results made(const std::string& config, const std::function<Made(const Job&)>& what) {
  const Sweep sweep = testing::sweep_of(config);
  return testing::made_results(sweep, testing::made_records(sweep, what));
}

// Two points (roulette, tournament) at one n: 4 runs each; roulette solves 2 of them.
Results two_selections() {
  return made(
      "n: 8\nga: {selection: {method: [roulette, tournament]}}\nseeds: 4\n", [](const Job& job) {
        const int r = job.replicate;
        if (job.point == 0) {
          return r % 2 == 0
                     ? Made{true, StopReason::kSolved, r == 0 ? 400 : 200, r == 0 ? 0.1 : 0.05}
                     : Made{false, StopReason::kMaxGenerations, 5000, 0.5, r == 1 ? 2 : 1};
        }
        const std::int64_t work[] = {150, 250, 100, 300};
        const double seconds[] = {0.01, 0.02, 0.01, 0.03};
        return Made{true, StopReason::kSolved, work[r], seconds[r]};
      });
}

// The tables' numbers read back as written: missing, infinite, integer and real.
TEST(Csv, FieldNumberReadsWhatNumberFieldWrites) {
  EXPECT_TRUE(std::isnan(field_number(number_field(std::nan("")))));
  for (const double value : {double{INFINITY}, -double{INFINITY}, 0.0, 17.0, -2.5, 0.123456789}) {
    EXPECT_EQ(field_number(number_field(value)), value) << number_field(value);
  }
  EXPECT_THROW(field_number("many"), std::invalid_argument);
}

TEST(Quantile, Type7InterpolatesBetweenOrderStatistics) {
  const std::vector<double> v{1, 2, 3, 4};
  EXPECT_DOUBLE_EQ(quantile(v, 0.5), 2.5);
  EXPECT_DOUBLE_EQ(quantile(v, 0.25), 1.75);  // position 0.75 between 1 and 2
  EXPECT_DOUBLE_EQ(quantile(v, 0.75), 3.25);
  EXPECT_DOUBLE_EQ(quantile({7}, 0.25), 7);
  EXPECT_TRUE(std::isnan(quantile({}, 0.5)));
  const Spread s = spread({10, 0, 5});
  EXPECT_DOUBLE_EQ(s.median, 5);
  EXPECT_DOUBLE_EQ(s.q25, 2.5);
  EXPECT_DOUBLE_EQ(s.q75, 7.5);
}

TEST(PlotData, EcdfLevelsOffAtTheSuccessRate) {
  const PlotData data = plot_data(two_selections(), Table{});
  const Table& ecdf = data.tables.at("ecdf");
  // Roulette: from (100, 0), solved at 200 and 400 of 4 runs, flat at 0.5 to the right edge 400.
  using Row = std::vector<std::string>;
  const std::string r = "ga.selection.method=roulette", t = "ga.selection.method=tournament";
  const std::vector<Row> expected = {{"0", r, "100", "0"},   {"0", r, "200", "0.25"},
                                     {"0", r, "400", "0.5"}, {"0", r, "400", "0.5"},
                                     {"1", t, "100", "0"},   {"1", t, "100", "0.25"},
                                     {"1", t, "150", "0.5"}, {"1", t, "250", "0.75"},
                                     {"1", t, "300", "1"},   {"1", t, "400", "1"}};
  std::vector<Row> drawn;
  for (const auto& row : ecdf.rows) {
    EXPECT_EQ(ecdf.at(row, "facet"), "all");
    EXPECT_EQ(ecdf.at(row, "unit"), "conflict evaluations");
    drawn.push_back({ecdf.at(row, "series"), ecdf.at(row, "label"), ecdf.at(row, "work"),
                     ecdf.at(row, "fraction")});
  }
  EXPECT_EQ(drawn, expected);
  // Final conflicts: drawn because two roulette runs did not solve; one row per run.
  ASSERT_TRUE(data.tables.count("final_conflicts"));
  EXPECT_EQ(data.tables.at("final_conflicts").rows.size(), 8u);
  EXPECT_EQ(data.tables.at("final_conflicts").rows[1],
            (std::vector<std::string>{"0", "n=8 ga.selection.method=roulette", "2"}));
  // One swept parameter and one n: no heatmap, no time against n, no convergence logs.
  EXPECT_FALSE(data.tables.count("heatmap"));
  EXPECT_FALSE(data.tables.count("time_vs_n"));
  ASSERT_EQ(data.skipped.size(), 4u);
  EXPECT_EQ(data.skipped[0], "convergence: no per-generation logs (no solver with generations)");
  EXPECT_EQ(data.skipped[1], "time and success against n: n takes one value");
  EXPECT_EQ(data.skipped[2], "heatmap: needs exactly two swept parameters, this run has 1");
  EXPECT_EQ(data.skipped[3],
            "solution-space coverage: no point of a seeded solver with n <= validate.exact_up_to");
}

// Work is each solver's own measure: min-conflicts' repair swaps and the memetic GA's
// evaluations make run-time distributions; backtracking (deterministic, one run) does not, and
// its nodes are its work against n.
TEST(PlotData, WorkIsEachSolversOwnMeasure) {
  const Results results = made(
      "n: [8, 16]\nsolver: [memetic, min-conflicts, backtracking-first]\nseeds: 2\n",
      [](const Job& job) {
        const bool small = job_n(job) == 8;
        const std::string& solver = job_solver(job);
        const std::int64_t work = solver == "memetic" ? (small ? 50 : 80) + 20 * job.replicate
                                  : solver == "min-conflicts" ? (small ? 2 : 6) + 2 * job.replicate
                                                              : (small ? 114 : 1012);
        return Made{true, StopReason::kSolved, work, 0.1};
      });
  const PlotData data = plot_data(results, Table{});
  const Table& ecdf = data.tables.at("ecdf");
  std::set<std::string> curves;
  for (const auto& row : ecdf.rows) curves.insert(ecdf.at(row, "label"));
  EXPECT_EQ(curves, (std::set<std::string>{"n=8 solver=memetic", "n=8 solver=min-conflicts",
                                           "n=16 solver=memetic", "n=16 solver=min-conflicts"}));
  EXPECT_EQ(ecdf.rows[1],
            (std::vector<std::string>{"conflict evaluations", "0", "n=8 solver=memetic",
                                      "conflict evaluations", "50", "0.5"}));
  // The run-time distributions: a figure per unit, never evaluations and swaps on one axis.
  std::set<std::string> facets;
  for (const auto& row : ecdf.rows) facets.insert(ecdf.at(row, "facet"));
  EXPECT_EQ(facets, (std::set<std::string>{"conflict evaluations", "repair swaps"}));
  // Against n, each series' work in its own unit, which names the panel it is drawn in.
  const Table& time = data.tables.at("time_vs_n");
  std::vector<std::string> work, units;
  for (const auto& row : time.rows) {
    work.push_back(time.at(row, "work_median"));
    units.push_back(time.at(row, "unit"));
  }
  EXPECT_EQ(work, (std::vector<std::string>{"60", "90", "3", "7", "114", "1012"}));
  EXPECT_EQ(units, (std::vector<std::string>{"conflict evaluations", "conflict evaluations",
                                             "repair swaps", "repair swaps", "nodes visited",
                                             "nodes visited"}));
  EXPECT_EQ(time.at(time.rows[4], "label"), "solver=backtracking-first");
}

// Runs of two mutation rates at n = 8 and 16, 4 each, solved by the first of them (4, 2, 1 and
// 0 at the four points) in the seconds given; the unsolved ones stop at the time limit (1 s at
// n = 8 and rate 0.5, else 5 s) a tenth of a second apart, with 3 conflicts. Evaluations
// 100, 200, 300, 400.
Results rate_runs() {
  return made("n: [8, 16]\nga: {mutation: {rate: [0.1, 0.5]}}\nseeds: 4\n", [](const Job& job) {
    const int k = job.replicate, point = job.point;
    const int solved[] = {4, 2, 1, 0};
    const std::vector<double> seconds[] = {{0.1, 0.2, 0.3, 0.4}, {0.1, 0.3}, {0.4}, {}};
    const double limit = point == 1 ? 1 : 5;
    if (k < solved[point])
      return Made{true, StopReason::kSolved, 100 * (k + 1),
                  seconds[point][static_cast<std::size_t>(k)]};
    return Made{false, StopReason::kTimeLimit, 100 * (k + 1), limit + k / 10.0, 3};
  });
}

TEST(PlotData, HeatmapCellsAndSuccessAgainstN) {
  const PlotData data = plot_data(rate_runs(), Table{});
  const Table& heatmap = data.tables.at("heatmap");
  EXPECT_EQ(heatmap.header[2], "n");
  EXPECT_EQ(heatmap.header[3], "ga.mutation.rate");
  // n = 8 at 0.5: (100 + 200 + 300 + 400) evaluations over 2 successes.
  EXPECT_EQ(heatmap.rows[1], (std::vector<std::string>{"0", "1", "8", "0.5", "0.5", "500", "4"}));
  EXPECT_EQ(heatmap.rows[3], (std::vector<std::string>{"1", "1", "16", "0.5", "0", "inf", "4"}));
  // Success against n: a series per mutation rate, rows in order of n within each, with the
  // Wilson interval of R's prop.test(k, 4, correct = FALSE).
  const Table& success = data.tables.at("success");
  ASSERT_EQ(success.rows.size(), 4u);
  const double low[] = {0.510109, 0.045587, 0.150039, 0};
  const double high[] = {1, 0.699358, 0.849961, 0.489891};
  const char* solved[] = {"4", "1", "2", "0"};
  for (std::size_t r = 0; r < 4; ++r) {
    const auto& row = success.rows[r];
    EXPECT_EQ(success.at(row, "solved"), solved[r]) << r;
    EXPECT_EQ(success.at(row, "runs"), "4") << r;
    EXPECT_NEAR(field_number(success.at(row, "success_low")), low[r], 1e-6) << r;
    EXPECT_NEAR(field_number(success.at(row, "success_high")), high[r], 1e-6) << r;
  }
  EXPECT_EQ(success.at(success.rows[1], "label"), "ga.mutation.rate=0.1");
  EXPECT_EQ(success.at(success.rows[1], "n"), "16");
  EXPECT_EQ(success.at(success.rows[1], "success"), "0.25");
}

// Unsolved runs count as infinite: a median that falls on one is left blank (never a median
// over the solved runs alone), a third quartile on one reaches the budget, and the point is
// marked at the most time an unsolved run spent, with their count.
TEST(PlotData, TimeAgainstNCountsUnsolvedRunsAsCensored) {
  const PlotData data = plot_data(rate_runs(), Table{});
  const Table& time = data.tables.at("time_vs_n");
  ASSERT_EQ(time.rows.size(), 4u);
  auto cells = [&](std::size_t r) {
    std::vector<std::string> out;
    for (const char* name : {"n", "seconds_median", "seconds_q25", "seconds_q75", "censored",
                             "censored_seconds", "censored_count"}) {
      out.push_back(time.at(time.rows[r], name));
    }
    return out;
  };
  using Row = std::vector<std::string>;
  EXPECT_EQ(cells(0), (Row{"8", "0.25", "0.175", "0.325", "0", "", ""}));
  // 1 of 4 solved: only the first quartile could be finite, and it falls on a censored run too.
  EXPECT_EQ(cells(1), (Row{"16", "", "", "5.3", "3", "5.3", "3/4"}));
  // 2 of 4 solved in 0.1 and 0.3 s, 2 stopped at 1.2 and 1.3 s: not a median of 0.2 s.
  EXPECT_EQ(cells(2), (Row{"8", "", "0.25", "1.3", "2", "1.3", "2/4"}));
  EXPECT_EQ(cells(3), (Row{"16", "", "", "5.3", "4", "5.3", "4/4"}));
  EXPECT_EQ(time.at(time.rows[3], "work_q75"), "400");  // the most work an unsolved run did
}

// More series than one figure holds are split by the first key of their labels, or in parts.
TEST(PlotData, SeriesBeyondEightAreFaceted) {
  std::vector<std::string> few{"a=1", "a=2"};
  EXPECT_EQ(figure_facets(few), (std::vector<std::string>{"all", "all"}));
  std::vector<std::string> grouped, flat;
  for (int i = 0; i < 10; ++i) {
    grouped.push_back("s=" + std::to_string(i % 2) + " m=" + std::to_string(i));
    flat.push_back("m=" + std::to_string(i));
  }
  const auto by_key = figure_facets(grouped);
  EXPECT_EQ(by_key[0], "s=0");
  EXPECT_EQ(by_key[1], "s=1");
  EXPECT_EQ(std::count(by_key.begin(), by_key.end(), "s=0"), 5);
  const auto parts = figure_facets(flat);
  EXPECT_EQ(parts[7], "part1");
  EXPECT_EQ(parts[8], "part2");
}

// Islands get a figure each, every generation below 256 drawn; more than kMaxIslandFigures points
// of islands are not drawn, with the reason.
TEST(PlotData, IslandFiguresForAFewPointsOnly) {
  std::string csv = "point,label,island,generation,runs,best_median,best_q25,best_q75\n";
  for (int island = 1; island <= 2; ++island) {
    for (int g = 0; g < 300; ++g) {
      csv += "0,n=8,"s + std::to_string(island) + "," + std::to_string(g) + ",3,1,0,2\n";
    }
  }
  const Results results = testing::made_results(testing::sweep_of("n: 8\nseeds: 1\n"), {});
  const PlotData data = plot_data(results, Table{}, table_of(csv));
  const Table& islands = data.tables.at("islands");
  // Per island: 256 below 256, every second from 256 to 298 (22) and the last, 299.
  EXPECT_EQ(islands.rows.size(), 2u * (256 + 22 + 1));
  EXPECT_EQ(islands.rows.front(), (std::vector<std::string>{"0", "0", "n=8", "0", "1", "0", "2"}));
  EXPECT_EQ(islands.at(islands.rows.back(), "series"), "1");
  EXPECT_EQ(islands.at(islands.rows.back(), "generation"), "299");
  std::string many = "point,label,island,generation,runs,best_median,best_q25,best_q75\n";
  for (int point = 0; point <= kMaxIslandFigures; ++point) {
    many += std::to_string(point) + ",p,1,0,3,1,0,2\n";
  }
  const PlotData crowded = plot_data(results, Table{}, table_of(many));
  EXPECT_FALSE(crowded.tables.count("islands"));
  EXPECT_NE(std::find(crowded.skipped.begin(), crowded.skipped.end(),
                      "islands: 7 points ran islands, figures are drawn for up to 6 "
                      "(generations_islands.csv has them all)"),
            crowded.skipped.end());
}

// Blocked boards at two densities, three instances each: an exact search and two GA runs on each
// instance (seed 1 solvable, seed 2 proved unsolvable, seed 3 undecided).
Results instance_results() {
  return made(
      "n: 8\nsolver: [backtracking-first, ga]\nseeds: 2\n"
      "problem: {kind: blocked, density: [0.2, 0.1], seed: [1, 2, 3]}\n"
      "stop: {max_generations: 0, max_evaluations: 300}\n",
      [](const Job& job) {
        const auto seed = std::get<std::int64_t>(job.value("problem.seed"));
        if (job_solver(job) == "backtracking-first") {
          return seed == 1   ? Made{true, StopReason::kSolved, 40, 0.5}
                 : seed == 2 ? Made{false, StopReason::kExhausted, 60, 0.25}
                             : Made{false, StopReason::kTimeLimit, 1000, 10};
        }
        if (seed == 1 && job.replicate == 0) return Made{true, StopReason::kSolved, 100, 1.5};
        return Made{false, StopReason::kMaxEvaluations, 300,
                    2.0 * static_cast<double>(seed) - 0.5 + job.replicate, seed == 2 ? 2 : 1};
      });
}

const FigureCell& cell_named(const std::vector<FigureCell>& cells, const std::string& configuration,
                             const std::string& problem) {
  for (const FigureCell& cell : cells) {
    if (cell.configuration == configuration && cell.problem == problem) return cell;
  }
  throw std::logic_error("no cell " + configuration + " at " + problem);
}

Design instance_design() {
  Design design;
  design.axes = {{"problem.density", Role::kProblem, {}},
                 {"problem.seed", Role::kInstance, {}},
                 {"solver", Role::kFactor, {}}};
  return design;
}
const Design kInstanceDesign = instance_design();

// A configuration at a problem point, over its instances: success over runs on solvable ones,
// runs on the unsolvable one apart, unsolved runs on the others censored at +inf.
TEST(FigureCells, InstancesAggregatedAndUnsolvedRunsCensored) {
  const auto cells = figure_cells(instance_results());
  ASSERT_EQ(cells.size(), 4u);
  const FigureCell& exact =
      cell_named(cells, "solver=backtracking-first", "n=8 problem.density=0.2");
  const FigureCell& ga = cell_named(cells, "solver=ga", "n=8 problem.density=0.2");
  EXPECT_EQ(ga.configuration, "solver=ga");
  EXPECT_EQ(ga.problem, "n=8 problem.density=0.2");
  EXPECT_EQ(ga.problem_values, (std::vector<std::string>{"0.2"}));
  EXPECT_EQ(std::vector<int>({ga.instances, ga.solvable, ga.unsolvable}),
            std::vector<int>({3, 1, 1}));
  EXPECT_EQ(std::vector<int>({ga.runs, ga.runs_on_solvable, ga.solved_on_solvable,
                              ga.runs_on_unsolvable, ga.censored}),
            std::vector<int>({4, 2, 1, 2, 3}));
  EXPECT_DOUBLE_EQ(ga.success, 0.5);
  EXPECT_NEAR(ga.success_interval.low, 0.094531, 1e-6);  // R: prop.test(1, 2, correct = FALSE)
  EXPECT_NEAR(ga.success_interval.high, 0.905469, 1e-6);
  EXPECT_TRUE(std::isinf(ga.work_spread.median));  // 100, inf, inf, inf: not 100, not 300
  EXPECT_EQ(ga.censored_work, 300);
  EXPECT_EQ(ga.censored_seconds, 6.5);
  EXPECT_EQ(exact.work, "nodes visited");
  EXPECT_EQ(std::vector<int>({exact.runs, exact.runs_on_unsolvable, exact.censored}),
            std::vector<int>({2, 1, 1}));
  EXPECT_EQ(exact.censored_work, 1000);
}

// The phase figure: x is the one problem axis besides n, each configuration's work in its unit,
// the GA's budget drawn as a censored mark with its count, never as a median.
TEST(PhasePlot, CensoredWorkIsMarkedNotDrawnAsAMedian) {
  const auto cells = figure_cells(instance_results());
  PlotData data;
  add_phase_data(cells, kInstanceDesign, data);
  const Table& figure = data.tables.at("phase");
  EXPECT_EQ(figure.header[2], "problem.density");
  ASSERT_EQ(figure.rows.size(), 4u);
  EXPECT_EQ(figure.at(figure.rows[0], "label"), "solver=backtracking-first");
  EXPECT_EQ(figure.rows[0][2], "0.1");
  EXPECT_EQ(figure.rows[1][2], "0.2");
  const auto& ga = figure.rows[3];
  EXPECT_EQ(figure.at(ga, "label"), "solver=ga");
  EXPECT_EQ(figure.at(ga, "unit"), "conflict evaluations");
  EXPECT_EQ(figure.at(ga, "work_median"), "");
  EXPECT_EQ(figure.at(ga, "censored_work"), "300");
  EXPECT_EQ(figure.at(ga, "censored_count"), "3/4");
  EXPECT_EQ(figure.at(ga, "solvable_fraction"), "0.5");  // 1 of 2 decided instances
  EXPECT_EQ(figure.at(ga, "first"), "0");  // the exact search's row draws the instances
  EXPECT_EQ(figure.at(figure.rows[1], "first"), "1");
  // The exact search runs once an instance (no Wilson whiskers are drawn for it), and the work of
  // its proof that seed 2 has no solution is drawn beside its median: 60 nodes.
  EXPECT_EQ(figure.at(figure.rows[1], "seeded"), "0");
  EXPECT_EQ(figure.at(ga, "seeded"), "1");
  EXPECT_EQ(figure.at(figure.rows[1], "proofs"), "1");
  EXPECT_EQ(figure.at(figure.rows[1], "proof_work_median"), "60");
  EXPECT_EQ(figure.at(ga, "proofs"), "0");
  EXPECT_EQ(figure.at(ga, "proof_work_median"), "");
  // A second problem axis: which would be the x axis is not clear, so no figure, and why.
  Design two = kInstanceDesign;
  two.axes.push_back({"n", Role::kProblem, {}});
  two.axes.push_back({"problem.placed", Role::kProblem, {}});
  PlotData two_axes;
  add_phase_data(cells, two, two_axes);
  EXPECT_EQ(two_axes.tables.count("phase"), 0u);
  EXPECT_EQ(two_axes.skipped,
            std::vector<std::string>{"phase: needs exactly one problem axis besides n, this run "
                                     "has 2"});
}

// A GA cell at density x with `censored` of 60 runs unsolved, or an exact search's cell.
FigureCell phase_cell(const std::string& x, int censored, bool exact = false) {
  FigureCell cell;
  cell.configuration = exact ? "solver=backtracking-first" : "solver=ga";
  cell.problem = "n=24 problem.density=" + x;
  cell.n = "24";
  cell.problem_values = {x};
  cell.work = exact ? "nodes visited" : "conflict evaluations";
  cell.runs = 60;
  cell.censored = censored;
  cell.censored_work = 100000;
  return cell;
}

// The counts of unsolved runs of the phase figure take lines of their own panel so that none
// overlaps another: blocked-phase.yaml's densities 0.70 to 0.76 (labels 57/60 wide, 0.02 apart
// on an axis from 0 to 0.82) worked by hand, and at a user's spacing of 0.005 no two labels of
// one line closer than a label's width (kCountCharacter a character, a character between).
TEST(PhasePlot, CountsOfUnsolvedRunsNeverOverlap) {
  std::vector<FigureCell> cells;
  for (const char* x : {"0", "0.3", "0.7", "0.72", "0.74", "0.76", "0.82"})
    cells.push_back(phase_cell(x, std::string(x) == "0.82" ? 0 : 57));
  cells.push_back(phase_cell("0.72", 3, true));  // another unit: a panel of its own
  PlotData data;
  add_phase_data(cells, kInstanceDesign, data);
  const Table& figure = data.tables.at("phase");
  std::map<std::string, std::string> line;  // x -> the GA's count's line
  for (const auto& row : figure.rows) {
    if (figure.at(row, "label") == "solver=ga")
      line[row[2]] = figure.at(row, "count_row");
    else
      EXPECT_EQ(figure.at(row, "count_row"), "0");
  }
  EXPECT_EQ(line, (std::map<std::string, std::string>{{"0", "0"},
                                                      {"0.3", "0"},
                                                      {"0.7", "0"},
                                                      {"0.72", "1"},
                                                      {"0.74", "2"},
                                                      {"0.76", "0"},
                                                      {"0.82", ""}}));  // no unsolved run
  cells.clear();
  for (int k = 0; k <= 60; ++k) cells.push_back(phase_cell(number_field(0.5 + k * 0.005), 60));
  PlotData dense;
  add_phase_data(cells, kInstanceDesign, dense);
  const Table& crowded = dense.tables.at("phase");
  const double width = 6 * kCountCharacter * 0.3;  // "60/60" and a space, on an axis of 0.3
  std::map<std::string, double> last;              // line -> the x of its last label
  for (const auto& row : crowded.rows) {
    const std::string& at = crowded.at(row, "count_row");
    const double x = field_number(row[2]);
    if (last.count(at)) {
      EXPECT_GE(x - last[at], width - 1e-12) << "line " << at << " at " << x;
    }
    last[at] = x;
  }
  EXPECT_EQ(last.size(), 4u);  // 4 lines hold labels 0.005 apart that are 0.0076 wide
}

// The figures against n place their counts on the logarithmic n axis: ga-vs-backtracking.yaml's
// counting search, unsolved at n = 28, 30 and 32 (1/1 each) on an axis from 4, had "1/11/11/1";
// 30 takes a second line. Labels of another panel never move a label.
TEST(CountLabels, CloseCountsOnALogAxisTakeLinesOfTheirOwn) {
  const std::vector<double> at = axis_shares({4, 28, 30, 32}, true);
  EXPECT_DOUBLE_EQ(at[0], 0);
  EXPECT_NEAR(at[2], std::log(30.0 / 4) / std::log(8.0), 1e-12);
  EXPECT_EQ(count_lines(at, {"", "", "", ""}, {"1/1", "1/1", "1/1", "1/1"}),
            (std::vector<int>{0, 0, 1, 0}));
  EXPECT_EQ(count_lines(at, {"", "", "nodes", ""}, {"1/1", "1/1", "1/1", "1/1"}),
            (std::vector<int>{0, 0, 0, 0}));
  EXPECT_EQ(axis_shares({7, 7}, false), (std::vector<double>{0, 0}));
}

// Box and bar figures label their x axis with what tells the boxes apart: the words every label
// holds (blocked-phase.yaml's n=24 and solver=ga on 15 boxes) are said once, in the title.
TEST(PlotLabels, WordsEveryLabelHoldsAreSaidOnce) {
  std::vector<std::string> labels{"n=24 problem.density=0 solver=ga",
                                  "n=24 problem.density=0.1 solver=ga"};
  EXPECT_EQ(factor_shared_words(labels), "n=24 solver=ga");
  EXPECT_EQ(labels, (std::vector<std::string>{"problem.density=0", "problem.density=0.1"}));
  std::vector<std::string> nested{"n=8 a=1", "n=8"};  // "n=8" alone would be left empty
  EXPECT_EQ(factor_shared_words(nested), "");
  EXPECT_EQ(nested, (std::vector<std::string>{"n=8 a=1", "n=8"}));
  std::vector<std::string> one{"n=8 a=1"};
  EXPECT_EQ(factor_shared_words(one), "");
  EXPECT_EQ(one.front(), "n=8 a=1");
}

// Final conflicts: a box per configuration and problem point over its instances, never per
// instance (the GA's 4 runs on the solvable and the undecided instance at each density in one
// box); its runs on the instance proven unsolvable are left out, since no run can reach 0 there.
TEST(PlotData, FinalConflictsABoxPerConfigurationOverItsInstances) {
  const PlotData data = plot_data(instance_results(), Table{});
  const Table& boxes = data.tables.at("final_conflicts");
  std::map<std::string, int> runs;
  for (const auto& row : boxes.rows) ++runs[boxes.at(row, "label")];
  EXPECT_EQ(runs, (std::map<std::string, int>{{"n=8 problem.density=0.1 solver=ga", 4},
                                              {"n=8 problem.density=0.2 solver=ga", 4}}));
}

// The quantiles of one GA at two densities x `seeds` instances, two generations a point.
PlotData convergence_of(int seeds) {
  const Results results = testing::made_results(
      testing::sweep_of("n: 8\nseeds: 1\nstop: {max_evaluations: 1000}\nproblem: {kind: blocked, "
                        "density: [0.1, 0.2], seed: [" +
                        [&] {
                          std::string list;
                          for (int seed = 1; seed <= seeds; ++seed)
                            list += (seed > 1 ? ", " : "") + std::to_string(seed);
                          return list;
                        }() +
                        "]}\n"),
      {});
  std::string quantiles =
      "point,label,generation,runs,best_median,best_q25,best_q75,mean_median,mean_q25,mean_q75\n";
  std::vector<const ResultPoint*> by_problem;  // the points of one density together
  for (const ResultPoint& point : results.points) by_problem.push_back(&point);
  std::stable_sort(by_problem.begin(), by_problem.end(), [](const auto* a, const auto* b) {
    return a->place.problem < b->place.problem;
  });
  for (const ResultPoint* point : by_problem) {
    const std::string p = std::to_string(point->point), label = "p" + p;
    quantiles += p + "," + label + ",0,2,5,4,6,9,8,10\n" + p + "," + label + ",1,2,0,0,1,3,2,4\n";
  }
  return plot_data(results, table_of(quantiles));
}

// Past 8 curves, a figure per problem point; past 8 instances in one, they share the
// configuration's style and one key entry, without bands.
TEST(PlotData, ConvergenceFacetsByProblemAndAggregatesInstances) {
  const PlotData few = convergence_of(5);
  const Table& table = few.tables.at("convergence");
  std::set<std::string> facets;
  for (const auto& row : table.rows) facets.insert(table.at(row, "facet"));
  EXPECT_EQ(facets, (std::set<std::string>{"n=8 problem.density=0.1", "n=8 problem.density=0.2"}));
  EXPECT_EQ(table.at(table.rows[2], "label"), "solver=ga problem.seed=2");
  EXPECT_EQ(table.at(table.rows[2], "style"), "1");
  EXPECT_EQ(table.at(table.rows[2], "band"), "1");
  const PlotData many = convergence_of(10);
  const Table& crowded = many.tables.at("convergence");
  EXPECT_EQ(crowded.at(crowded.rows[0], "label"), "solver=ga (10 instances)");
  EXPECT_EQ(crowded.at(crowded.rows[2], "series"), "1");
  EXPECT_EQ(crowded.at(crowded.rows[2], "label"), "");
  EXPECT_EQ(crowded.at(crowded.rows[2], "style"), "0");
  EXPECT_EQ(crowded.at(crowded.rows[2], "band"), "0");
}

TEST(ReadTable, HandlesQuotedFields) {
  const Table t = table_of("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n1,2\n");
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0][0], "x, y");
  EXPECT_EQ(t.rows[0][1], "say \"hi\"");
  EXPECT_EQ(t.column("b"), 1);
  EXPECT_EQ(t.column("c"), -1);
  EXPECT_EQ(table_csv(t), "a,b\n\"x, y\",\"say \"\"hi\"\"\"\n1,2\n");
}

}  // namespace
}  // namespace nqga

namespace nqga {
namespace {

// The scaling figure: each n's ERT, and the law that fits better drawn at the same n; times of
// c n^2 lie on their power law.
TEST(PlotData, TheScalingFigureDrawsEachSeriesWithItsLaw) {
  const Results results = made("n: [8, 16, 32]\nseeds: 2\n", [](const Job& job) {
    const double n = job_n(job);
    return Made{true, StopReason::kSolved, 10, 1e-6 * n * n};
  });
  const PlotData data = plot_data(results, Table{});
  ASSERT_TRUE(data.tables.count("scaling"));
  const Table& table = data.tables.at("scaling");
  ASSERT_EQ(table.rows.size(), 3u);
  EXPECT_EQ(table.at(table.rows[0], "label"), "solver=ga: n^{2}");
  for (const auto& row : table.rows) {
    EXPECT_NEAR(field_number(table.at(row, "law")) / field_number(table.at(row, "ert")), 1, 1e-9);
    EXPECT_EQ(table.at(row, "unsolved"), "0");
  }
}

}  // namespace
}  // namespace nqga
