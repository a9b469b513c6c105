// nqga run end to end: the run directory, resuming, config errors, dry runs, shards, islands,
// summarize, help, keys and --json.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::kSmallSweep;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::without_column;

TEST_F(Cli, RunDirectoryIsSelfDescribing) {
  write("s.yaml", kSmallSweep);
  const Outcome run = nqga("run s.yaml --out r");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("n=8 ga.selection.method=tournament"), std::string::npos) << run.out;
  for (const char* file :
       {"config.yaml", "manifest.json", "runs.csv", "jobs/0.json", "jobs/15.gens.csv"}) {
    EXPECT_TRUE(fs::exists(dir_ / "r" / file)) << file;
  }
  const std::string manifest = read_text(dir_ / "r/manifest.json");
  EXPECT_NE(manifest.find("\"status\": \"complete\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"jobs_done\": 16"), std::string::npos) << manifest;
  // The resolved config runs as is and resumes the same directory: nothing left to run.
  const Outcome again = nqga("run r/config.yaml --out r --no-plot");
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.err.find("16 of 16 jobs already done"), std::string::npos) << again.err;
}

TEST_F(Cli, ResumeRerunsOnlyMissingOrDamagedJobs) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out full --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml --out part --no-plot").code, 0);
  const std::string kept = read_text(dir_ / "part/jobs/3.json");
  fs::remove(dir_ / "part/jobs/5.json");
  fs::remove(dir_ / "part/jobs/9.gens.csv");
  write("part/jobs/11.json", "{\"schema\": 1, \"id\": 11, \"poi");  // truncated
  write("part/jobs/12.json", "garbage");
  const Outcome resumed = nqga("run s.yaml --out part --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("12 of 16 jobs already done"), std::string::npos) << resumed.err;
  EXPECT_EQ(read_text(dir_ / "part/jobs/3.json"), kept);  // not run again: same seconds too
  EXPECT_EQ(without_column(read_text(dir_ / "part/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "full/runs.csv"), "seconds"));
}

TEST_F(Cli, AnotherConfigIsRefusedNotMixed) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const Outcome other = nqga("run s.yaml ga.population=40 --out r --no-plot");
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(
      other.err.find("r holds another experiment (config.yaml line 8: '  population: 30' there, "
                     "'  population: 40' now)"),
      std::string::npos)
      << other.err;
  const Outcome fresh = nqga("run s.yaml ga.population=40 --out r --fresh --no-plot");
  EXPECT_EQ(fresh.code, 0) << fresh.err;
  EXPECT_NE(fresh.out.find("run directory: r-2"), std::string::npos) << fresh.out;
}

TEST_F(Cli, ConfigErrorsExitTwoAndWriteNothing) {
  write("bad.yaml", "n: 8\nga:\n  mutation:\n    rat: 0.1\n");
  const Outcome bad = nqga("run bad.yaml --out r");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err,
            "nqga: bad.yaml:4:5: ga.mutation.rat: unknown key (did you mean ga.mutation.rate?)\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome usage = nqga("run");
  EXPECT_EQ(usage.code, 2);
  EXPECT_NE(usage.err.find("config is required"), std::string::npos) << usage.err;
}

TEST_F(Cli, DryRunPrintsTheJobTableOnly) {
  write("s.yaml", kSmallSweep);
  const Outcome dry = nqga("run s.yaml --dry-run --out r");
  EXPECT_EQ(dry.code, 0);
  EXPECT_NE(dry.out.find("id,point,replicate,seed,n,ga.selection.method\n"), std::string::npos);
  EXPECT_NE(dry.out.find("16 jobs (4 points); nothing run"), std::string::npos) << dry.out;
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  // A shard's dry run lists its own jobs: before, every job of the sweep.
  const Outcome shard = nqga("run s.yaml --dry-run --shard 1/3");
  EXPECT_EQ(shard.code, 0) << shard.err;
  EXPECT_NE(shard.out.find("\n1,0,1,"), std::string::npos) << shard.out;
  EXPECT_EQ(shard.out.find("\n0,0,0,"), std::string::npos) << shard.out;
  EXPECT_EQ(shard.out.find("\n2,0,2,"), std::string::npos) << shard.out;
  EXPECT_NE(shard.out.find("16 jobs (4 points); shard 1/3 runs the 5 listed; nothing run"),
            std::string::npos)
      << shard.out;
  const Outcome json = nqga("run s.yaml --dry-run --json",
                            "SLURM_ARRAY_TASK_ID=0 "
                            "SLURM_ARRAY_TASK_COUNT=4");
  const auto document = nlohmann::json::parse(json.out);
  EXPECT_EQ(document["jobs_total"], 16);
  EXPECT_EQ(document["shard"], "0/4");
  ASSERT_EQ(document["jobs"].size(), 4u);
  EXPECT_EQ(document["jobs"][1]["id"], 4);
  // A million jobs under a 1 GB address space: before, each job held its own copy of its point's
  // values and the dry run took 1.72 GB; the replicates of a point share them now (157 MB).
  write("million.yaml", "n: 8\nseeds: 1000000\n");
  const Outcome million =
      nqga("run million.yaml --dry-run --shard 0/1000", "", "ulimit -v 1000000;");
  ASSERT_EQ(million.code, 0) << million.err;
  EXPECT_NE(million.out.find("1000000 jobs (1 points); shard 0/1000 runs the 1000 listed"),
            std::string::npos);
  // A Slurm task index without the task count: before, each task ran every job.
  const Outcome alone = nqga("run s.yaml --dry-run", "SLURM_ARRAY_TASK_ID=3");
  EXPECT_EQ(alone.code, 2);
  EXPECT_NE(
      alone.err.find("SLURM_ARRAY_TASK_ID=3 is set but SLURM_ARRAY_TASK_COUNT is not, so this "
                     "task's share of the jobs is unknown; set both, or give --shard I/K"),
      std::string::npos)
      << alone.err;
}

// A key is crossed only with the choices that use it: 3 points, not 4, each labelled by the keys
// in effect; the job table leaves the key blank where it is not.
TEST_F(Cli, DryRunShowsAConditionalSweepsPoints) {
  write("c.yaml",
        "n: 6\nseeds: 2\nseed: 1\nga:\n  selection: {method: [roulette, tournament], "
        "tournament_size: [3, 5]}\n");
  const Outcome dry = nqga("run c.yaml --dry-run");
  ASSERT_EQ(dry.code, 0) << dry.err;
  EXPECT_NE(dry.out.find("id,point,replicate,seed,ga.selection.method,"
                         "ga.selection.tournament_size\n0,0,0,9626026794937781409,roulette,\n"),
            std::string::npos)
      << dry.out;
  EXPECT_NE(dry.out.find("point 0: ga.selection.method=roulette\n"
                         "point 1: ga.selection.method=tournament ga.selection.tournament_size=3\n"
                         "point 2: ga.selection.method=tournament ga.selection.tournament_size=5\n"
                         "6 jobs (3 points); nothing run\n"),
            std::string::npos)
      << dry.out;
  write("b.yaml",
        "n: 6\nga:\n  selection: [{method: roulette}, {method: tournament, "
        "tournament_size: [3, 5]}]\n");
  const Outcome blocks = nqga("run b.yaml --dry-run");
  EXPECT_NE(blocks.out.find("30 jobs (3 points); nothing run"), std::string::npos) << blocks.out;
}

TEST_F(Cli, AKeyNoChoiceUsesIsRefusedOrReported) {
  write("c.yaml", "n: 6\nga:\n  selection: {method: roulette, tournament_size: 5}\n");
  const Outcome bad = nqga("run c.yaml --out r");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err,
            "nqga: c.yaml:3:50: ga.selection.tournament_size: is set, but it matters only when "
            "ga.selection.method is tournament, and here ga.selection.method is roulette; remove "
            "it, or give ga.selection.method a value that uses it\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  // Picking roulette on the command line narrows the file's sweep on purpose: reported.
  write("q.yaml", "n: 6\nga:\n  selection: {method: [roulette, tournament], tournament_size: 5}\n");
  const Outcome narrowed = nqga("run q.yaml ga.selection.method=roulette --dry-run");
  EXPECT_EQ(narrowed.code, 0) << narrowed.err;
  EXPECT_EQ(narrowed.err,
            "nqga: warning: q.yaml:3:64: ga.selection.tournament_size: not used, as it matters "
            "only when ga.selection.method is tournament, and here ga.selection.method is "
            "roulette (override 'ga.selection.method=roulette'); it is left out of the run\n");
}

// config.yaml holds the keys in effect only; manifest.json names the program, and another
// program's directory is not resumed unless the user says so.
TEST_F(Cli, ARunDirectoryKnowsWhatMadeIt) {
  write("g.yaml", "n: 6\nseeds: 2\nstop: {max_generations: 100}\n");
  ASSERT_EQ(nqga("run g.yaml --out r --no-plot").code, 0);
  const std::string config = read_text(dir_ / "r/config.yaml");
  EXPECT_EQ(config.find("islands"), std::string::npos) << config;
  EXPECT_EQ(config.find("tournament_size"), std::string::npos) << config;
  auto manifest = nlohmann::json::parse(read_text(dir_ / "r/manifest.json"));
  const std::string program = manifest["program"];
  EXPECT_TRUE(program.starts_with("nqga ")) << program;
  EXPECT_NE(program.find(" (commit "), std::string::npos) << program;
  manifest["program"] = "nqga 0.1.0 (commit 1234); my_nqga 2.0";
  write("r/manifest.json", manifest.dump(2));
  const Outcome other = nqga("run g.yaml --out r --no-plot");
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(other.err.find("r was made by nqga 0.1.0 (commit 1234); my_nqga 2.0, and this is " +
                           program + ";"),
            std::string::npos)
      << other.err;
  EXPECT_NE(other.err.find("(r/manifest.json names its program) its runs would mix"),
            std::string::npos)
      << other.err;
  EXPECT_NE(other.err.find("--resume-anyway"), std::string::npos) << other.err;
  const Outcome anyway = nqga("run g.yaml --out r --no-plot --resume-anyway");
  EXPECT_EQ(anyway.code, 0) << anyway.err;
  EXPECT_NE(anyway.err.find("2 of 2 jobs already done"), std::string::npos) << anyway.err;
  // The manifest still names the program that made the directory, and the one mixed in.
  const auto mixed = nlohmann::json::parse(read_text(dir_ / "r/manifest.json"));
  EXPECT_EQ(mixed["program"], "nqga 0.1.0 (commit 1234); my_nqga 2.0");
  EXPECT_EQ(mixed["mixed_with"], nlohmann::json::array({program}));
  // So it is refused again without the flag.
  EXPECT_EQ(nqga("run g.yaml --out r --no-plot").code, 2);
}

// Before, a manifest that does not parse read as "made by an unknown program (its manifest.json
// names none)".
TEST_F(Cli, ADamagedManifestIsSaidToBeDamaged) {
  write("g.yaml", "n: 6\nseeds: 2\nstop: {max_generations: 100}\n");
  ASSERT_EQ(nqga("run g.yaml --out r --no-plot").code, 0);
  std::string manifest = read_text(dir_ / "r/manifest.json");
  manifest[manifest.find("\"program\"")] = '?';
  write("r/manifest.json", manifest);
  const Outcome damaged = nqga("run g.yaml --out r --no-plot");
  EXPECT_EQ(damaged.code, 2);
  EXPECT_NE(damaged.err.find("nqga: r/manifest.json is damaged (parse error at line "),
            std::string::npos)
      << damaged.err;
  EXPECT_NE(damaged.err.find(", column "), std::string::npos) << damaged.err;
  EXPECT_NE(damaged.err.find("), so what made r is unknown;\n  resume it with --resume-anyway if "
                             "this program made it (the manifest is written anew), or start anew "
                             "with --fresh or --out DIR"),
            std::string::npos)
      << damaged.err;
  EXPECT_EQ(damaged.err.find("unknown program"), std::string::npos) << damaged.err;
  const Outcome anyway = nqga("run g.yaml --out r --no-plot --resume-anyway");
  EXPECT_EQ(anyway.code, 0) << anyway.err;
  EXPECT_EQ(nqga("run g.yaml --out r --no-plot").code, 0);  // the manifest is whole again
}

TEST_F(Cli, ShardsIntoOneDirectoryEqualOneRun) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot").code, 0);
  const Outcome first = nqga("run s.yaml --out split --shard 0/2 --no-plot");
  EXPECT_EQ(first.code, 0) << first.err;
  EXPECT_NE(first.out.find("8 of 16 jobs missing"), std::string::npos) << first.out;
  EXPECT_NE(read_text(dir_ / "split/manifest.json").find("\"status\": \"incomplete\""),
            std::string::npos);
  // The second shard from the environment, as a Slurm job array would set it.
  const Outcome second =
      nqga("run s.yaml --out split --no-plot", "SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=2");
  EXPECT_EQ(second.code, 0) << second.err;
  EXPECT_EQ(without_column(read_text(dir_ / "split/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
  EXPECT_NE(read_text(dir_ / "split/manifest.json").find("\"status\": \"complete\""),
            std::string::npos);
  const Outcome fresh = nqga("run s.yaml --out apart --fresh --shard 0/2 --no-plot");
  EXPECT_EQ(fresh.code, 2);
  EXPECT_EQ(fresh.err,
            "nqga: --fresh with shard 0/2: each shard would start a directory of its own; give "
            "them all one --out DIR instead\n");
  EXPECT_FALSE(fs::exists(dir_ / "apart"));
}

// An islands run logs each island's best next to the global best, and its figures draw them.
TEST_F(Cli, IslandsLogEachIslandAndTheFiguresDrawThem) {
  write("i.yaml",
        "n: [12, 16]\nseeds: 3\nga:\n  population: 40\n  model: islands\n"
        "  islands: {count: 4, topology: [ring, none]}\nstop: {max_generations: 50}\n");
  const Outcome run = nqga("run i.yaml --out r --jobs 2");
  ASSERT_EQ(run.code, 0) << run.err;
  const std::string log = read_text(dir_ / "r/jobs/0.gens.csv");
  EXPECT_TRUE(
      log.starts_with("generation,evaluations,best,mean,std,worst,diversity,seconds,"
                      "island_1_best,island_2_best,island_3_best,island_4_best\n"))
      << log.substr(0, 200);
  const std::string islands = read_text(dir_ / "r/generations_islands.csv");
  EXPECT_TRUE(
      islands.starts_with("point,label,island,generation,runs,best_median,best_q25,"
                          "best_q75\n0,n=12 ga.islands.topology=ring,1,0,3,"))
      << islands.substr(0, 200);
  for (int point = 0; point < 4; ++point) {  // gnuplot comes with the test setup
    EXPECT_TRUE(fs::exists(dir_ / "r/plots" / ("islands-" + std::to_string(point) + ".png")))
        << point << ": " << run.out;
  }
}

TEST_F(Cli, SummarizeRebuildsTheTables) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const std::string summary = read_text(dir_ / "r/summary.csv");
  fs::remove(dir_ / "r/summary.csv");
  fs::remove(dir_ / "r/jobs/3.json");
  const Outcome again = nqga("summarize r");
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("1 of 16 jobs missing"), std::string::npos) << again.out;
  EXPECT_TRUE(fs::exists(dir_ / "r/summary.csv"));
  EXPECT_EQ(nqga("summarize nowhere").code, 2);
  // An older nqga listed every key in config.yaml, those no point uses included: still read.
  std::string config = read_text(dir_ / "r/config.yaml");
  const std::string model = "  model: \"generational\"\n";
  ASSERT_NE(config.find(model), std::string::npos) << config;
  config.replace(config.find(model), model.size(),
                 model + "  lambda: 100\n  islands:\n    count: 4\n    topology: \"ring\"\n");
  write("r/config.yaml", config);
  const Outcome older = nqga("summarize r");
  EXPECT_EQ(older.code, 0) << older.err;
  EXPECT_NE(older.out.find("1 of 16 jobs missing"), std::string::npos) << older.out;
}

// Each subcommand's help says where its numbers stop, as its refusals do.
TEST_F(Cli, HelpStatesTheLimits) {
  EXPECT_NE(nqga("count --help")
                .out.find("board size: 1 to 32 (--classic: 1 to 15, with --no-prune 1 to 9)"),
            std::string::npos);
  EXPECT_NE(nqga("count --help").out.find("at most 4 per hardware thread"), std::string::npos);
  EXPECT_NE(nqga("first --help").out.find("board size, 1 or more, memory permitting"),
            std::string::npos);
  EXPECT_NE(nqga("run --help").out.find("at most 4 per hardware thread and one per job"),
            std::string::npos);
  EXPECT_NE(nqga("solve --help").out.find("up to 2^31 - 1"), std::string::npos);
}

TEST_F(Cli, JsonOnStdoutIsOneDocument) {
  write("s.yaml", kSmallSweep);
  const Outcome dry = nqga("run s.yaml --dry-run --json --out r");
  ASSERT_EQ(dry.code, 0) << dry.err;
  const auto jobs = nlohmann::json::parse(dry.out);
  EXPECT_EQ(jobs["jobs_total"], 16);
  EXPECT_EQ(jobs["points"], 4);
  EXPECT_EQ(jobs["axes"], nlohmann::json({"n", "ga.selection.method"}));
  EXPECT_EQ(jobs["jobs"][5]["point"], 1);
  EXPECT_EQ(jobs["jobs"][5]["replicate"], 1);
  EXPECT_EQ(jobs["jobs"][5]["parameters"],
            nlohmann::json({{"n", "6"}, {"ga.selection.method", "tournament"}}));
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome run = nqga("run s.yaml --json --out r");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out, read_text(dir_ / "r/summary.json"));  // nothing else on stdout
  EXPECT_EQ(nlohmann::json::parse(run.out)["jobs_present"], 16);
  const Outcome summarize = nqga("summarize r --json");
  EXPECT_EQ(summarize.code, 0) << summarize.err;
  EXPECT_EQ(summarize.out, run.out);
}

TEST_F(Cli, KeysPrintsTheConfigReference) {
  const Outcome keys = nqga("keys");
  EXPECT_EQ(keys.code, 0);
  // The docs' config reference is this table, so the docs never drift from the schema.
  const std::string reference =
      read_text(fs::path(NQGA_SOURCE_DIR) / "docs/reference/config-keys.md");
  EXPECT_NE(reference.find(keys.out), std::string::npos)
      << "docs/reference/config-keys.md is out of date; paste `nqga keys` into it";
}

}  // namespace
