#include "cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <csignal>
#include <functional>
#include <iostream>

#include "cli/exact_commands.hpp"
#include "cli/run_command.hpp"
#include "cli/solve_commands.hpp"
#include "config/keys.hpp"
#include "run/version.hpp"

namespace nqga {

namespace {

// What the chosen subcommand does once the command line is parsed; set by its callback.
using Action = std::function<int()>;

std::string joined_arguments(int argc, char** argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) line += (i ? " " : "") + std::string(argv[i]);
  return line;
}

void add_run_commands(CLI::App& app, Action& action, const std::string& command_line) {
  auto options = std::make_shared<RunOptions>();
  auto config_file = std::make_shared<std::string>();
  auto overrides = std::make_shared<std::vector<std::string>>();
  auto* run = app.add_subcommand("run", "run an experiment: a sweep when any key holds a list");
  run->add_option("config", *config_file, "the experiment's YAML file")->required();
  run->add_option("overrides", *overrides, "key=value or key=[a,b,c] settings over the file's");
  run->add_option("--out", options->out, "the run directory (default: output.dir/experiment)");
  run->add_option("--jobs", options->jobs, "worker threads (default: all hardware threads)")
      ->check(CLI::NonNegativeNumber);
  run->add_flag("--dry-run", options->dry_run, "print the job table and run nothing");
  run->add_flag("--fresh", options->fresh, "start in a new directory instead of resuming");
  run->add_flag("--progress", options->progress, "progress on stderr even when not a terminal");
  run->add_option("--shard", options->shard,
                  "I/K: run only jobs with id % K == I (default: from SLURM_ARRAY_TASK_ID/COUNT "
                  "or OMPI_COMM_WORLD_RANK/SIZE)");
  run->add_flag("--no-plot", options->no_plot, "do not draw the plots at the end");
  run->callback([=, &action] {
    options->command_line = command_line;
    action = [=] {
      return run_experiment(load_config(*config_file, *overrides), *options, std::cout,
                            std::cerr);
    };
  });

  auto dir = std::make_shared<std::string>();
  auto* plot = app.add_subcommand("plot", "draw the plots of a run directory (PNG and SVG)");
  plot->add_option("dir", *dir, "the run directory")->required();
  plot->callback([=, &action] { action = [=] { return plot_command(*dir, std::cout, std::cerr); }; });
  auto* summarize = app.add_subcommand("summarize", "rebuild the tables of a run directory");
  summarize->add_option("dir", *dir, "the run directory")->required();
  summarize->callback([=, &action] {
    action = [=] { return summarize_directory(*dir, std::cout, std::cerr); };
  });
  auto* keys = app.add_subcommand(
      "keys", "print the config reference (every key, operator and solver) as Markdown");
  keys->callback([&action] {
    action = [] {
      std::cout << keys_markdown(*KeySchema::current());
      return 0;
    };
  });
}

void add_exact_commands(CLI::App& app, Action& action) {
  auto count_options = std::make_shared<CountOptions>();
  auto* count = app.add_subcommand("count", "exact number of solutions: total and unique");
  count->add_option("n", count_options->n, "board size")->required();
  count->add_option("--threads", count_options->threads, "worker threads (default: all)")
      ->check(CLI::NonNegativeNumber);
  count->add_option("--kernel", count_options->kernel,
                    "innermost search: automatic (the widest here), scalar, avx2 or avx512");
  count->add_flag("--classic", count_options->classic,
                  "textbook array backtracking with node statistics");
  count->add_flag("--no-prune", count_options->no_prune,
                  "with --classic: plain depth-first search, checking complete boards only");
  count->add_flag("--json", count_options->json, "one JSON document on stdout");
  count->add_flag("--progress", count_options->progress,
                  "progress on stderr (subproblems done, elapsed, ETA) even when not a terminal");
  count->add_option("--out", count_options->out,
                    "count directory: each subproblem recorded as it ends; the same command "
                    "resumes; shards meet there");
  count->add_option("--shard", count_options->shard,
                    "I/K with --out: count only this shard's subproblems, balanced by estimated "
                    "cost (default: from SLURM_ARRAY_TASK_ID/COUNT or OMPI_COMM_WORLD_RANK/SIZE)");
  count->callback([=, &action] {
    action = [=] { return count_command(*count_options, std::cout, std::cerr); };
  });

  auto first_options = std::make_shared<FirstOptions>();
  auto* first =
      app.add_subcommand("first", "the first solution in lexicographic order, by backtracking");
  first->add_option("n", first_options->n, "board size")->required();
  first->add_flag("--classic", first_options->classic, "textbook array backtracking");
  first
      ->add_option("--threads", first_options->threads,
                   "threads for the searches below row 6 (default: all; vector kernels only)")
      ->check(CLI::NonNegativeNumber);
  first->add_option("--kernel", first_options->kernel,
                    "search for solutions below row 6: automatic (the widest here), scalar, avx2 "
                    "or avx512");
  first->add_option("--time-limit", first_options->time_limit_s, "give up after S seconds")
      ->check(CLI::NonNegativeNumber);
  first->add_flag("--json", first_options->json, "one JSON document on stdout");
  first->callback([=, &action] {
    action = [=] { return first_command(*first_options, std::cout, std::cerr); };
  });
}

void add_solve_commands(CLI::App& app, Action& action) {
  auto options = std::make_shared<SolveOptions>();
  auto* solve = app.add_subcommand("solve", "one validated solution for any n (up to 2^31 - 1)");
  solve->add_option("n", options->n, "board size")->required();
  solve->add_option("--method", options->method,
                    "auto (min-conflicts), min-conflicts, memetic, ga, or another registered "
                    "solver that reports a board");
  solve->add_option("--seed", options->seed, "random seed (default 1)");
  solve->add_option("--out", options->out, "write the board here (.bin: binary, else text)");
  solve->add_option("--time-limit", options->time_limit_s, "give up after S seconds")
      ->check(CLI::NonNegativeNumber);
  solve->add_flag("--json", options->json, "one JSON document on stdout");
  solve->add_flag("--progress", options->progress, "progress on stderr even when not a terminal");
  solve->callback([=, &action] {
    action = [=] { return solve_command(*options, std::cout, std::cerr); };
  });

  auto file = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  auto* check = app.add_subcommand("check", "validate a board file; names the first conflict");
  check->add_option("file", *file, "text (n, then n columns 1-based) or .bin (uint32, 0-based)")
      ->required();
  check->add_flag("--json", *json, "one JSON document on stdout");
  check->callback([=, &action] {
    action = [=] { return check_command(*file, *json, std::cout, std::cerr); };
  });
}

}  // namespace

int cli_main(int argc, char** argv) {
  // A file-size limit (ulimit -f) then fails the write with EFBIG, which nqga reports and recovers
  // from like a full disk, instead of killing the process mid-file.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App app{"nqga: genetic algorithms and exact backtracking for the N-Queens problem"};
  app.set_version_flag("--version", std::string("nqga ") + kVersion);
  app.require_subcommand(1);
  Action action;
  add_run_commands(app, action, joined_arguments(argc, argv));
  add_exact_commands(app, action);
  add_solve_commands(app, action);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  try {
    return action ? action() : 0;
  } catch (const ConfigError& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace nqga
