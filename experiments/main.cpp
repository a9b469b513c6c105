// The `nqga` command line: one executable, one subcommand per task (see README).
#include <CLI/CLI.hpp>
#include <iostream>

#include "analysis/compare.hpp"
#include "cli/analysis_commands.hpp"
#include "config.hpp"
#include "exact_commands.hpp"
#include "plot.hpp"
#include "runner.hpp"
#include "solve_commands.hpp"
#include "version.hpp"

namespace {

std::string joined_arguments(int argc, char** argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) line += (i ? " " : "") + std::string(argv[i]);
  return line;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"nqga: genetic algorithms and exact backtracking for the N-Queens problem"};
  app.set_version_flag("--version", std::string("nqga ") + nqga::kVersion);
  app.require_subcommand(1);

  nqga::RunOptions run_options;
  std::string config_file;
  std::vector<std::string> overrides;
  auto* run = app.add_subcommand("run", "run an experiment: a sweep when any key holds a list");
  run->add_option("config", config_file, "the experiment's YAML file")->required();
  run->add_option("overrides", overrides, "key=value or key=[a,b,c] settings over the file's");
  run->add_option("--out", run_options.out, "the run directory (default: output.dir/experiment)");
  run->add_option("--jobs", run_options.jobs, "worker threads (default: all hardware threads)")
      ->check(CLI::NonNegativeNumber);
  run->add_flag("--dry-run", run_options.dry_run, "print the job table and run nothing");
  run->add_flag("--fresh", run_options.fresh, "start in a new directory instead of resuming");
  run->add_flag("--progress", run_options.progress, "progress on stderr even when not a terminal");
  run->add_option("--shard", run_options.shard,
                  "I/K: run only jobs with id % K == I (default: from SLURM_ARRAY_TASK_ID/COUNT "
                  "or OMPI_COMM_WORLD_RANK/SIZE)");

  run->add_flag("--no-plot", run_options.no_plot, "do not draw the plots at the end");
  run->add_flag("--json", run_options.json,
                "stdout: summary.json only (with --dry-run, the job table as JSON)");

  std::string plot_dir;
  auto* plot = app.add_subcommand("plot", "draw the plots of a run directory (PNG and SVG)");
  plot->add_option("dir", plot_dir, "the run directory")->required();

  std::string summarize_dir;
  auto* summarize = app.add_subcommand("summarize", "rebuild the tables of a run directory");
  summarize->add_option("dir", summarize_dir, "the run directory")->required();
  bool summarize_json = false;
  summarize->add_flag("--json", summarize_json, "stdout: summary.json instead of the table");

  nqga::CompareOptions compare_options;
  auto* compare = app.add_subcommand(
      "compare", "rank tests between the points of a run directory, or of two point by point");
  compare->add_option("dirs", compare_options.dirs, "DIR, or DIR1 DIR2 (before and after)")
      ->required()
      ->expected(1, 2);
  compare
      ->add_option("--metric", compare_options.metric,
                   "what to compare: evaluations (default), seconds, best_conflicts, generations")
      ->check(CLI::IsMember(nqga::metric_names()));
  compare->add_option("--baseline", compare_options.baseline,
                      "compare each point with this one at its n (words of its label, e.g. "
                      "ga.selection.method=roulette)");
  compare->add_option("--out", compare_options.out,
                      "where comparison.csv/json go (default: DIR; with two, nowhere)");
  compare->add_flag("--json", compare_options.json, "stdout: comparison.json instead of the table");

  nqga::ExportOptions export_options;
  auto* exporter = app.add_subcommand("export", "a run directory's GA runs for other tools");
  exporter->add_option("dir", export_options.dir, "the run directory")->required();
  exporter->add_option("--format", export_options.format, "ioh: IOHprofiler files for IOHanalyzer")
      ->check(CLI::IsMember({"ioh"}));
  exporter->add_option("--out", export_options.out, "a new folder for the files")->required();

  nqga::CountOptions count_options;
  auto* count = app.add_subcommand("count", "exact number of solutions: total and unique");
  count->add_option("n", count_options.n, "board size")->required();
  count->add_option("--threads", count_options.threads, "worker threads (default: all)")
      ->check(CLI::NonNegativeNumber);
  count->add_option("--kernel", count_options.kernel,
                    "innermost search: automatic (the widest here), scalar, avx2 or avx512");
  count->add_flag("--classic", count_options.classic,
                  "textbook array backtracking with node statistics");
  count->add_flag("--no-prune", count_options.no_prune,
                  "with --classic: plain depth-first search, checking complete boards only");
  count->add_flag("--json", count_options.json, "one JSON document on stdout");
  count->add_flag("--progress", count_options.progress,
                  "progress on stderr even when not a terminal");

  nqga::FirstOptions first_options;
  auto* first =
      app.add_subcommand("first", "the first solution in lexicographic order, by backtracking");
  first->add_option("n", first_options.n, "board size")->required();
  first->add_flag("--classic", first_options.classic, "textbook array backtracking");
  first
      ->add_option("--threads", first_options.threads,
                   "threads for the searches below row 6 (default: all; vector kernels only)")
      ->check(CLI::NonNegativeNumber);
  first->add_option("--kernel", first_options.kernel,
                    "search for solutions below row 6: automatic (the widest here), scalar, avx2 "
                    "or avx512");
  first->add_option("--time-limit", first_options.time_limit_s, "give up after S seconds")
      ->check(CLI::NonNegativeNumber);
  first->add_flag("--json", first_options.json, "one JSON document on stdout");

  nqga::SolveOptions solve_options;
  auto* solve = app.add_subcommand("solve", "one validated solution for any n (up to 2^31 - 1)");
  solve->add_option("n", solve_options.n, "board size")->required();
  solve->add_option("--method", solve_options.method,
                    "auto (min-conflicts), min-conflicts, memetic or ga");
  solve->add_option("--seed", solve_options.seed, "random seed (default 1)");
  solve->add_option("--out", solve_options.out, "write the board here (.bin: binary, else text)");
  solve->add_option("--time-limit", solve_options.time_limit_s, "give up after S seconds")
      ->check(CLI::NonNegativeNumber);
  solve->add_flag("--json", solve_options.json, "one JSON document on stdout");
  solve->add_flag("--progress", solve_options.progress,
                  "progress on stderr even when not a terminal");

  std::string check_file;
  bool check_json = false;
  auto* check = app.add_subcommand("check", "validate a board file; names the first conflict");
  check
      ->add_option("file", check_file, "text (n, then n columns 1-based) or .bin (uint32, 0-based)")
      ->required();
  check->add_flag("--json", check_json, "one JSON document on stdout");

  auto* keys = app.add_subcommand("keys", "print the config reference (every key) as Markdown");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }

  try {
    if (*run) {
      run_options.command_line = joined_arguments(argc, argv);
      const auto config = nqga::load_config(config_file, overrides);
      return nqga::run_experiment(config, run_options, std::cout, std::cerr);
    }
    if (*plot) return nqga::plot_directory(plot_dir, std::cout, std::cerr);
    if (*summarize) {
      return nqga::summarize_directory(summarize_dir, summarize_json, std::cout, std::cerr);
    }
    if (*compare) return nqga::compare_command(compare_options, std::cout, std::cerr);
    if (*exporter) return nqga::export_command(export_options, std::cout, std::cerr);
    if (*solve) return nqga::solve_command(solve_options, std::cout, std::cerr);
    if (*check) return nqga::check_command(check_file, check_json, std::cout, std::cerr);
    if (*count) return nqga::count_command(count_options, std::cout, std::cerr);
    if (*first) return nqga::first_command(first_options, std::cout, std::cerr);
    if (*keys) {
      std::cout << nqga::keys_markdown();
      return 0;
    }
  } catch (const nqga::ConfigError& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
