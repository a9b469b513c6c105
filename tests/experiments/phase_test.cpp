// The phase table: instances' verdicts from any run, each solver's success over solvable
// instances only, its runs on unsolvable ones apart.
#include "tables/phase.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace nqga {
namespace {

// runs.csv of one density: three instances, an exact search and two GA runs on each; and
// summary.csv's work columns of its points (0: exact, 1: GA).
Table runs_of_three_instances() {
  return parse_table(
      "id,point,n,problem.density,problem.seed,solver,solved,stop_reason,evaluations,nodes,"
      "seconds,validated\n"
      // seed 1 solvable: the exact search and one GA run find a board
      "0,0,8,0.2,1,backtracking-first,true,solved,0,40,0.5,true\n"
      "1,1,8,0.2,1,ga,true,solved,100,0,1.5,true\n"
      "2,1,8,0.2,1,ga,false,max_evaluations,300,0,2.5,false\n"
      // seed 2 unsolvable: the exact search exhausts it; the GA cannot succeed
      "3,2,8,0.2,2,backtracking-first,false,exhausted,0,60,0.25,false\n"
      "4,3,8,0.2,2,ga,false,max_evaluations,300,0,3.5,false\n"
      "5,3,8,0.2,2,ga,false,max_evaluations,300,0,4.5,false\n"
      // seed 3 undecided: the exact search ran out of time, the GA found nothing
      "6,4,8,0.2,3,backtracking-first,false,time_limit,0,1000,10,false\n"
      "7,5,8,0.2,3,ga,false,max_evaluations,300,0,5.5,false\n"
      "8,5,8,0.2,3,ga,false,max_evaluations,300,0,6.5,false\n");
}

Table summary_of_six_points() {
  std::string csv = "point,work,work_column\n";
  for (int point = 0; point < 6; ++point) {
    csv += std::to_string(point) +
           (point % 2 == 0 ? ",nodes visited,nodes\n" : ",conflict evaluations,evaluations\n");
  }
  return parse_table(csv);
}

TEST(Phase, InstancesAndEachSolversRunsOnSolvableOnesApart) {
  const Table runs = runs_of_three_instances();
  ASSERT_TRUE(has_instances(runs));
  const Table phase = phase_table(runs, summary_of_six_points());
  ASSERT_EQ(phase.rows.size(), 2u);
  EXPECT_EQ(phase.header[0], "n");
  EXPECT_EQ(phase.header[1], "problem.density");  // problem.seed is what is aggregated over
  EXPECT_EQ(phase.column("problem.seed"), -1);

  const auto& exact = phase.rows[0];
  EXPECT_EQ(phase.at(exact, "solver"), "backtracking-first");
  EXPECT_EQ(phase.at(exact, "instances"), "3");
  EXPECT_EQ(phase.at(exact, "solvable"), "1");
  EXPECT_EQ(phase.at(exact, "unsolvable"), "1");
  EXPECT_EQ(phase.at(exact, "undecided"), "1");
  EXPECT_EQ(phase.at(exact, "solvable_fraction"), "0.5");  // of the two decided
  EXPECT_EQ(phase.at(exact, "work_column"), "nodes");
  EXPECT_EQ(phase.at(exact, "work_median"), "60");
  EXPECT_EQ(phase.at(exact, "ert_work"), "40");

  const auto& ga = phase.rows[1];
  EXPECT_EQ(phase.at(ga, "solver"), "ga");
  EXPECT_EQ(phase.at(ga, "runs"), "6");
  EXPECT_EQ(phase.at(ga, "runs_on_solvable"), "2");
  EXPECT_EQ(phase.at(ga, "solved_on_solvable"), "1");
  EXPECT_EQ(phase.at(ga, "success_on_solvable"), "0.5");  // not 1 of 6
  EXPECT_EQ(phase.at(ga, "runs_on_unsolvable"), "2");
  EXPECT_EQ(phase.at(ga, "work_median"), "300");
  EXPECT_EQ(phase.at(ga, "seconds_median"), "4");
  EXPECT_EQ(phase.at(ga, "ert_work"), "400");  // (100 + 300) / 1 success
}

TEST(Phase, ASolverThatNeverSolvesHasAnInfiniteErt) {
  Table runs = runs_of_three_instances();
  runs.rows[1][runs.column("solved")] = "false";
  const Table phase = phase_table(runs, summary_of_six_points());
  EXPECT_EQ(phase.at(phase.rows[1], "success_on_solvable"), "0");
  EXPECT_EQ(phase.at(phase.rows[1], "ert_work"), "inf");
}

TEST(Phase, AnInstanceBothSolvedAndExhaustedIsRefused) {
  Table runs = runs_of_three_instances();
  runs.rows[4][runs.column("solved")] = "true";
  runs.rows[4][runs.column("validated")] = "true";
  try {
    phase_table(runs, summary_of_six_points());
    FAIL() << "a contradiction went unseen";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "the instance problem.seed=2 was both solved and proved unsolvable (run 4)"),
              std::string::npos)
        << e.what();
  }
}

TEST(Phase, PlainSweepsHaveNoInstances) {
  EXPECT_FALSE(has_instances(parse_table("id,point,n,solver\n0,0,8,ga\n")));
}

}  // namespace
}  // namespace nqga
