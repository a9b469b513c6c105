// The report's conclusions in words, from hand-made records: the comparison's claims under the
// claim policy, each clause citing its row; the phase transition; success with the runs on
// undecided and unsolvable instances counted; the GA against an exact search; and the title's
// words from the design.
#include "report/conclusions.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "comparison/point_runs.hpp"
#include "made_results.hpp"
#include "report/comparison_sentences.hpp"
#include "report/design_sentences.hpp"
#include "report/design_title.hpp"
#include "report/exact_sentences.hpp"
#include "report/words.hpp"
#include "run/csv.hpp"

namespace nqga {
namespace {

TEST(ReportWords, NumbersPValuesIntervalsAndLists) {
  EXPECT_EQ(prose_number(37487), "37,487");
  EXPECT_EQ(prose_number(1990), "1,990");
  EXPECT_EQ(prose_number(3.3e6), "3.3 M");
  EXPECT_EQ(prose_number(0.00123), "0.00123");
  EXPECT_EQ(prose_number(1.0 / 0.0), "∞");
  EXPECT_EQ(prose_p(6.6e-4), "6.6e-4");
  EXPECT_EQ(prose_p(3.25e-5), "3.2e-5");
  EXPECT_EQ(prose_p(0.355), "0.355");
  EXPECT_EQ(prose_p(1), "1");
  EXPECT_EQ(prose_percent(0.875), "88 %");
  EXPECT_EQ(prose_interval(485, 1.0 / 0.0), "[485, ∞)");  // half-open, never "485"
  EXPECT_EQ(prose_interval(0.2, 1.5), "[0.2, 1.5]");
  EXPECT_EQ(prose_interval(std::nan(""), std::nan("")), "");
  EXPECT_EQ(joined({"8", "16", "32"}), "8, 16 and 32");
  EXPECT_EQ(problems_words({"n=8", "n=16"}), "n = 8 and 16");
  // The words the labels share said once; labels that differ in more than one key, each whole.
  EXPECT_EQ(problems_words({"n=8 problem.density=0.5", "n=8 problem.density=0.6"}),
            "n = 8, problem.density = 0.5 and 0.6");
  EXPECT_EQ(problems_words({"n=8 problem.density=0.5", "n=16 problem.density=0.6"}),
            "n = 8, problem.density = 0.5 and n = 16, problem.density = 0.6");
}

using testing::Made;

Results made(const std::string& config, const std::function<Made(const Job&)>& what) {
  const Sweep sweep = testing::sweep_of(config);
  return testing::made_results(sweep, testing::made_records(sweep, what));
}

// Roulette against tournament at n = 8 and 16 on 10 shared seeds: alike at 8; at 16 tournament
// solves every run in 100 + r evaluations (ERT 104.5), roulette 4 of them in 5000 + r and stops
// the other 6 at 9000 (ERT (20,006 + 54,000) / 4).
Results selections() {
  return made(
      "n: [8, 16]\nga: {selection: {method: [roulette, tournament]}}\nseeds: 10\n"
      "seeding: common\n",
      [](const Job& job) {
        const int r = job.replicate;
        const bool roulette = job.point % 2 == 0;
        if (job_n(job) == 8)
          return Made{true, StopReason::kSolved, 100 + (roulette ? r : 9 - r), 0.1};
        if (!roulette) return Made{true, StopReason::kSolved, 100 + r, 0.1};
        return r < 4 ? Made{true, StopReason::kSolved, 5000 + r, 1}
                     : Made{false, StopReason::kMaxEvaluations, 9000, 2, 3};
      });
}

// Every clause names the problem point of the row it cites: before, each "beats" clause of a
// pair was labelled with the last n.
TEST(ReportConclusions, AWinIsStatedAtTheRowItCites) {
  const Results results = selections();
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  const auto statements = comparison_statements(comparison);
  ASSERT_EQ(statements.size(), 1u);
  const Statement& s = statements[0];
  EXPECT_EQ(s.lead, "ga.selection.method: ");
  ASSERT_EQ(s.clauses.size(), 2u);
  EXPECT_EQ(s.clauses[0].text,
            "tournament beats roulette at n = 16: ERT 105 against 18,502 evaluations (solved 10 "
            "of 10 and 4 of 10), wilcoxon-signed-rank Holm p " +
                prose_p(comparison.pairs[1].p_holm) + ", A12 1");
  EXPECT_EQ(s.clauses[0].cite.table, "comparison.csv");
  EXPECT_EQ(s.clauses[0].cite.rows, std::vector<std::size_t>{1});
  EXPECT_EQ(s.clauses[1].text, "no difference is established at n = 8 (Holm p " +
                                   prose_p(comparison.pairs[0].p_holm) + ")");
  EXPECT_EQ(s.clauses[1].cite.rows, std::vector<std::size_t>{0});
  // The page names the file's line: the header is line 1, row 1 line 3.
  EXPECT_NE(statement_html(s).find("<span class=\"cite\">comparison.csv:3</span>"),
            std::string::npos);
}

// Two factors: a pair that differs in the mutation alone is said with the selection it shares,
// so that two clauses at one n never read as one configuration's (both selections' pairs at
// n = 8 were "conflict-swap beats swap at n = 8" twice, under one lead).
TEST(ReportConclusions, APairsSharedFactorsAreSaidInItsLead) {
  const Results results = made(
      "n: 8\nga: {selection: {method: [roulette, tournament]}, mutation: {method: [swap, "
      "conflict-swap]}}\nseeds: 6\n",
      [](const Job& job) {
        return Made{true, StopReason::kSolved, 100 + job.point, 0.1};
      });
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  std::vector<std::string> leads;
  for (const Statement& s : comparison_statements(comparison)) leads.push_back(s.lead);
  EXPECT_NE(std::find(leads.begin(), leads.end(),
                      "ga.mutation.method, with ga.selection.method = roulette: "),
            leads.end());
  EXPECT_NE(std::find(leads.begin(), leads.end(),
                      "ga.mutation.method, with ga.selection.method = tournament: "),
            leads.end());
  EXPECT_NE(std::find(leads.begin(), leads.end(),
                      "ga.selection.method, with ga.mutation.method = swap: "),
            leads.end());
  // The two pairs that differ in both keys name their configurations whole, with no lead.
  EXPECT_EQ(std::count(leads.begin(), leads.end(), ""), 2);
  EXPECT_EQ(std::set<std::string>(leads.begin(), leads.end()).size(), leads.size() - 1)
      << "one statement per pair of values and what they share";
}

// Three instances: a signed-rank test over 3 blocks cannot go below p = 2/8, and with the
// Friedman test beside it in the family its Holm p cannot fall below 0.25: out of reach, and
// 7 instances would be needed (2 x 2/2^7... 2 x 2^-6 < 0.05).
TEST(ReportConclusions, WhatTheDesignCannotEstablishIsSaidWithTheInstancesNeeded) {
  const Results results = made(
      "n: 8\nga: {selection: {method: [roulette, tournament]}}\nseeds: 2\n"
      "problem: {kind: blocked, density: 0.2, seed: [1, 2, 3]}\n"
      "stop: {max_generations: 0, max_evaluations: 1000}\n",
      [](const Job& job) {
        return Made{true, StopReason::kSolved, job.point % 2 == 0 ? 500 + job.replicate : 50, 0.1};
      });
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 1u);
  ASSERT_EQ(comparison.family, 2u);
  EXPECT_EQ(comparison.pairs[0].evidence.status, ClaimStatus::kOutOfReach);
  EXPECT_EQ(comparison.pairs[0].evidence.needed, 7);
  const auto statements = comparison_statements(comparison);
  ASSERT_EQ(statements.size(), 1u);
  EXPECT_EQ(statements[0].clauses[0].text,
            "a difference between roulette and tournament at n = 8 is out of this design's reach: "
            "with 3 instances its Holm p cannot fall below 0.25 among 2 tests; 7 would be "
            "needed");
}

// Three blocked instances: seed 1 solvable (solved by the exact search and 3 of 4 GA runs), seed 2
// proven unsolvable, seed 3 undecided (the exact search timed out, every GA run failed).
Results three_instances() {
  return made(
      "n: 8\nsolver: [backtracking-first, ga]\nseeds: 4\n"
      "problem: {kind: blocked, density: 0.5, seed: [1, 2, 3]}\n"
      "stop: {max_generations: 0, max_evaluations: 1000}\n",
      [](const Job& job) {
        const auto seed = std::get<std::int64_t>(job.value("problem.seed"));
        if (job_solver(job) == "backtracking-first") {
          return seed == 1   ? Made{true, StopReason::kSolved, 50, 0.01}
                 : seed == 2 ? Made{false, StopReason::kExhausted, 70, 0.02}
                             : Made{false, StopReason::kTimeLimit, 500, 10};
        }
        if (seed == 1 && job.replicate < 3) return Made{true, StopReason::kSolved, 100, 0.1};
        return Made{false, StopReason::kMaxEvaluations, 1000, 1, 2};
      });
}

// Success over solvable instances, with the runs on undecided and unsolvable instances counted
// in the same statement: before, "solves 18 of 18 runs on solvable instances" hid 4 time-outs.
TEST(ReportConclusions, SuccessCountsTheRunsOnUndecidedAndUnsolvableInstances) {
  const auto statements = success_statements(three_instances());
  ASSERT_EQ(statements.size(), 2u);
  const Statement& exact = statements[0];
  EXPECT_EQ(exact.lead, "solver=backtracking-first ");
  ASSERT_EQ(exact.clauses.size(), 3u);
  EXPECT_EQ(exact.clauses[0].text, "solves every run on solvable instances at n = 8");
  EXPECT_EQ(exact.clauses[1].text, "its runs on undecided instances, none solved: 1 at n = 8");
  EXPECT_EQ(exact.clauses[2].text,
            "its runs on instances proven unsolvable, counted apart: 1 at n = 8 (1 proving it)");
  const Statement& ga = statements[1];
  EXPECT_EQ(ga.clauses[0].text,
            "solves the fewest runs on solvable instances at n = 8: 3 of 4 (Wilson interval "
            "[30 %, 95 %])");
  EXPECT_EQ(ga.clauses[0].cite.rows, std::vector<std::size_t>{1});
  EXPECT_EQ(ga.clauses[1].text, "its runs on undecided instances, none solved: 4 at n = 8");
}

// The share of solvable instances along the density, crossing one half between two of them.
TEST(ReportConclusions, ThePhaseTransitionIsWhereTheSolvableShareCrossesOneHalf) {
  const Results results = made(
      "n: 8\nsolver: backtracking-first\n"
      "problem: {kind: blocked, density: [0.2, 0.5, 0.7], seed: [1, 2]}\n",
      [](const Job& job) {
        const auto density = std::get<double>(job.value("problem.density"));
        const auto seed = std::get<std::int64_t>(job.value("problem.seed"));
        const bool solvable = density < 0.4 || (density < 0.6 && seed == 1);
        return solvable ? Made{true, StopReason::kSolved, 10, 0.01}
                        : Made{false, StopReason::kExhausted, 20, 0.01};
      });
  const auto statements = transition_statements(results);
  ASSERT_EQ(statements.size(), 1u);
  ASSERT_EQ(statements[0].clauses.size(), 1u);
  EXPECT_EQ(statements[0].clauses[0].text,
            "crosses one half between problem.density = 0.5 and 0.7: 1 of 2 solvable at 0.5, 0 "
            "of 2 solvable at 0.7");
  EXPECT_EQ(statements[0].clauses[0].cite.rows, (std::vector<std::size_t>{1, 2}));
  EXPECT_TRUE(transition_statements(selections()).empty());  // only n varies
}

// One run of the GA against the exact search: no interval, and no claim (a rank test of one
// run against one timing cannot go below p = 1): before, "ratio 9.30 [9.30, 9.30], faster:
// exact".
TEST(ReportConclusions, OneRunAgainstTheExactSearchClaimsNothing) {
  const Results results =
      made("n: 12\nseeds: 1\nsolver: [ga, backtracking-first]\n", [](const Job& job) {
        return job_solver(job) == "ga" ? Made{true, StopReason::kSolved, 100, 0.93}
                                       : Made{true, StopReason::kSolved, 10, 0.1};
      });
  const VersusExact versus = versus_exact(results);
  ASSERT_EQ(versus.rows.size(), 1u);
  EXPECT_TRUE(std::isnan(versus.rows[0].ratio_interval.low));
  EXPECT_EQ(versus.rows[0].faster, "out of reach");
  const auto statements = versus_exact_statements(versus);
  ASSERT_EQ(statements.size(), 1u);
  EXPECT_EQ(statements[0].clauses[0].text,
            "at n = 12, ERT 0.93 s against 0.1 s, ratio 9.3: which is faster is out of this "
            "design's reach (its Holm p cannot fall below 1; 4 runs a side would be needed)");
}

TEST(ReportConclusions, TheTitleNamesWhatWasVaried) {
  Design quick;
  quick.axes = {{"n", Role::kProblem, {"8", "16", "32"}},
                {"ga.selection.method", Role::kFactor, {"roulette", "tournament"}}};
  quick.seeds = 10;
  EXPECT_EQ(varied_words(quick, {"8", "16", "32"}),
            "roulette vs tournament (ga.selection.method) on n = 8, 16 and 32, 10 seeds each");
  Design phase;
  phase.axes = {
      {"solver", Role::kFactor, {"ga", "backtracking-first"}},
      {"problem.density", Role::kProblem, {"0.5", "0.6", "0.7", "0.8", "0.9", "0.95", "1"}},
      {"problem.seed", Role::kInstance, {"1", "2", "3"}}};
  phase.seeds = 2;
  EXPECT_EQ(varied_words(phase, {"24"}),
            "ga vs backtracking-first (solver) on n = 24, problem.density = 0.5 to 1 (7 values), "
            "3 instances each (problem.seed), 2 seeds each");
}

}  // namespace
}  // namespace nqga
