#include "cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <csignal>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iostream>
#include <limits>
#include <new>

#include "cli/analysis_commands.hpp"
#include "cli/exact_commands.hpp"
#include "cli/numbers.hpp"
#include "cli/pictures_commands.hpp"
#include "cli/problem_commands.hpp"
#include "cli/report_command.hpp"
#include "cli/run_command.hpp"
#include "cli/solve_commands.hpp"
#include "cli/standard_output.hpp"
#include "cli/tune_commands.hpp"
#include "comparison/compare.hpp"
#include "comparison/rank_test_registry.hpp"
#include "config/keys.hpp"
#include "exact/classic.hpp"
#include "exact/completion.hpp"
#include "exact/count.hpp"
#include "exact/first.hpp"
#include "problem/cnf.hpp"
#include "problem/instance_file.hpp"
#include "run/files.hpp"
#include "run/job_order.hpp"
#include "run/memory.hpp"
#include "run/recorded_operators.hpp"
#include "run/version.hpp"

namespace nqga {

namespace {

constexpr std::int64_t kIntMax = std::numeric_limits<int>::max();
constexpr std::int64_t kInt64Max = std::numeric_limits<std::int64_t>::max();

// What the chosen subcommand does once the command line is parsed; set by its callback.
using Action = std::function<int()>;

std::string joined_arguments(int argc, char** argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) line += (i ? " " : "") + std::string(argv[i]);
  return line;
}

void add_run_commands(CLI::App& app, Action& action, const std::string& command_line,
                      const std::string& program) {
  auto options = std::make_shared<RunOptions>();
  auto config_file = std::make_shared<std::string>();
  auto overrides = std::make_shared<std::vector<std::string>>();
  auto* run = app.add_subcommand("run", "run an experiment: a sweep when any key holds a list");
  run->add_option("config", *config_file, "the experiment's YAML file")->required();
  run->add_option("overrides", *overrides, "key=value or key=[a,b,c] settings over the file's");
  run->add_option("--out", options->out, "the run directory (default: output.dir/experiment)");
  run->add_option("--jobs", options->jobs,
                  "worker threads (default: all hardware threads; at most 4 per hardware thread "
                  "and one per job)")
      ->transform(whole_number(0, kIntMax));
  run->add_flag("--dry-run", options->dry_run, "print the job table and run nothing");
  run->add_flag("--fresh", options->fresh, "start in a new directory instead of resuming");
  run->add_flag("--progress", options->progress, "progress on stderr even when not a terminal");
  run->add_option("--shard", options->shard,
                  "I/K: run only jobs with id % K == I (default: from SLURM_ARRAY_TASK_ID/COUNT "
                  "or OMPI_COMM_WORLD_RANK/SIZE)");
  run->add_flag("--no-plot", options->no_plot, "draw neither the plots nor report.html at the end");
  run->add_flag("--resume-anyway", options->resume_anyway,
                "resume a run directory that another program (or nqga build) made");
  run->add_flag("--json", options->json,
                "stdout: summary.json only (with --dry-run, the job table as JSON)");
  run->add_option_function<std::string>(
         "--order", [options](const std::string& name) { options->order = *job_order_named(name); },
         "the order the jobs run in (no result depends on it): seed, the default, so that a sweep "
         "cut short holds as many runs of every point, or point")
      ->check([](const std::string& name) {
        return job_order_named(name) ? "" : std::string("must be ") + kJobOrderNames;
      });
  run->callback([=, &action] {
    options->command_line = command_line;
    options->program = program;
    action = [=] {
      // A run directory's config.yaml may name operators written in Python (resuming fails
      // each job that needs one, naming it).
      register_recorded_operators(std::filesystem::path(*config_file).parent_path());
      return run_experiment(load_config(*config_file, *overrides), *options, std::cout, std::cerr);
    };
  });

  auto dir = std::make_shared<std::string>();
  auto* plot = app.add_subcommand("plot", "draw the plots of a run directory (PNG and SVG)");
  plot->add_option("dir", *dir, "the run directory")->required();
  plot->callback(
      [=, &action] { action = [=] { return plot_command(*dir, std::cout, std::cerr); }; });
  auto* summarize = app.add_subcommand("summarize", "rebuild the tables of a run directory");
  summarize->add_option("dir", *dir, "the run directory")->required();
  auto json = std::make_shared<bool>(false);
  summarize->add_flag("--json", *json, "stdout: summary.json instead of the table");
  summarize->callback([=, &action] {
    action = [=] { return summarize_directory(*dir, *json, std::cout, std::cerr); };
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

void add_analysis_commands(CLI::App& app, Action& action) {
  auto compare_options = std::make_shared<CompareOptions>();
  auto* compare = app.add_subcommand(
      "compare", "rank tests between the points of a run directory, or of two point by point");
  compare->add_option("dirs", compare_options->dirs, "DIR, or DIR1 DIR2 (before and after)")
      ->required()
      ->expected(1, 2);
  compare
      ->add_option("--metric", compare_options->metric,
                   "what to compare: evaluations (default), seconds, best_conflicts, generations")
      ->check(CLI::IsMember(metric_names()));
  compare->add_option("--baseline", compare_options->baseline,
                      "compare each point with this one at its n (words of its label, e.g. "
                      "ga.selection.method=roulette)");
  compare->add_option("--test", compare_options->test,
                      "the rank test for the pairs, or the omnibus test, instead of the one that "
                      "fits (refused when it does not fit the runs): " +
                          registered_test_names());
  compare->add_option("--out", compare_options->out,
                      "where the .csv/.json files go (default: DIR; with two, nowhere), named "
                      "comparison[-DIR1-vs-DIR2][-METRIC][-baseline-POINT][-test-NAME]");
  compare->add_flag("--json", compare_options->json,
                    "stdout: comparison.json instead of the table");
  compare->callback([=, &action] {
    action = [=] { return compare_command(*compare_options, std::cout, std::cerr); };
  });

  auto report_options = std::make_shared<ReportCommandOptions>();
  auto* report = app.add_subcommand(
      "report", "a run directory (or a tuning folder) on one self-contained HTML page");
  report->add_option("dir", report_options->dir, "the run directory")->required();
  report->add_option("--out", report_options->out, "the page (default: DIR/report.html)");
  report->add_option("--baseline", report_options->baseline,
                     "a run directory to mark each point's significant change against");
  report->add_option("--latex", report_options->latex,
                     "also write the points and the pairwise comparison as booktabs tables");
  report->callback([=, &action] {
    action = [=] { return report_command(*report_options, std::cout, std::cerr); };
  });

  auto export_options = std::make_shared<ExportOptions>();
  auto* exporter = app.add_subcommand("export", "a run directory's GA runs for other tools");
  exporter->add_option("dir", export_options->dir, "the run directory")->required();
  exporter->add_option("--format", export_options->format, "ioh: IOHprofiler files for IOHanalyzer")
      ->check(CLI::IsMember({"ioh"}));
  exporter->add_option("--out", export_options->out, "a new folder for the files")->required();
  exporter->callback([=, &action] {
    action = [=] { return export_command(*export_options, std::cout, std::cerr); };
  });
}

void add_tune_commands(CLI::App& app, Action& action) {
  auto options = std::make_shared<TuneOptions>();
  auto* tune = app.add_subcommand(
      "tune", "an irace scenario from a config's lists and ranges; runs irace when installed");
  tune->add_option("config", options->config, "the experiment's YAML file")->required();
  tune->add_option("overrides", options->overrides,
                   "key=value, key=[a,b] or key={min: a, max: b} settings over the file's");
  tune->add_option("--budget", options->budget, "irace's budget: runs in all (maxExperiments)")
      ->required()
      ->transform(whole_number(1, kInt64Max));
  tune->add_option("--out", options->out, "the scenario's folder (best.yaml goes there too)")
      ->required();
  tune->add_option("--jobs", options->jobs, "runs at once (default: all hardware threads)")
      ->transform(whole_number(0, kIntMax));
  tune->callback(
      [=, &action] { action = [=] { return tune_command(*options, std::cout, std::cerr); }; });

  auto config_file = std::make_shared<std::string>();
  auto overrides = std::make_shared<std::vector<std::string>>();
  auto* run = app.add_subcommand(
      "tune-run", "one run of a tuning, as irace's target runner asks: prints its cost");
  run->add_option("config", *config_file, "the scenario's tune.yaml")->required();
  run->add_option("overrides", *overrides, "n=N, seed=S and the configuration's key=value");
  run->callback([=, &action] {
    action = [=] { return tune_run_command(*config_file, *overrides, std::cout, std::cerr); };
  });
}

void add_count_command(CLI::App& app, Action& action) {
  auto count_options = std::make_shared<CountOptions>();
  auto* count = app.add_subcommand("count", "exact number of solutions: total and unique");
  count
      ->add_option("n", count_options->n,
                   "board size: 1 to " + std::to_string(kMaxCountN) + " (--classic: 1 to " +
                       std::to_string(kMaxClassicN) + ", with --no-prune 1 to " +
                       std::to_string(kMaxPlainDfsN) + "); left out with --problem")
      ->transform(whole_number(0, kIntMax));
  count
      ->add_option("--threads", count_options->threads,
                   "worker threads (default: all; at most 4 per hardware thread)")
      ->transform(whole_number(0, kIntMax));
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
  count->add_option(
      "--problem", count_options->problem,
      "an instance file (given queens, blocked squares; n <= " + std::to_string(kMaxCompletionN) +
          "): count its completions, no symmetry reduction");
  count
      ->add_option("--time-limit", count_options->time_limit_s,
                   "with --problem: give up after S seconds (exit 3, undecided)")
      ->check(seconds());
  count->callback([=, &action] {
    action = [=] { return count_command(*count_options, std::cout, std::cerr); };
  });
}

void add_first_command(CLI::App& app, Action& action) {
  auto first_options = std::make_shared<FirstOptions>();
  auto* first =
      app.add_subcommand("first", "the first solution in lexicographic order, by backtracking");
  first
      ->add_option("n", first_options->n,
                   "board size, 1 or more, memory permitting (--classic: 1 to " +
                       std::to_string(kMaxClassicN) + "); left out with --problem")
      ->transform(whole_number(0, kIntMax));
  first->add_flag("--classic", first_options->classic, "textbook array backtracking");
  first
      ->add_option("--threads", first_options->threads,
                   "threads for the searches below row 6 (default: all; vector kernels only; at "
                   "most 4 per hardware thread)")
      ->transform(whole_number(0, kIntMax));
  first->add_option(
      "--kernel", first_options->kernel,
      "search for solutions below row 6 (not with --problem): automatic (the scalar search for its "
      "first " +
          std::to_string(kScalarProbeNodes) +
          " nodes, then the widest here), scalar, avx2 or avx512");
  first
      ->add_option("--time-limit", first_options->time_limit_s,
                   "give up after S seconds, counted from the start (set-up included; exit 3, "
                   "undecided)")
      ->check(seconds());
  first->add_option(
      "--problem", first_options->problem,
      "an instance file (given queens, blocked squares; n <= " + std::to_string(kMaxCompletionN) +
          "): its first completion in the search's order (the row with the fewest free squares "
          "first), or a proof that it has none");
  first->add_flag("--json", first_options->json, "one JSON document on stdout");
  first->callback([=, &action] {
    action = [=] { return first_command(*first_options, std::cout, std::cerr); };
  });
}

void add_instance_command(CLI::App& app, Action& action) {
  auto options = std::make_shared<InstanceOptions>();
  auto* instance = app.add_subcommand(
      "instance",
      "draw an instance of a problem kind (completion, blocked, ...) into a file, or read one; "
      "and write it as CNF");
  instance->add_option("n", options->n, "board size (with --problem: left out, or the file's)")
      ->transform(whole_number(1, kMaxInstanceN));
  instance->add_option(
      "kind", options->kind,
      "the problem kind: queens, completion, blocked, or one a program registers (not with "
      "--problem)");
  instance->add_option("params", options->params,
                       "NAME=VALUE: its parameters, e.g. placed=10 placed_from=non-attacking "
                       "(problem.NAME in a config)");
  instance->add_option("--seed", options->seed, "the generator's seed (default 1)")
      ->transform(unsigned_whole_number());
  instance->add_option("--problem", options->problem,
                       "an instance file (nqga's or the Essence' form) read instead of drawing");
  instance->add_option("--out", options->out,
                       "the instance file (default: standard output, unless --cnf is given)");
  instance->add_option("--cnf", options->cnf,
                       "also write the DIMACS CNF encoding (up to n = " + std::to_string(kMaxCnfN) +
                           "; -: standard output)");
  instance->callback(
      [=, &action] { action = [=] { return instance_command(*options, std::cout, std::cerr); }; });
}

void add_solve_commands(CLI::App& app, Action& action) {
  auto options = std::make_shared<SolveOptions>();
  auto* solve = app.add_subcommand(
      "solve",
      "one validated solution for any n up to 2^31 - 1 (32-bit columns), memory permitting: "
      "min-conflicts holds 5.5 bytes a queen (11 GiB at 2^31 - 1) and refuses an n that would "
      "not fit, and so does the GA (about 415 bytes a queen at n = 10^6); memetic stops at n = "
      "100000");
  solve->add_option("n", options->n, "board size")
      ->required()
      ->transform(whole_number(0, kInt64Max));
  solve->add_option("--method", options->method,
                    "auto (min-conflicts), min-conflicts, memetic, ga, or another registered "
                    "solver that reports a board");
  solve->add_option("--seed", options->seed, "random seed (default 1)")
      ->transform(unsigned_whole_number());
  solve->add_option(
      "--out", options->out,
      "write the board here (.bin: binary; -: as text on standard output; else text)");
  solve->add_option("--time-limit", options->time_limit_s, "give up after S seconds")
      ->check(seconds());
  solve->add_flag("--json", options->json, "one JSON document on stdout");
  solve->add_flag("--progress", options->progress, "progress on stderr even when not a terminal");
  solve->callback(
      [=, &action] { action = [=] { return solve_command(*options, std::cout, std::cerr); }; });

  auto file = std::make_shared<std::string>();
  auto problem = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  auto* check = app.add_subcommand("check", "validate a board file; names the first conflict");
  check->add_option("file", *file, "text (n, then n columns 1-based) or .bin (uint32, 0-based)")
      ->required();
  check->add_option("--problem", *problem,
                    "an instance file: also every given queen in place, no blocked square taken");
  check->add_flag("--json", *json, "one JSON document on stdout");
  check->callback([=, &action] {
    action = [=] {
      return problem->empty()
                 ? check_command(*file, *json, std::cout, std::cerr)
                 : check_instance_command(*file, *problem, *json, std::cout, std::cerr);
    };
  });
}

void add_picture_commands(CLI::App& app, Action& action) {
  auto show_options = std::make_shared<ShowOptions>();
  auto* show = app.add_subcommand("show", "draw a board: in the terminal (n <= 64), SVG or PNG");
  show->add_option("file", show_options->input,
                   "a board file, a job DIR/jobs/ID of a run directory, or - (standard input: a "
                   "board file's text or `nqga first`'s output)")
      ->required();
  show->add_option("--svg", show_options->svg,
                   "draw into this SVG file (a density view beyond 200)");
  show->add_option("--png", show_options->png, "draw into this PNG file (needs rsvg-convert)");
  show->callback([=, &action] {
    action = [=] { return show_command(*show_options, std::cin, std::cout, std::cerr); };
  });

  auto tree_options = std::make_shared<TreeOptions>();
  auto* tree = app.add_subcommand(
      "tree", "the state-space tree of the textbook backtracking (text, or SVG/PNG by Graphviz)");
  tree->add_option("n", tree_options->n, "board size, 1 to 6 (1 to 5 with --no-prune)")
      ->required()
      ->transform(whole_number(0, kIntMax));
  tree->add_flag("--no-prune", tree_options->no_prune, "plain depth-first search: no pruning");
  tree->add_option("--svg", tree_options->svg, "draw into this SVG file (needs Graphviz's dot)");
  tree->add_option("--png", tree_options->png, "draw into this PNG file (needs Graphviz's dot)");
  tree->add_option("--dot", tree_options->dot, "write the Graphviz DOT source into this file");
  tree->callback(
      [=, &action] { action = [=] { return tree_command(*tree_options, std::cout, std::cerr); }; });
}

// Every option that names what nqga writes (a file or a folder) refuses a path the system cannot
// follow (unfollowable_path) while the command line is read, before anything is created.
void check_output_paths(CLI::App& app) {
  const CLI::Validator followable([](std::string& path) { return unfollowable_path(path); }, "",
                                  "PATH");
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
    for (CLI::Option* option : command->get_options()) {
      const std::string name = option->get_name();
      if (name == "--out" || name == "--svg" || name == "--png" || name == "--dot" ||
          name == "--latex")
        option->check(followable);
    }
  }
}

// "; " and write_advice(error), or "" when it has none.
std::string with_advice(int error) {
  const std::string advice = write_advice(error);
  return advice.empty() ? "" : "; " + advice;
}

// Why an argument is an option with "=" and nothing after it, or "": CLI11 would take the next
// argument as its value (`--out= --json` wrote a file named --json).
std::string dangling_equals_refusal(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--") break;
    if (argument.starts_with("--") && argument.find('=') == argument.size() - 1) {
      return argument + ": no value after '='; give one (" + argument +
             "VALUE) or leave the option out";
    }
  }
  return "";
}

// Why an option or positional of the parsed command got an empty argument (`--out ''`), or "".
std::string empty_value_refusal(const CLI::App& app) {
  for (const CLI::App* command : app.get_subcommands()) {
    for (const CLI::Option* option : command->get_options()) {
      for (const std::string& value : option->results()) {
        if (value.empty()) return option->get_name() + ": an empty value; give one or leave it out";
      }
    }
  }
  return "";
}

// Runs what the command line chose, then makes sure every byte of standard output arrived;
// returns the exit code, saying what went wrong on stderr.
int run_action(const Action& action) {
  try {
    const int code = action ? action() : 0;
    finish_standard_output(std::cout);
    return code;
  } catch (const ConfigError& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 2;
  } catch (const WriteError& e) {
    std::cerr << "nqga: " << e.what() << with_advice(e.error) << "\n";
    return 1;
  } catch (const std::filesystem::filesystem_error& e) {
    // Not the library's "filesystem error: cannot create directories: ... [PATH]": the file
    // first, then the reason and what to do.
    std::cerr << "nqga: " << e.path1().string() << ": " << e.code().message()
              << with_advice(e.code().value()) << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "nqga: " << out_of_memory_message() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "nqga: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

int cli_main(int argc, char** argv, const std::string& program) {
  // A file-size limit (ulimit -f) then fails the write with EFBIG, which nqga reports and recovers
  // from like a full disk, instead of killing the process mid-file.
  std::signal(SIGXFSZ, SIG_IGN);
  const CheckedStandardOutput checked;
  CLI::App app{"nqga: genetic algorithms and exact backtracking for the N-Queens problem"};
  app.set_version_flag("--version", std::string("nqga ") + kVersion);
  app.require_subcommand(1);
  Action action;
  add_run_commands(app, action, joined_arguments(argc, argv), program);
  add_analysis_commands(app, action);
  add_tune_commands(app, action);
  add_count_command(app, action);
  add_first_command(app, action);
  add_instance_command(app, action);
  add_solve_commands(app, action);
  add_picture_commands(app, action);
  check_output_paths(app);
  std::string refusal = dangling_equals_refusal(argc, argv);
  try {
    if (refusal.empty()) app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version print to standard output: checked like any command's output.
    return app.exit(e) == 0 ? run_action(nullptr) : 2;
  }
  if (refusal.empty()) refusal = empty_value_refusal(app);
  if (!refusal.empty()) {
    std::cerr << "nqga: " << refusal << "\n";
    return 2;
  }
  return run_action(action);
}

}  // namespace nqga
