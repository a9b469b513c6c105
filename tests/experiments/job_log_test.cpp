// A job's log past 65,536 generations (run/log_thinning.hpp): the grid, the rows it keeps, the
// curves and quantiles read back from a thinned log, and a run that long, summarised.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <nqga/engine.hpp>
#include <nqga/log_thinning.hpp>
#include <sstream>

#include "cli/run_command.hpp"
#include "config/config.hpp"
#include "ioh/ioh_export.hpp"
#include "made_results.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"
#include "tables/fixed_budget.hpp"
#include "tables/fixed_target.hpp"
#include "tables/runtime_ecdf.hpp"
#include "tables/summarize.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// A log of `generations` records whose best falls from `start` by one at each generation of
// `falls`, with `changes` of the mean in between so that every row is told apart.
std::vector<GenerationRecord> log_of(std::int64_t generations, std::int64_t start,
                                     const std::vector<std::int64_t>& falls) {
  std::vector<GenerationRecord> log(static_cast<std::size_t>(generations));
  std::int64_t best = start;
  std::size_t next = 0;
  for (std::int64_t g = 0; g < generations; ++g) {
    if (next < falls.size() && falls[next] == g) --best, ++next;
    auto& r = log[static_cast<std::size_t>(g)];
    r.generation = g;
    r.evaluations = 4 + 2 * g;
    r.best = best;
    r.worst = best + 3;
    r.mean = static_cast<double>(best) + 1.5 + static_cast<double>(g % 7) / 8;
    r.seconds = static_cast<double>(g) / 1000;
  }
  return log;
}

std::vector<std::int64_t> generations_of(const std::vector<GenerationRecord>& log,
                                         const std::vector<std::size_t>& rows) {
  std::vector<std::int64_t> generations;
  for (const std::size_t row : rows) generations.push_back(log[row].generation);
  return generations;
}

TEST(LogThinning, EveryGenerationUpToTheThresholdThenSomeADoubling) {
  const LogGrid rule{16, 4};
  std::vector<std::int64_t> grid;
  for (std::int64_t g = 0; g < 70; ++g) {
    if (on_log_grid(g, rule)) grid.push_back(g);
  }
  EXPECT_EQ(grid, (std::vector<std::int64_t>{0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                             13, 14, 15, 16, 20, 24, 28, 32, 40, 48, 56, 64}));
  // next_on_log_grid is the first generation on the grid after g, for either rule.
  for (const LogGrid r : {rule, LogThinning{}.generations}) {
    std::int64_t expected = 0;
    for (std::int64_t g = 299'999; g >= 0; --g) {
      if (g + 1 < 300'000 && on_log_grid(g + 1, r)) expected = g + 1;
      if (expected == 0) continue;
      ASSERT_EQ(next_on_log_grid(g, r), expected) << g << " of rule " << r.every_up_to;
    }
  }
  EXPECT_TRUE(on_log_grid(65'535) && on_log_grid(65'536) && on_log_grid(65'600));
  EXPECT_FALSE(on_log_grid(65'537) || on_log_grid(65'599));
  // The largest generation a log may name: the grid's next point is capped, not overflowed.
  const std::int64_t largest = std::numeric_limits<std::int64_t>::max();
  EXPECT_EQ(next_on_log_grid(largest - 1), largest);
}

TEST(LogThinning, KeepsTheGridEachFirstReachOfATargetByTheBestOrAnIslandsBestAndTheLast) {
  std::vector<GenerationRecord> log = log_of(40, 9, {21, 37});
  for (std::size_t g = 0; g < log.size(); ++g) log[g].island_best = {g < 33 ? 5 : 4};
  const std::vector<std::int64_t> kept = generations_of(log, logged_rows(log, {{16, 4}}));
  EXPECT_EQ(kept, (std::vector<std::int64_t>{0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                             13, 14, 15, 16, 20, 21, 24, 28, 32, 33, 37, 39}));
}

// The ladder: every value below 1,024, then 16 a doubling; each value's targets around it.
TEST(LogThinning, TheLadderOfTargets) {
  std::vector<std::int64_t> ladder;
  for (std::int64_t t = 1020; t <= 2200; ++t) {
    if (on_log_grid(t, LogThinning{}.targets)) ladder.push_back(t);
  }
  EXPECT_EQ(ladder, (std::vector<std::int64_t>{1020, 1021, 1022, 1023, 1024, 1088, 1152, 1216,
                                               1280, 1344, 1408, 1472, 1536, 1600, 1664, 1728,
                                               1792, 1856, 1920, 1984, 2048, 2176}));
  EXPECT_EQ(target_at_or_above(1000), 1000);
  EXPECT_EQ(target_at_or_above(1025), 1088);
  EXPECT_EQ(target_at_or_above(2047), 2048);
  EXPECT_EQ(target_at_or_below(1087), 1024);
  EXPECT_EQ(target_at_or_below(1562), 1536);
  EXPECT_EQ(target_at_or_below(50'000), 49'152);
}

// ga-best's GA at n = 3,000 and 4,000 (a best of about 2,000 and 2,700 at first, so that the
// ladder thins its falls above 1,024), with a grid of every generation below 256 and 16 a
// doubling, against the same seeds keeping everything: the same runs, the log the rule's rows of
// the full log, the falls the rule's of the full history, and the three fixed-target tables the
// same.
TEST(LogThinning, AThinnedRunHasTheFullRunsFixedTargetViewsInABoundedLog) {
  GaParams params;
  params.population = 4;
  params.selection = {"tournament", {{"tournament_size", std::int64_t{4}}}};
  params.mutation = {"conflict-swap", {}};
  params.mutation_rate = 1.0;
  params.stop.max_generations = 6000;
  const ParamValues values = model_params(params.model.params);
  const LogThinning thin{{256, 16}, LogThinning{}.targets};
  std::vector<FixedTargetGroup> thinned, full;
  for (const int n : {3000, 4000}) {
    auto run = [&](const LogThinning& rule) {
      Rng rng(derive_seed(7, static_cast<std::uint64_t>(n)));
      return run_model({n, params, values, rng, {}, nullptr, nullptr, rule});
    };
    const RunResult a = run(thin), b = run(LogThinning::everything());
    ASSERT_EQ(a.evaluations, b.evaluations);
    ASSERT_EQ(a.board, b.board);
    ASSERT_GT(a.generations, 2000);
    ASSERT_EQ(b.log.size(), static_cast<std::size_t>(b.generations) + 1);
    const std::vector<std::size_t> rows = logged_rows(b.log, thin);
    ASSERT_EQ(a.log.size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
      EXPECT_EQ(a.log[i].generation, b.log[rows[i]].generation);
      EXPECT_EQ(a.log[i].best, b.log[rows[i]].best);
    }
    LogKeeper falls(thin);
    std::vector<Improvement> kept;
    for (const Improvement& fall : b.improvements) {
      if (falls.keeps(fall)) kept.push_back(fall);
    }
    EXPECT_EQ(a.improvements, kept);
    EXPECT_LT(a.improvements.size(), b.improvements.size());
    // The bound: the grid's generations, each target at or below the first best, the last.
    std::size_t bound = 1, targets = 0;
    for (std::int64_t g = 0; g <= a.generations; g = next_on_log_grid(g, thin.generations)) ++bound;
    for (std::int64_t t = 0; t <= a.log.front().best; ++t) targets += on_log_grid(t, thin.targets);
    EXPECT_LE(a.log.size(), bound + targets);
    EXPECT_LE(generations_csv(a.log).size(), 100 * (bound + targets));
    const std::string problem = "n=" + std::to_string(n);
    thinned.push_back({"ga", problem, n, {{a.improvements, a.evaluations}}, 0});
    full.push_back({"ga", problem, n, {{b.improvements, b.evaluations}}, 0});
  }
  EXPECT_EQ(table_csv(fixed_target_table(thinned)), table_csv(fixed_target_table(full)));
  EXPECT_EQ(table_csv(fixed_budget_table(thinned)), table_csv(fixed_budget_table(full)));
  EXPECT_EQ(table_csv(runtime_ecdf_table(thinned)), table_csv(runtime_ecdf_table(full)));
  EXPECT_GT(runtime_ecdf_table(full).rows.size(), 10u);
}

// Up to 65,536 generations the log holds them all, as it did before the rule: the golden runs
// and every short run log as they did.
TEST(LogThinning, ARunOfUpTo65536GenerationsLogsEveryOne) {
  const std::vector<GenerationRecord> log = log_of(65'538, 1000, {10, 65'537});
  EXPECT_EQ(logged_rows(log).size(), log.size());
  const std::string csv = generations_csv(log);
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 65'539);
  EXPECT_EQ(curves_of(log).generations.size(), log.size());
}

// A run of 300,000 generations (17 MB of log in full): its log keeps
// every fall of the best and the last generation, reads back through its record's checksum as
// the curves the run itself summarised, and its quantiles follow the grid to the last generation.
TEST(JobLog, AThinnedLogReadsBackAsItsCurvesWithEveryFallAndTheLast) {
  std::vector<std::int64_t> falls;
  for (std::int64_t g = 3; g < 300'000; g += 1 + (g * 7919) % 9973) falls.push_back(g);
  JobRecord record;
  record.n = 8;
  record.solver = "ga";
  record.experiment = "fnv1a64:0123456789abcdef";
  record.result.log = log_of(300'001, static_cast<std::int64_t>(falls.size()), falls);
  record.result.generations = 300'000;
  const fs::path dir = testing::fresh_test_dir();
  fs::create_directories(dir / "jobs");
  write_job(dir, record);

  std::string damage;
  ASSERT_TRUE(read_job(dir, 0, &damage)) << damage;
  const auto bytes = fs::file_size(job_log_path(dir, 0));
  EXPECT_LT(bytes, 5'000'000u);  // about 17 MB in full
  const Curves read = read_curves(dir, 0), kept = curves_of(record.result.log);
  EXPECT_EQ(read.generations, kept.generations);
  EXPECT_EQ(read.best, kept.best);
  EXPECT_EQ(read.mean, kept.mean);
  ASSERT_FALSE(read.generations.empty());
  EXPECT_EQ(read.generations.back(), 300'000);
  for (const std::int64_t g : falls) {
    EXPECT_TRUE(std::binary_search(read.generations.begin(), read.generations.end(), g)) << g;
  }
  EXPECT_EQ(read.best.back(), 0);

  const Results results = testing::made_results(testing::sweep_of("n: 8\nseeds: 1\n"), {});
  const Table quantiles = generations_quantiles_table(results, {{read}});
  std::int64_t on_grid = 0;
  for (std::int64_t g = 0; g <= 300'000; g = next_on_log_grid(g)) ++on_grid;
  ASSERT_EQ(quantiles.rows.size(), static_cast<std::size_t>(on_grid) + 1);  // and the last
  EXPECT_EQ(quantiles.at(quantiles.rows.back(), "generation"), "300000");
  EXPECT_EQ(quantiles.at(quantiles.rows.back(), "best_median"), "0");
  // Generation 100,032 is on the grid; the best there is the log's own at that generation.
  const auto row = std::find_if(quantiles.rows.begin(), quantiles.rows.end(), [&](const auto& r) {
    return quantiles.at(r, "generation") == "100032";
  });
  ASSERT_NE(row, quantiles.rows.end());
  EXPECT_EQ(std::stoll(quantiles.at(*row, "best_median")), record.result.log[100'032].best);
}

// Job `id`'s log written whole, as nqga did before the rule, each generation the log left out
// a copy of the row before it with its own generation, and its record's sizes and checksums
// made to match, as that nqga wrote them.
void write_whole_log(const fs::path& run, int id) {
  const std::string thinned = read_text(job_log_path(run, id));
  std::istringstream lines(thinned);
  std::string whole, line, before;
  std::int64_t next = 0;
  std::getline(lines, line);
  whole = line + "\n";
  while (std::getline(lines, line)) {
    const std::int64_t generation = std::stoll(line.substr(0, line.find(',')));
    for (; next < generation; ++next) {
      whole += std::to_string(next) + before.substr(before.find(',')) + "\n";
    }
    whole += line + "\n";
    before = line;
    next = generation + 1;
  }
  write_file(job_log_path(run, id), whole);
  const fs::path record = run / "jobs" / (std::to_string(id) + ".json");
  auto j = nlohmann::json::parse(read_text(record));
  j["log_bytes"] = whole.size();
  j["log_checksum"] = "fnv1a64:" + fnv1a_hex(whole);
  j.erase("checksum");
  j["checksum"] = "fnv1a64:" + fnv1a_hex(j.dump());
  write_file(record, j.dump() + "\n");
}

// ga-best's GA at n = 16,000 runs 74,311 generations (about 0.5 s): the run summarises, its log
// keeps the first 65,536 generations, the generation of every fall of the best its record keeps
// and the last, and the IOH export still has every fall. Its directory, with the log written
// whole as before the rule, resumes and summarises to the same quantiles.
TEST(JobLog, ARunPast65536GenerationsSummarisesWithEveryFallInItsLog) {
  const fs::path dir = testing::fresh_test_dir(), run = dir / "run";
  std::ofstream(dir / "c.yaml") << "n: 16000\nseeds: 1\nseed: 1\nga:\n  population: 4\n"
                                   "  elitism: 2\n  selection: {method: tournament, "
                                   "tournament_size: 4}\n  crossover: {method: range, rate: 0.9}\n"
                                   "  mutation: {method: conflict-swap, rate: 1.0}\n"
                                   "stop: {max_generations: 0, time_limit_s: 0}\n";
  RunOptions options;
  options.out = run.string();
  options.no_plot = true;  // the figures cost as much as the run
  std::ostringstream out, err;
  ASSERT_EQ(run_experiment(load_config((dir / "c.yaml").string(), {}), options, out, err), 0)
      << err.str();
  const std::optional<JobRecord> record = read_job(run, 0);
  ASSERT_TRUE(record && record->result.solved);
  const std::int64_t generations = record->result.generations;
  ASSERT_GT(generations, 70'000);
  const Table log = read_table(job_log_path(run, 0).string());
  ASSERT_LT(log.rows.size(), static_cast<std::size_t>(generations) + 1);
  std::vector<std::int64_t> logged, evaluations, best;
  for (const auto& row : log.rows) {
    logged.push_back(std::stoll(log.at(row, "generation")));
    evaluations.push_back(std::stoll(log.at(row, "evaluations")));
    best.push_back(std::stoll(log.at(row, "best")));
  }
  EXPECT_EQ(logged[65'535], 65'535);
  EXPECT_EQ(logged.back(), generations);
  // 4 evaluations in generation 0, then 2 children a generation: the fall at evaluation e is in
  // the row whose evaluations are the first >= e, if that row is e's generation, and that row's
  // best is the fall's (or a later one's in the same generation).
  const auto& falls = record->result.improvements;
  ASSERT_GT(falls.size(), 100u);
  for (const Improvement& fall : falls) {
    const auto at = std::lower_bound(evaluations.begin(), evaluations.end(), fall.evaluation);
    ASSERT_NE(at, evaluations.end()) << fall.evaluation;
    EXPECT_LT(*at - fall.evaluation, fall.evaluation <= 4 ? 4 : 2)
        << "no row for the generation of evaluation " << fall.evaluation;
    EXPECT_LE(best[static_cast<std::size_t>(at - evaluations.begin())], fall.conflicts);
  }
  const Table quantiles = read_table((run / "generations_quantiles.csv").string());
  EXPECT_EQ(quantiles.at(quantiles.rows.back(), "generation"), std::to_string(generations));
  EXPECT_EQ(quantiles.at(quantiles.rows.back(), "best_median"), "0");
  ASSERT_EQ(export_ioh(run, dir / "ioh").runs, 1);
  const std::string dat = read_text(dir / "ioh/run/data_f1_NQueens/IOHprofiler_f1_DIM16000.dat");
  EXPECT_EQ(std::count(dat.begin(), dat.end(), '\n'), static_cast<long>(falls.size()) + 1);

  const std::string thinned_quantiles = read_text(run / "generations_quantiles.csv");
  write_whole_log(run, 0);
  ASSERT_EQ(read_curves(run, 0).generations.size(), static_cast<std::size_t>(generations) + 1);
  ASSERT_EQ(run_experiment(load_config((dir / "c.yaml").string(), {}), options, out, err), 0)
      << err.str();
  ASSERT_TRUE(read_job(run, 0)) << "the whole log was refused";
  EXPECT_EQ(read_text(run / "generations_quantiles.csv"), thinned_quantiles);
}

}  // namespace
}  // namespace nqga
