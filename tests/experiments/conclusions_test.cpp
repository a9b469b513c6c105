// The report's conclusions in words, from hand-made tables: comparison.csv (pairs within n, and
// pairs within problem points with their configurations), design_summary.csv (a phase
// transition, success over solvable instances with unsolvable ones apart), versus_exact.json
// (the ratio of times and the crossover), and the title's words from design.json.
#include "report/conclusions.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "report/comparison_sentences.hpp"
#include "report/design_sentences.hpp"
#include "report/design_title.hpp"
#include "report/exact_sentences.hpp"
#include "report/words.hpp"
#include "run/csv.hpp"

namespace nqga {
namespace {

TEST(ReportWords, NumbersPValuesAndLists) {
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
  EXPECT_EQ(joined({"8", "16", "32"}), "8, 16 and 32");
  EXPECT_EQ(problems_words({"n=8", "n=16"}), "n = 8 and 16");
  EXPECT_EQ(problems_words({"n=8 problem.density=0.5", "n=8 problem.density=0.6"}),
            "n = 8, problem.density = 0.5 and n = 8, problem.density = 0.6");
}

// The quick start's question, as comparison.csv writes it today (pairs within n, no problem
// column): roulette (A) against tournament (B) at n = 8, 16, 32.
TEST(ReportConclusions, AWinIsStatedWithItsTestAndTheRestAsNotEstablished) {
  const Table comparison = parse_table(
      "point_a,point_b,n,runs_a,runs_b,p_holm,a12,ert_unit,ert_a,ert_b\n"
      "n=8 ga.selection.method=roulette,n=8 ga.selection.method=tournament,8,10,10,0.36,0.4,"
      "evaluations,120,100\n"
      "n=16 ga.selection.method=roulette,n=16 ga.selection.method=tournament,16,10,10,1,0.5,"
      "evaluations,900,880\n"
      "n=32 ga.selection.method=roulette,n=32 ga.selection.method=tournament,32,10,10,6.6e-4,"
      "0.01,evaluations,3300000,7718\n");
  const auto sentences = comparison_sentences(comparison, 0.05);
  ASSERT_EQ(sentences.size(), 1u);
  EXPECT_EQ(sentences[0],
            "ga.selection.method: tournament beats roulette at n = 32: ERT 7,718 against 3.3 M "
            "evaluations, Holm p 6.6e-4, A12 0.99; no difference is established at n = 8 and 16 "
            "with 10 runs each (Holm p 0.36 and 1).");
}

// Pairs within problem points (the problem and configuration columns): nothing significant is
// never "no change", and the pair is named.
TEST(ReportConclusions, PairsWithinProblemPointsNameTheirConfigurations) {
  const Table comparison = parse_table(
      "point_a,point_b,n,runs_a,runs_b,p_holm,a12,ert_unit,ert_a,ert_b,problem,configuration_a,"
      "configuration_b,blocks\n"
      "x,y,24,12,12,0.2,0.6,evaluations,37487,1990,n=24 problem.density=0.7,solver=ga "
      "ga.selection.method=roulette,solver=min-conflicts,6\n");
  const auto sentences = comparison_sentences(comparison, 0.05);
  ASSERT_EQ(sentences.size(), 1u);
  EXPECT_EQ(sentences[0],
            "no difference between solver=ga ga.selection.method=roulette and "
            "solver=min-conflicts is established at n = 24, problem.density = 0.7 with 12 runs "
            "each (Holm p 0.2).");
  EXPECT_EQ(sentences[0].find("no change"), std::string::npos);
  // Rows of one problem point (an older comparison that paired instances) say it once, and
  // many p values as their range.
  const Table instances = parse_table(
      "point_a,point_b,n,runs_a,runs_b,p_holm,a12,ert_unit,ert_a,ert_b\n"
      "n=24 problem.seed=1,n=24 problem.seed=2,24,2,2,1,0.5,evaluations,10,10\n"
      "n=24 problem.seed=1,n=24 problem.seed=2,24,2,2,0.5,0.5,evaluations,10,10\n"
      "n=24 problem.seed=1,n=24 problem.seed=2,24,2,2,0.25,0.5,evaluations,10,10\n"
      "n=24 problem.seed=1,n=24 problem.seed=2,24,2,2,1,0.5,evaluations,10,10\n");
  EXPECT_EQ(comparison_sentences(instances, 0.05),
            std::vector<std::string>{"problem.seed: no difference between 1 and 2 is established "
                                     "at n = 24 with 2 runs each (Holm p 0.25 to 1)."});
}

// An older comparison.csv (pairs within n) of a phase sweep pairs densities and instances: the
// conclusions state none of it; of a sweep over n alone, or a comparison within problem points,
// they do.
const char* const kDesignSummary =
    "configuration,problem,n,solver,instances,solvable,unsolvable,undecided,runs_on_solvable,"
    "solved_on_solvable,success,success_low,success_high,runs_on_unsolvable,decided_unsolvable\n"
    "solver=ga,n=24 problem.density=0.5,24,ga,6,6,0,0,12,12,1,0.757,1,0,0\n"
    "solver=ga,n=24 problem.density=0.6,24,ga,6,5,1,0,10,8,0.8,0.49,0.943,2,0\n"
    "solver=ga,n=24 problem.density=0.7,24,ga,6,1,4,1,2,1,0.5,0.0945,0.905,8,0\n"
    "solver=backtracking-first,n=24 problem.density=0.5,24,backtracking-first,6,6,0,0,6,6,1,"
    "0.61,1,0,0\n"
    "solver=backtracking-first,n=24 problem.density=0.6,24,backtracking-first,6,5,1,0,5,5,1,"
    "0.566,1,1,1\n"
    "solver=backtracking-first,n=24 problem.density=0.7,24,backtracking-first,6,1,4,1,1,1,1,"
    "0.207,1,4,4\n";

TEST(ReportConclusions, ThePhaseTransitionIsWhereTheSolvableShareCrossesHalf) {
  const auto sentences = transition_sentences(parse_table(kDesignSummary));
  ASSERT_EQ(sentences.size(), 1u);
  EXPECT_EQ(sentences[0],
            "At n = 24, the share of instances with a solution crosses 50 % between "
            "problem.density = 0.6 and 0.7: 5 of 6 solvable at 0.6, 1 of 6 solvable at 0.7 (1 "
            "undecided).");
  // Only n varies: no transition to state.
  EXPECT_TRUE(transition_sentences(parse_table("configuration,problem,instances,solvable,"
                                               "undecided\nsolver=ga,n=8,1,1,0\nsolver=ga,n=16,"
                                               "1,1,0\n"))
                  .empty());
}

TEST(ReportConclusions, SuccessIsOverSolvableInstancesWithUnsolvableOnesApart) {
  const auto sentences = success_sentences(parse_table(kDesignSummary));
  ASSERT_EQ(sentences.size(), 2u);
  EXPECT_EQ(sentences[0],
            "solver=ga solves 21 of 24 runs on solvable instances (88 %), least at n = 24, "
            "problem.density = 0.7: 1 of 2 (50 %, Wilson 95 % [9 %, 90 %]); its 10 runs on "
            "instances proved unsolvable are counted apart (a seeded search cannot decide "
            "them).");
  EXPECT_EQ(sentences[1],
            "solver=backtracking-first solves 12 of 12 runs on solvable instances (100 %); its 5 "
            "runs on instances proved unsolvable are counted apart (5 of them proved it).");
}

TEST(ReportConclusions, TheGaAgainstBacktrackingAtEachNAndItsCrossover) {
  const auto versus = nlohmann::json::parse(R"({
    "rows": [
      {"problem": "n=16", "n": 16, "configuration": "solver=ga", "exact": "solver=backtracking-first",
       "seconds": 0.01, "seconds_low": 0.008, "seconds_high": 0.013, "exact_seconds": 0.0002,
       "exact_outcome": "solved", "ratio": 50, "ratio_low": 40, "ratio_high": 65,
       "faster": "exact", "test": "none", "p_value": null},
      {"problem": "n=32", "n": 32, "configuration": "solver=ga", "exact": "solver=backtracking-first",
       "seconds": 0.05, "seconds_low": 0.04, "seconds_high": 0.07, "exact_seconds": 2.5,
       "exact_outcome": "time_limit", "ratio": 0.02, "ratio_low": 0.016, "ratio_high": 0.028,
       "faster": "configuration", "test": "none", "p_value": null}],
    "crossover": [{"configuration": "solver=ga", "exact": "solver=backtracking-first", "n": 32,
                   "n_low": 20, "n_high": 28}]})");
  // A lead with the crossover, then an item per n (a sweep over 15 densities made one sentence
  // of 15 clauses, a screen high on a phone).
  const auto sentences = versus_exact_sentences(versus);
  ASSERT_EQ(sentences.size(), 1u);
  EXPECT_EQ(sentences[0].lead,
            "solver=ga against solver=backtracking-first in seconds (its ERT against "
            "solver=backtracking-first's time); it is faster from n = 32 on (unclear between n = "
            "20 and 28)");
  EXPECT_EQ(sentences[0].points,
            (std::vector<std::string>{
                "at n = 16, 0.01 [0.008, 0.013] s against 0.0002 s, ratio 50 [40, 65]: "
                "solver=backtracking-first faster",
                "at n = 32, 0.05 [0.04, 0.07] s against 2.5 s (time_limit), ratio 0.02 [0.016, "
                "0.028]: solver=ga faster"}));
  // Where no run solved, versus_exact.json has no time (null): the ERT is infinite, no ratio.
  const auto never = versus_exact_sentences(nlohmann::json::parse(R"({"rows": [
      {"problem": "n=24 problem.density=0.7", "configuration": "solver=ga",
       "exact": "solver=backtracking-first", "seconds": null, "seconds_low": null,
       "seconds_high": null, "exact_seconds": 0.00108, "exact_outcome": "solved", "ratio": null,
       "ratio_low": null, "ratio_high": null, "faster": "exact", "test": "none"}]})"));
  ASSERT_EQ(never.size(), 1u);
  EXPECT_EQ(never[0].points,
            std::vector<std::string>{"at n = 24, problem.density = 0.7, no run solved (ERT "
                                     "infinite) against 0.00108 s: solver=backtracking-first "
                                     "faster"});
  EXPECT_TRUE(versus_exact_sentences(nlohmann::json::object()).empty());
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
