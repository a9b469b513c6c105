// Plot data checked against hand-computed values on small fixtures, and `nqga plot` end to end.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "figures/plot_data.hpp"

using namespace std::string_literals;

#include "run/csv.hpp"
#include "statistics/statistics.hpp"
#include "tables/summarize.hpp"

namespace nqga {
namespace {

Table table_of(const std::string& csv) { return parse_table(csv); }

// Two points (roulette, tournament) at one n: 4 runs each.
const char* kRuns =
    "id,point,replicate,ga.selection.method,n,seed,solver,solved,stop_reason,generations,"
    "evaluations,nodes,seconds,best_conflicts,validated,symmetry_class\n"
    "0,0,0,roulette,8,1,ga,true,solved,3,400,0,0.1,0,true,\n"
    "1,0,1,roulette,8,2,ga,false,max_generations,50,5000,0,0.5,2,true,\n"
    "2,0,2,roulette,8,3,ga,true,solved,1,200,0,0.05,0,true,\n"
    "3,0,3,roulette,8,4,ga,false,max_generations,50,5000,0,0.5,1,true,\n"
    "4,1,0,tournament,8,5,ga,true,solved,1,150,0,0.01,0,true,\n"
    "5,1,1,tournament,8,6,ga,true,solved,2,250,0,0.02,0,true,\n"
    "6,1,2,tournament,8,7,ga,true,solved,1,100,0,0.01,0,true,\n"
    "7,1,3,tournament,8,8,ga,true,solved,4,300,0,0.03,0,true,\n";

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
  const Table runs = table_of(kRuns);
  const Table summary = table_of(
      "point,label,ga.selection.method,n,solver,work,work_column,seeded,jobs,runs,solved,"
      "success_rate\n"
      "0,ga.selection.method=roulette,roulette,8,ga,conflict evaluations,evaluations,true,4,4,2,"
      "0.5\n"
      "1,ga.selection.method=tournament,tournament,8,ga,conflict evaluations,evaluations,true,4,"
      "4,4,1\n");
  const PlotData data = plot_data(runs, summary, Table{}, 0);
  const Table& ecdf = data.tables.at("ecdf");
  // Roulette: from (100, 0), solved at 200 and 400 of 4 runs, flat at 0.5 to the right edge 400.
  const std::vector<std::vector<std::string>> expected = {
      {"0", "0", "100", "0"},   {"0", "0", "200", "0.25"}, {"0", "0", "400", "0.5"},
      {"0", "0", "400", "0.5"}, {"1", "1", "100", "0"},    {"1", "1", "100", "0.25"},
      {"1", "1", "150", "0.5"}, {"1", "1", "250", "0.75"}, {"1", "1", "300", "1"},
      {"1", "1", "400", "1"}};
  EXPECT_EQ(ecdf.rows, expected);
  // Final conflicts: drawn because two roulette runs did not solve; one row per run.
  ASSERT_TRUE(data.tables.count("final_conflicts"));
  EXPECT_EQ(data.tables.at("final_conflicts").rows.size(), 8u);
  EXPECT_EQ(data.tables.at("final_conflicts").rows[1],
            (std::vector<std::string>{"0", "ga.selection.method=roulette", "2"}));
  // One swept parameter and one n: no heatmap, no time against n, no convergence logs.
  EXPECT_FALSE(data.tables.count("heatmap"));
  EXPECT_FALSE(data.tables.count("time_vs_n"));
  ASSERT_EQ(data.skipped.size(), 4u);
  EXPECT_EQ(data.skipped[0], "convergence: no per-generation logs (no solver with generations)");
  EXPECT_EQ(data.skipped[1], "time and success against n: n takes one value");
  EXPECT_EQ(data.skipped[2], "heatmap: needs exactly two swept parameters, this run has 1");
  EXPECT_EQ(data.skipped[3],
            "solution-space coverage: no point of a seeded solver with n <= validate.exact_up_to");
  EXPECT_EQ(data.work_label, "conflict evaluations");
}

// Work is each solver's own measure: min-conflicts' repair swaps and the memetic GA's
// evaluations make run-time distributions; backtracking (deterministic, one run) does not, and
// its nodes are its work against n.
TEST(PlotData, WorkIsEachSolversOwnMeasure) {
  const Table summary = table_of(
      "point,label,n,solver,work,work_column,seeded,runs,solved,success_rate,work_median\n"
      "0,n=8 solver=memetic,8,memetic,conflict evaluations,evaluations,true,2,2,1,60\n"
      "1,n=8 solver=min-conflicts,8,min-conflicts,repair swaps,evaluations,true,2,2,1,3\n"
      "2,n=8 solver=backtracking-first,8,backtracking-first,nodes visited,nodes,false,1,1,1,114\n"
      "3,n=16 solver=memetic,16,memetic,conflict evaluations,evaluations,true,2,2,1,90\n"
      "4,n=16 solver=min-conflicts,16,min-conflicts,repair swaps,evaluations,true,2,2,1,7\n"
      "5,n=16 solver=backtracking-first,16,backtracking-first,nodes visited,nodes,false,1,1,1,"
      "1012\n");
  const Table runs = table_of(
      "id,point,solver,solved,evaluations,nodes,best_conflicts,validated\n"
      "0,0,memetic,true,50,0,0,true\n1,0,memetic,true,70,0,0,true\n"
      "2,1,min-conflicts,true,2,0,0,true\n3,1,min-conflicts,true,4,0,0,true\n"
      "4,2,backtracking-first,true,0,114,0,true\n");
  const PlotData data = plot_data(runs, summary, Table{}, 0);
  const Table& ecdf = data.tables.at("ecdf");
  std::set<std::string> points;
  for (const auto& row : ecdf.rows) points.insert(ecdf.at(row, "point"));
  EXPECT_EQ(points, (std::set<std::string>{"0", "1"}));
  EXPECT_EQ(ecdf.rows[1], (std::vector<std::string>{"0", "0", "50", "0.5"}));
  const Table& time = data.tables.at("time_vs_n");
  std::vector<std::string> work;
  for (const auto& row : time.rows) work.push_back(time.at(row, "work_median"));
  EXPECT_EQ(work, (std::vector<std::string>{"60", "90", "3", "7", "114", "1012"}));
  EXPECT_EQ(data.work_label,
            "work (memetic: conflict evaluations; min-conflicts: repair swaps; "
            "backtracking-first: nodes visited)");
}

TEST(PlotData, HeatmapCellsAndSuccessAgainstN) {
  const Table summary = table_of(
      "point,label,ga.mutation.rate,n,solver,seeded,jobs,runs,solved,success_rate,seconds_median,"
      "seconds_q25,seconds_q75,evaluations_median,nodes_median,ert_evaluations\n"
      "0,n=8 ga.mutation.rate=0.1,0.1,8,ga,true,4,4,4,1,0.1,0.05,0.2,300,0,300\n"
      "1,n=8 ga.mutation.rate=0.5,0.5,8,ga,true,4,4,2,0.5,0.2,0.1,0.3,500,0,1200\n"
      "2,n=16 ga.mutation.rate=0.1,0.1,16,ga,true,4,4,1,0.25,0.4,0.4,0.4,900,0,3600\n"
      "3,n=16 ga.mutation.rate=0.5,0.5,16,ga,true,4,4,0,0,,,,,0,inf\n");
  const Table runs = table_of(
      "id,point,solver,solved,stop_reason,evaluations,best_conflicts,validated\n"
      "0,3,ga,false,time_limit,100,3,true\n1,3,ga,false,time_limit,100,2,true\n");
  const PlotData data = plot_data(runs, summary, Table{}, 5.0);
  const Table& heatmap = data.tables.at("heatmap");
  EXPECT_EQ(heatmap.header[2], "n");
  EXPECT_EQ(heatmap.header[3], "ga.mutation.rate");
  EXPECT_EQ(heatmap.rows[1], (std::vector<std::string>{"0", "1", "8", "0.5", "0.5", "1200", "4"}));
  EXPECT_EQ(heatmap.rows[3], (std::vector<std::string>{"1", "1", "16", "0.5", "0", "inf", "4"}));
  // Success against n: a series per mutation rate, rows in order of n within each.
  const Table& success = data.tables.at("success");
  ASSERT_EQ(success.rows.size(), 4u);
  EXPECT_EQ(success.rows[0],
            (std::vector<std::string>{"0", "ga.mutation.rate=0.1", "8", "1", "4", "4"}));
  EXPECT_EQ(success.rows[1],
            (std::vector<std::string>{"0", "ga.mutation.rate=0.1", "16", "0.25", "1", "4"}));
  EXPECT_EQ(success.rows[3],
            (std::vector<std::string>{"1", "ga.mutation.rate=0.5", "16", "0", "0", "4"}));
  // The point where every run hit the time limit is marked at the limit, not dropped.
  const Table& time = data.tables.at("time_vs_n");
  EXPECT_EQ(time.at(time.rows[3], "timed_out"), "2");
  EXPECT_EQ(time.at(time.rows[3], "timeout_y"), "5");
  EXPECT_EQ(time.at(time.rows[2], "timeout_y"), "");
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
  const Table summary = table_of("point,label,n,solver\n0,n=8,8,ga\n");
  const PlotData data = plot_data(Table{}, summary, Table{}, 0, table_of(csv));
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
  const PlotData crowded = plot_data(Table{}, summary, Table{}, 0, table_of(many));
  EXPECT_FALSE(crowded.tables.count("islands"));
  EXPECT_NE(std::find(crowded.skipped.begin(), crowded.skipped.end(),
                      "islands: 7 points ran islands, figures are drawn for up to 6 "
                      "(generations_islands.csv has them all)"),
            crowded.skipped.end());
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
