// fixed_target.csv on hand-made improvement histories: known falls give known evaluations to
// each target, ECDF values and ERTs (worked by hand in the comments).
#include "tables/fixed_target.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "figures/fixed_budget_plot.hpp"
#include "figures/fixed_target_plot.hpp"
#include "tables/fixed_budget.hpp"
#include "tables/runtime_ecdf.hpp"

namespace nqga {
namespace {

// Two configurations at n = 8 and one at n = 10. At n = 8 the largest first best is 12, so the
// targets are 0, 1, 2, 4, 8; the largest run spent 200 evaluations.
std::vector<FixedTargetGroup> hand_made_groups() {
  FixedTargetGroup a{"solver=ga ga.x=a", "n=8", 8, {}, 1};
  a.runs.push_back({{{1, 9}, {5, 4}, {20, 1}, {40, 0}}, 40});  // solved at 40
  a.runs.push_back({{{1, 6}, {10, 3}}, 100});                  // stopped at 3 conflicts
  FixedTargetGroup b{"solver=ga ga.x=b", "n=8", 8, {}, 0};
  b.runs.push_back({{{1, 12}, {50, 2}}, 200});
  FixedTargetGroup c{"solver=ga ga.x=a", "n=10", 10, {}, 0};
  c.runs.push_back({{{1, 3}, {7, 0}}, 7});
  return {a, b, c};
}

// The cell of `column` in the row of `view` of `configuration` at `problem` whose `key` column
// holds `value`; fails the test when there is no such row.
std::string target_cell(const Table& table, const std::string& configuration,
                        const std::string& problem, const std::string& key,
                        const std::string& value, const std::string& column) {
  const std::string view = key == "budget" ? "ecdf" : "target";
  for (const auto& row : table.rows) {
    if (table.at(row, "configuration") == configuration && table.at(row, "problem") == problem &&
        table.at(row, "view") == view && table.at(row, key) == value) {
      return table.at(row, column);
    }
  }
  ADD_FAILURE() << "no row " << configuration << " " << problem << " " << key << "=" << value;
  return "";
}

TEST(FixedTarget, EvaluationsToATargetAreThoseOfTheFirstFallReachingIt) {
  const FallHistory run{{{1, 9}, {5, 4}, {20, 1}, {40, 0}}, 40};
  EXPECT_EQ(evaluations_to(run, 9), 1);
  EXPECT_EQ(evaluations_to(run, 8), 5);  // 9 > 8, then 4
  EXPECT_EQ(evaluations_to(run, 2), 20);
  EXPECT_EQ(evaluations_to(run, 0), 40);
  EXPECT_FALSE(evaluations_to({{{1, 6}, {10, 3}}, 100}, 2).has_value());
}

TEST(FixedTarget, TheLadderIsZeroAndPowersOfTwoBelowTheLargestFirstBest) {
  auto ladder = [](std::int64_t first_best) {
    const FallHistory run{{{1, first_best}}, 1};
    return target_ladder({&run});
  };
  EXPECT_EQ(ladder(0), (std::vector<std::int64_t>{0}));
  EXPECT_EQ(ladder(1), (std::vector<std::int64_t>{0}));
  EXPECT_EQ(ladder(2), (std::vector<std::int64_t>{0, 1}));
  EXPECT_EQ(ladder(12), (std::vector<std::int64_t>{0, 1, 2, 4, 8}));
  EXPECT_EQ(ladder(16), (std::vector<std::int64_t>{0, 1, 2, 4, 8}));
  EXPECT_EQ(ladder(17), (std::vector<std::int64_t>{0, 1, 2, 4, 8, 16}));
}

TEST(FixedTarget, BudgetsAreTenADecadeUpToTheLargest) {
  EXPECT_EQ(budget_grid(1), (std::vector<std::int64_t>{1}));
  EXPECT_EQ(budget_grid(7), (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(budget_grid(200),
            (std::vector<std::int64_t>{1,  2,  3,  4,  5,  6,  8,   10,  13,  16, 20,
                                       25, 32, 40, 50, 63, 79, 100, 126, 158, 200}));
}

TEST(FixedTarget, EcdfOverRunTargetPairsFromKnownFalls) {
  const Table table = fixed_target_table(hand_made_groups());
  ASSERT_EQ(table.header.front(), "configuration");
  // a's pairs reach their targets at (run 1) 40, 20, 20, 5, 5 and (run 2) -, -, -, 10, 1:
  // 7 of 10 pairs, at 1, 5, 5, 10, 20, 20, 40.
  const std::string a = "solver=ga ga.x=a";
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "1", "ecdf"), "0.1");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "4", "ecdf"), "0.1");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "5", "ecdf"), "0.3");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "10", "ecdf"), "0.4");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "20", "ecdf"), "0.6");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "40", "ecdf"), "0.7");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "200", "ecdf"), "0.7");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "200", "pairs"), "10");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "200", "reached"), "7");
  EXPECT_EQ(target_cell(table, a, "n=8", "budget", "200", "unsolvable_runs"), "1");
  // b shares n = 8's targets and budgets: 3 of 5 pairs, all at 50.
  const std::string b = "solver=ga ga.x=b";
  EXPECT_EQ(target_cell(table, b, "n=8", "budget", "40", "ecdf"), "0");
  EXPECT_EQ(target_cell(table, b, "n=8", "budget", "50", "ecdf"), "0.6");
  EXPECT_EQ(target_cell(table, b, "n=8", "budget", "1", "runs"), "1");
  // n = 10 has its own ladder (0, 1, 2) and budgets (1..7).
  EXPECT_EQ(target_cell(table, a, "n=10", "budget", "6", "ecdf"), "0");
  EXPECT_EQ(target_cell(table, a, "n=10", "budget", "7", "ecdf"), "1");
  EXPECT_EQ(target_cell(table, a, "n=10", "budget", "7", "pairs"), "3");
  EXPECT_EQ(table.rows.size(), (21 + 5) * 2 + (7 + 3));
}

TEST(FixedTarget, ErtCountsTheWholeWorkOfRunsThatMissTheTarget) {
  const Table table = fixed_target_table(hand_made_groups());
  const std::string a = "solver=ga ga.x=a", b = "solver=ga ga.x=b";
  // target 0: run 1 reaches it at 40, run 2 never (100 evaluations): 140 / 1.
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "0", "ert"), "140");
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "0", "reached"), "1");
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "1", "ert"), "120");  // (20 + 100) / 1
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "4", "ert"), "7.5");  // (5 + 10) / 2
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "8", "ert"), "3");    // (5 + 1) / 2
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "8", "budget"), "");
  EXPECT_EQ(target_cell(table, a, "n=8", "target", "8", "ecdf"), "");
  EXPECT_EQ(target_cell(table, b, "n=8", "target", "0", "ert"), "inf");  // never reached
  EXPECT_EQ(target_cell(table, b, "n=8", "target", "2", "ert"), "50");
  EXPECT_EQ(target_cell(table, a, "n=10", "target", "2", "ert"), "7");
}

TEST(FixedTarget, AProblemPointWhoseRunsWereAllLeftOutKeepsTheirCount) {
  const Table table = fixed_target_table({{"solver=ga", "n=3", 3, {}, 2}});
  ASSERT_EQ(table.rows.size(), 2u);
  EXPECT_EQ(target_cell(table, "solver=ga", "n=3", "budget", "1", "pairs"), "0");
  EXPECT_EQ(target_cell(table, "solver=ga", "n=3", "budget", "1", "ecdf"), "");
  EXPECT_EQ(target_cell(table, "solver=ga", "n=3", "target", "0", "unsolvable_runs"), "2");
  EXPECT_EQ(target_cell(table, "solver=ga", "n=3", "target", "0", "runs"), "0");
  EXPECT_EQ(target_cell(table, "solver=ga", "n=3", "target", "0", "ert"), "");
}

// The figure's value of `label` at `budget` in the panel labelled `panel`.
std::string plotted(const Table& plot, const std::string& panel, const std::string& label,
                    const std::string& budget) {
  for (const auto& row : plot.rows) {
    if (plot.at(row, "panel_label") == panel && plot.at(row, "label") == label &&
        plot.at(row, "budget") == budget)
      return plot.at(row, "ecdf");
  }
  ADD_FAILURE() << "no point " << panel << " " << label << " " << budget;
  return "";
}

TEST(FixedTargetFigure, OnePanelPerProblemPointUpToFour) {
  PlotData data;
  add_fixed_target_data(fixed_target_table(hand_made_groups()), data);
  const Table& plot = data.tables.at("fixed_target");
  EXPECT_EQ(fixed_target_panels(plot), "\"n=8\" \"n=10\"");
  EXPECT_EQ(plotted(plot, "n=8", "solver=ga ga.x=a", "5"), "0.3");
  EXPECT_EQ(plotted(plot, "n=8", "solver=ga ga.x=b", "50"), "0.6");
  EXPECT_EQ(plotted(plot, "n=10", "solver=ga ga.x=a", "7"), "1");
}

TEST(FixedTargetFigure, MoreProblemPointsThanPanelsAreLeftToThePooledFigure) {
  auto groups = hand_made_groups();
  for (const char* problem : {"n=11", "n=12", "n=13"})
    groups.push_back({"solver=ga ga.x=a", problem, 0, {{{{1, 1}, {2, 0}}, 2}}, 0});
  PlotData data;
  add_fixed_target_data(fixed_target_table(groups), data);
  EXPECT_EQ(data.tables.count("fixed_target"), 0u);
  ASSERT_EQ(data.skipped.size(), 1u);
  EXPECT_NE(data.skipped[0].find("5 problem points"), std::string::npos) << data.skipped[0];
  EXPECT_NE(data.skipped[0].find("runtime_ecdf.png"), std::string::npos) << data.skipped[0];
}

TEST(RuntimeEcdf, TargetsRelativeToNAndPairsPooledPerQueen) {
  EXPECT_EQ(relative_targets(8), (std::vector<std::int64_t>{0, 1, 2, 4}));
  EXPECT_EQ(relative_targets(64), (std::vector<std::int64_t>{0, 1, 2, 4, 8, 16, 32}));
  EXPECT_EQ(relative_targets(1000), (std::vector<std::int64_t>{0, 15, 31, 62, 125, 250, 500}));
  // ga.x=a at n = 8 (targets 0, 1, 2, 4) and n = 10 (0, 1, 2, 5). At n = 8 run 1 reaches 4 at
  // 5, 2 and 1 at 20, 0 at 40; run 2 reaches 4 at 10. At n = 10 the run reaches 5 at 1 (its first
  // best is 3), 2, 1 and 0 at 7. Per queen: 0.625, 2.5, 2.5, 5; 1.25; 0.1, 0.7, 0.7, 0.7: 9 of 12
  // pairs in all. b ran at one problem point and is left out.
  const Table table = runtime_ecdf_table(hand_made_groups());
  std::map<std::string, std::string> reached;
  for (const auto& row : table.rows) {
    EXPECT_EQ(table.at(row, "configuration"), "solver=ga ga.x=a");
    EXPECT_EQ(table.at(row, "ns"), "8 10");
    EXPECT_EQ(table.at(row, "pairs"), "12");
    reached[table.at(row, "budget_per_n")] = table.at(row, "reached");
  }
  EXPECT_EQ(reached.at("0.1"), "1");  // the first budget: 1 / 10
  EXPECT_EQ(reached.at("0.631"), "2");
  EXPECT_EQ(reached.at("1.26"), "6");
  EXPECT_EQ(reached.at("2.51"), "8");  // 2.5 within 2.51
  EXPECT_EQ(reached.at("5.01"), "9");
  EXPECT_EQ(reached.at("25.1"), "9");  // the last: b's 200 evaluations over 8 = 25 per queen
  EXPECT_EQ(table.rows.size(), 25u);   // 0.1 to 25.1, ten a decade
}

// The fixed-budget row of `configuration` at `problem` and `budget`: its `column`.
std::string budget_cell(const Table& table, const std::string& configuration,
                        const std::string& problem, const std::string& budget,
                        const std::string& column) {
  for (const auto& row : table.rows) {
    if (table.at(row, "configuration") == configuration && table.at(row, "problem") == problem &&
        table.at(row, "budget") == budget)
      return table.at(row, column);
  }
  ADD_FAILURE() << "no row " << configuration << " " << problem << " budget " << budget;
  return "";
}

TEST(FixedBudget, EachRunsBestWithinTheBudgetIsItsLastFallUpToIt) {
  const FallHistory run{{{1, 9}, {5, 4}, {20, 1}, {40, 0}}, 40};
  EXPECT_FALSE(best_within(run, 0).has_value());
  EXPECT_EQ(best_within(run, 1), 9);
  EXPECT_EQ(best_within(run, 19), 4);
  EXPECT_EQ(best_within(run, 20), 1);
  EXPECT_EQ(best_within(run, 1000), 0);  // stopped solved: keeps 0
}

TEST(FixedBudget, MeanAndMedianOverTheRunsAtEachBudgetFromKnownFalls) {
  const Table table = fixed_budget_table(hand_made_groups());
  const std::string a = "solver=ga ga.x=a";
  // a's runs at n = 8: (9, 4, 1, 0 from 1, 5, 20, 40) and (6, 3 from 1, 10). At 5: 4 and 6; at
  // 10: 4 and 3; at 200 (the problem point's last budget, b's longest run): 0 and 3.
  EXPECT_EQ(budget_cell(table, a, "n=8", "1", "mean_best"), "7.5");
  EXPECT_EQ(budget_cell(table, a, "n=8", "5", "mean_best"), "5");
  EXPECT_EQ(budget_cell(table, a, "n=8", "10", "median_best"), "3.5");
  EXPECT_EQ(budget_cell(table, a, "n=8", "200", "mean_best"), "1.5");
  EXPECT_EQ(budget_cell(table, a, "n=8", "200", "solved"), "1");
  EXPECT_EQ(budget_cell(table, a, "n=8", "200", "runs"), "2");
  // Two runs: a bootstrap interval of the mean within their range; no median interval below 6.
  EXPECT_GE(std::stod(budget_cell(table, a, "n=8", "200", "mean_low")), 0);
  EXPECT_LE(std::stod(budget_cell(table, a, "n=8", "200", "mean_high")), 3);
  EXPECT_EQ(budget_cell(table, a, "n=8", "200", "median_low"), "");
  // b's one run: no interval at all.
  EXPECT_EQ(budget_cell(table, "solver=ga ga.x=b", "n=8", "50", "mean_best"), "2");
  EXPECT_EQ(budget_cell(table, "solver=ga ga.x=b", "n=8", "50", "mean_low"), "");
  EXPECT_EQ(table.rows.size(), 21u * 2 + 7);  // n = 8's 21 budgets twice, n = 10's 7
}

TEST(FixedBudgetFigure, FourProblemPointsSpreadOverMoreWithTheirCurvesTogether) {
  std::vector<FixedTargetGroup> groups;
  for (int n = 8; n <= 14; ++n)  // 7 problem points: 8, 10, 12 and 14 drawn (0, 2, 4, 6)
    groups.push_back({"ga.x=a", "n=" + std::to_string(n), n, {{{{1, 3}, {2, 0}}, 2}}, 0});
  PlotData data;
  add_fixed_budget_data(fixed_budget_table(groups), data);
  const Table& plot = data.tables.at("fixed_budget");
  const std::string variables = fixed_budget_variables(plot);
  EXPECT_NE(variables.find("panels=\"\\\"n=8\\\" \\\"n=10\\\" \\\"n=12\\\" \\\"n=14\\\"\""),
            std::string::npos)
      << variables;
  EXPECT_NE(variables.find("firsts=\"0 2 4 6\"; lasts=\"1 3 5 7\""), std::string::npos)
      << variables;
  EXPECT_NE(variables.find("panel_firsts=\"1 2 3 4\"; panel_lasts=\"1 2 3 4\""), std::string::npos)
      << variables;
}

}  // namespace
}  // namespace nqga
