// The command line on instances: nqga instance writes them; count, first and check take
// --problem FILE. The 4-queens instances below are worked by hand: the board has two solutions,
// 2 4 1 3 and 3 1 4 2 (columns of rows 1..4).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.hpp"

namespace {

using nqga::testing::Cli;
using nqga::testing::Outcome;
using nqga::testing::read_text;

TEST_F(Cli, CountAndFirstOnHandWorkedInstances) {
  write("given.txt", "# row 1's queen in column 2\nn 4\nqueen 1 2\n");
  write("blocked.txt", "n 4\nblock 1 2\n");
  write("none.txt", "n 4\nblock 1 2\nblock 1 3   # both solutions gone\n");
  const auto given = nlohmann::json::parse(nqga("count --problem given.txt --json").out);
  EXPECT_EQ(given["total"], 1);
  EXPECT_EQ(given["given"], 1);
  EXPECT_EQ(given["problem"], "given.txt");
  const auto blocked = nlohmann::json::parse(nqga("count --problem blocked.txt --json").out);
  EXPECT_EQ(blocked["total"], 1);
  EXPECT_EQ(blocked["blocked"], 1);
  EXPECT_EQ(nlohmann::json::parse(nqga("count 4 --problem none.txt --json").out)["total"], 0);

  const auto first = nlohmann::json::parse(nqga("first --problem given.txt --json").out);
  EXPECT_EQ(first["solution"], nlohmann::json({2, 4, 1, 3}));
  const Outcome text = nqga("first --problem blocked.txt --threads 1");
  EXPECT_EQ(text.code, 0);
  EXPECT_EQ(text.out.rfind("blocked.txt (n = 4): 3 1 4 2\n", 0), 0u) << text.out;
  const Outcome none = nqga("first --problem none.txt");
  EXPECT_EQ(none.code, 1);
  EXPECT_NE(none.out.find("none.txt (n = 4): no completion exists ("), std::string::npos)
      << none.out;
}

// Instances with no completion that the root shows are refused at once with the reason (plain
// backtracking took 5.29 billion nodes on the first); a search its time limit cuts exits 3,
// undecided, in first and count.
TEST_F(Cli, NoCompletionSaysWhyAndATimeLimitLeavesItUndecided) {
  write("attacking.txt", "n 20\nqueen 19 1\nqueen 20 2\n");
  const Outcome first = nqga("first --problem attacking.txt");
  EXPECT_EQ(first.code, 1);
  EXPECT_EQ(first.out,
            "attacking.txt (n = 20): no completion: the given queens of rows 19 and 20 attack "
            "each other (1 node visited)\n");
  const Outcome count = nqga("count --problem attacking.txt --json");
  EXPECT_EQ(count.code, 0);
  const auto json = nlohmann::json::parse(count.out);
  EXPECT_EQ(json["total"], 0);
  EXPECT_EQ(json["decided"], true);
  EXPECT_EQ(json["visited_nodes"], 1);
  EXPECT_EQ(json["no_completion_reason"], "the given queens of rows 19 and 20 attack each other");
  // Rows 1..20 of 40 open in columns 1..19 only: 20 queens for 19 columns, which forward checking
  // sees only when a row runs out (undecided after 20 s and 59 million nodes here).
  std::string pigeons = "n 40\n";
  for (int row = 1; row <= 20; ++row) {
    for (int column = 20; column <= 40; ++column) {
      pigeons += "block " + std::to_string(row) + " " + std::to_string(column) + "\n";
    }
  }
  write("pigeons.txt", pigeons);
  const Outcome late = nqga("first --problem pigeons.txt --time-limit 0.1 --threads 1");
  EXPECT_EQ(late.code, 3) << late.err;
  EXPECT_EQ(late.out.rfind("pigeons.txt (n = 40): undecided after 0.1 s, ", 0), 0u) << late.out;
  const auto cut = nlohmann::json::parse(
      nqga("count --problem pigeons.txt --time-limit 0.1 --threads 2 --json").out);
  EXPECT_EQ(cut["decided"], false);
  EXPECT_EQ(cut["time_limit_s"], 0.1);
  const Outcome plain = nqga("count 8 --time-limit 1");
  EXPECT_EQ(plain.code, 2);
  EXPECT_EQ(plain.err, "nqga count: --time-limit needs --problem\n");
  EXPECT_EQ(nqga("first --problem attacking.txt --kernel scalar").code, 2);
}

TEST_F(Cli, CheckValidatesABoardAgainstAnInstance) {
  write("given.txt", "n 4\nqueen 1 2\n");
  write("blocked.txt", "n 4\nblock 4 3\n");
  write("solution.txt", "4\n2 4 1 3\n");
  write("other.txt", "4\n3 1 4 2\n");
  write("clash.txt", "4\n2 1 4 3\n");
  const Outcome valid = nqga("check solution.txt --problem given.txt");
  EXPECT_EQ(valid.code, 0) << valid.out << valid.err;
  EXPECT_NE(valid.out.find("every given queen in place"), std::string::npos) << valid.out;
  const Outcome moved = nqga("check other.txt --problem given.txt");
  EXPECT_EQ(moved.code, 1);
  EXPECT_NE(moved.out.find("row 1's given queen is in column 2, the board has column 3"),
            std::string::npos)
      << moved.out;
  const Outcome taken = nqga("check solution.txt --problem blocked.txt --json");
  EXPECT_EQ(taken.code, 1);
  const auto json = nlohmann::json::parse(taken.out);
  EXPECT_EQ(json["valid"], false);
  EXPECT_EQ(json["instance"], "blocked.txt");
  EXPECT_EQ(json["problem"], "the queen at (row 4, column 3) stands on a blocked square");
  EXPECT_EQ(nqga("check clash.txt --problem given.txt").code, 1);  // a conflict, as without
  write("five.txt", "n 5\n");
  const Outcome sizes = nqga("check solution.txt --problem five.txt");
  EXPECT_EQ(sizes.code, 2);
  EXPECT_NE(sizes.err.find("has n = 4 but the instance five.txt has n = 5"), std::string::npos)
      << sizes.err;
}

TEST_F(Cli, BadInstanceFilesAndOptionsAreRefusedWithTheirPlace) {
  write("bad.txt", "n 4\nqueen 1 9\n");
  for (const char* command : {"count", "first"}) {
    const Outcome bad = nqga(std::string(command) + " --problem bad.txt");
    EXPECT_EQ(bad.code, 2) << command;
    EXPECT_NE(bad.err.find("bad.txt:2: column 9 is outside 1..4"), std::string::npos) << bad.err;
    EXPECT_TRUE(bad.out.empty()) << bad.out;
  }
  write("ok.txt", "n 4\n");
  const Outcome mismatch = nqga("count 5 --problem ok.txt");
  EXPECT_EQ(mismatch.code, 2);
  EXPECT_NE(mismatch.err.find("N = 5 but ok.txt has n = 4"), std::string::npos) << mismatch.err;
  const Outcome classic = nqga("count --problem ok.txt --classic");
  EXPECT_EQ(classic.code, 2);
  EXPECT_NE(classic.err.find("--classic: not with --problem"), std::string::npos) << classic.err;
  EXPECT_EQ(nqga("count --problem ok.txt --kernel scalar").code, 2);
  EXPECT_EQ(nqga("first --problem ok.txt --classic").code, 2);
  const Outcome neither = nqga("count");
  EXPECT_EQ(neither.code, 2);
  EXPECT_NE(neither.err.find("give the board size N or --problem FILE"), std::string::npos);
  write("board.txt", "4\n2 4 1 3\n");
  const Outcome missing = nqga("check board.txt --problem missing.txt");
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("missing.txt: cannot open the file"), std::string::npos);
}

TEST_F(Cli, InstanceDrawsTheSameFileForTheSameSeed) {
  ASSERT_EQ(nqga("instance 12 completion placed=5 --seed 3 --out a.txt").code, 0);
  const Outcome again = nqga("instance 12 completion placed=5 --seed 3");
  EXPECT_EQ(again.out, read_text(dir_ / "a.txt"));
  EXPECT_NE(nqga("instance 12 completion placed=5 --seed 4").out, again.out);
  EXPECT_EQ(nqga("count --problem a.txt --json").code, 0);  // from a solution: at least one
  EXPECT_GE(nlohmann::json::parse(nqga("count --problem a.txt --json").out)["total"], 1);
  const Outcome blocked = nqga("instance 10 blocked density=0.25 --out b.txt");
  EXPECT_EQ(blocked.code, 0) << blocked.err;
  EXPECT_EQ(nqga::testing::count_of(read_text(dir_ / "b.txt"), "\nblock "), 25u);
  const Outcome unknown = nqga("instance 8 completion placd=3");
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("'placd' is not a parameter of problem 'completion' (it takes "
                             "placed, placed_from)"),
            std::string::npos)
      << unknown.err;
  EXPECT_EQ(nqga("instance 8 blocked density=2").code, 2);
  EXPECT_EQ(nqga("instance 8 sudoku").code, 2);
}

// --cnf writes the DIMACS encoding of a drawn instance or of a file (either form); the CNF's
// clauses are those the library's cnf_test checks against brute force and cadical.
TEST_F(Cli, InstanceWritesTheCnfOfADrawnOrReadInstance) {
  write("blocked.txt", "n 4\nblock 1 2\n");
  const Outcome file = nqga("instance --problem blocked.txt --cnf b.cnf");
  EXPECT_EQ(file.code, 0) << file.err;
  EXPECT_TRUE(file.out.empty()) << file.out;
  const std::string cnf = read_text(dir_ / "b.cnf");
  EXPECT_EQ(
      cnf.rfind("c nqga instance: blocked.txt (n = 4, 0 queens given, 1 square blocked)\n", 0), 0u)
      << cnf;
  EXPECT_NE(cnf.find("\np cnf 15 "), std::string::npos) << cnf;  // 16 squares, 1 blocked
  EXPECT_NE(cnf.find("\n1 2 3 0\n"), std::string::npos) << cnf;  // row 1: at least one

  write("blocked.param", "letting n = 4\nletting blocks = [[1,2]]\n");
  const Outcome essence = nqga("instance --problem blocked.param");
  EXPECT_EQ(essence.code, 0) << essence.err;
  EXPECT_EQ(essence.out, nqga("instance --problem blocked.txt").out);
  EXPECT_NE(essence.out.find("\nblock 1 2\n"), std::string::npos) << essence.out;
  const Outcome first = nqga("first --problem blocked.param --json");
  EXPECT_EQ(nlohmann::json::parse(first.out)["solution"], nlohmann::json({3, 1, 4, 2}));

  const Outcome drawn = nqga("instance 6 completion placed=1 --cnf -");
  EXPECT_EQ(drawn.code, 0) << drawn.err;
  EXPECT_EQ(drawn.out.rfind("c nqga instance: completion (n = 6, 1 queen given, 0 squares", 0), 0u)
      << drawn.out;
  EXPECT_EQ(nqga::testing::count_of(drawn.out, "\np cnf 36 "), 1u) << drawn.out;

  const Outcome both = nqga("instance 4 queens --problem blocked.txt");
  EXPECT_EQ(both.code, 2);
  EXPECT_NE(both.err.find("--problem reads an instance: N, KIND and NAME=VALUE draw one, not both"),
            std::string::npos)
      << both.err;
  const Outcome neither = nqga("instance");
  EXPECT_EQ(neither.code, 2);
  EXPECT_NE(neither.err.find("give N KIND to draw an instance, or --problem FILE"),
            std::string::npos)
      << neither.err;
  const Outcome large = nqga("instance 129 queens --cnf large.cnf");
  EXPECT_EQ(large.code, 2);
  EXPECT_NE(large.err.find("n = 129: the CNF encoding is written up to n = 128"), std::string::npos)
      << large.err;
  EXPECT_FALSE(std::filesystem::exists(dir_ / "large.cnf"));
}

// The instance and its CNF never go into one file or one stream, and a parameter given twice is
// refused, as a config refuses a key given twice.
TEST_F(Cli, InstanceRefusesOneFileForTwoOutputsAndAParameterGivenTwice) {
  const Outcome same = nqga("instance 8 blocked --cnf same.x --out same.x");
  EXPECT_EQ(same.code, 2);
  EXPECT_EQ(same.err,
            "nqga instance: --out same.x and --cnf same.x name one file; give each output a file "
            "of its own (nothing was written)\n");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "same.x"));
  const Outcome dash = nqga("instance 8 blocked --out - --cnf -");
  EXPECT_EQ(dash.code, 2);
  EXPECT_NE(dash.err.find("--out - and --cnf - both name standard output"), std::string::npos)
      << dash.err;
  EXPECT_TRUE(dash.out.empty()) << dash.out;
  // Standard output redirected to the --out file (the fixture's stdout.txt) is that file.
  const Outcome redirected = nqga("instance 8 blocked --out stdout.txt --cnf -");
  EXPECT_EQ(redirected.code, 2);
  EXPECT_NE(redirected.err.find("name one file"), std::string::npos) << redirected.err;
  EXPECT_EQ(nqga("instance 8 blocked --out a.txt --cnf -").code, 0);

  const Outcome twice = nqga("instance 8 blocked density=0.1 density=0.2");
  EXPECT_EQ(twice.code, 2);
  EXPECT_EQ(twice.err,
            "nqga instance: density given twice ('density=0.2' after density=0.1); keep one\n");
}

}  // namespace
