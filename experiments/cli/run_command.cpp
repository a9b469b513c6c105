#include "cli/run_command.hpp"

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>

#include "analysis/comparison_report.hpp"
#include "analysis/plot.hpp"
#include "analysis/summarize.hpp"
#include "cli/report_command.hpp"
#include "cli/threads.hpp"
#include "config/conditions.hpp"
#include "run/csv.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/interrupts.hpp"
#include "run/run_directory.hpp"
#include "run/runner.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

ExactReference reference_for(const ExperimentConfig& config) {
  return ExactReference(
      static_cast<int>(std::get<std::int64_t>(config.single("validate.exact_up_to"))));
}

// Rebuilds the tables (summaries and comparison) from the jobs present, prints the summary,
// returns the number of invalid boards. `refused`: how many of the missing records were refused
// as damaged (named on stderr already).
int summarize_into(const fs::path& dir, const Sweep& sweep, const std::vector<JobRecord>& records,
                   ExactReference& reference, std::ostream& out, const CurvesById& known = {},
                   std::size_t refused = 0) {
  const auto points = write_summaries(dir, sweep, records, reference, known);
  out << summary_table(points);
  if (records.size() < sweep.jobs.size()) {
    out << sweep.jobs.size() - records.size() << " of " << sweep.jobs.size() << " jobs missing ("
        << (refused ? std::to_string(refused) + " refused as damaged: nqga run runs them again; "
                    : std::string())
        << "other shards, or not run yet)\n";
  }
  out << update_comparison(dir);
  int invalid = 0;
  for (const auto& p : points) invalid += p.invalid;
  return invalid;
}

void print_dry_run(const Sweep& sweep, std::ostream& out) {
  out << "id,point,replicate,seed";
  for (std::size_t axis : sweep.axes) out << "," << (*sweep.schema)[axis].path;
  out << "\n";
  for (const auto& job : sweep.jobs) {
    out << job.id << "," << job.point << "," << job.replicate << "," << job.seed;
    for (std::size_t axis : sweep.axes) out << "," << csv_field(axis_text(sweep, job, axis));
    out << "\n";
  }
  // The points by the keys in effect at each: a key crossed only with the choices that use it
  // shows where it is left out.
  for (const auto& job : sweep.jobs) {
    if (job.replicate == 0) out << "point " << job.point << ": " << point_label(sweep, job) << "\n";
  }
  // Exact solvers run once per point, so the count is not always points x seeds.
  out << sweep.jobs.size() << " jobs (" << sweep.points << " points); nothing run\n";
}

// The job table as one JSON document: axes, and per job its id, point, replicate, seed and axis
// values (as text, like summary.json's parameters).
void print_dry_run_json(const Sweep& sweep, std::ostream& out) {
  nlohmann::json axes = nlohmann::json::array(), jobs = nlohmann::json::array();
  for (std::size_t axis : sweep.axes) axes.push_back((*sweep.schema)[axis].path);
  for (const auto& job : sweep.jobs) {
    nlohmann::json parameters = nlohmann::json::object();
    for (const auto& [path, value] : point_parameters(sweep, job)) parameters[path] = value;
    jobs.push_back({{"id", job.id},
                    {"point", job.point},
                    {"replicate", job.replicate},
                    {"seed", job.seed},
                    {"parameters", parameters}});
  }
  out << nlohmann::json{{"jobs_total", sweep.jobs.size()},
                        {"points", sweep.points},
                        {"axes", axes},
                        {"jobs", jobs}}
             .dump(2)
      << "\n";
}

fs::path run_directory(const ExperimentConfig& config, const RunOptions& options) {
  if (options.out.empty()) {
    return fs::path(std::get<std::string>(config.single("output.dir"))) /
           std::get<std::string>(config.single("experiment"));
  }
  return options.out;
}

// Under the directory's lock: reads the records other processes wrote meanwhile, rewrites the
// tables and the manifest from all of them, prints the summary and draws the figures. Returns the
// number of invalid boards. A table that cannot be written (a full disk) becomes the outcome's
// write failure, unless a job's record failed first; the records stay valid either way.
int finish_directory(const fs::path& dir, const Sweep& sweep, std::vector<JobRecord>& records,
                     JobsOutcome& outcome, ExactReference& reference, const Manifest& manifest,
                     bool plot, std::ostream& out, std::ostream& err) {
  int invalid = 0;
  try {
    const DirectoryLock lock(dir);
    add_present_records(dir, sweep, records);
    invalid = summarize_into(dir, sweep, records, reference, out, outcome.curves);
    const bool complete = records.size() == sweep.jobs.size();
    manifest.write(dir,
                   complete              ? "complete"
                   : outcome.interrupted ? "interrupted"
                                         : "incomplete",
                   records.size());
    if (!outcome.write_failure.empty()) return invalid;
    out << "run directory: " << dir.string() << "\n";
    if (plot && !outcome.interrupted) plot_directory(dir.string(), out, err);
    if (plot && !outcome.interrupted) write_run_report(dir, out, err);
  } catch (const WriteError& e) {
    if (outcome.write_failure.empty()) outcome.write_failure = e.what();
  }
  return invalid;
}

// The closing words and the exit code.
int report(const Sweep& sweep, std::size_t done, const JobsOutcome& outcome, int invalid,
           std::ostream& err) {
  const std::size_t total = sweep.jobs.size();
  if (!outcome.write_failure.empty()) {
    err << "nqga: " << outcome.write_failure << ".\n  The sweep stopped after the jobs in flight; "
        << done << " of " << total
        << " jobs are done and kept. Make room (or fix the directory) and run the same command "
           "again to "
        << (done < total ? "resume" : "write the tables") << ".\n";
    return 1;
  }
  for (const auto& failure : outcome.failures) err << "nqga: " << failure << "\n";
  if (outcome.interrupted) {
    err << "nqga: " << signal_name(outcome.signal) << ": stopped after the jobs in flight; " << done
        << " of " << total << " jobs are done. Run the same command again to resume.\n";
    return 128 + outcome.signal;
  }
  if (invalid) err << "nqga: " << invalid << " reported board(s) failed validation; see runs.csv\n";
  return invalid || !outcome.failures.empty() ? 1 : 0;
}

// Reads the records present into `records` (naming the refused ones on `err` when given) and
// picks the jobs this process runs. Returns "" or why the directory is refused.
std::string read_records(const fs::path& dir, const Sweep& sweep, const Shard& shard,
                         std::vector<JobRecord>& records, std::vector<const Job*>& todo,
                         std::ostream* err) {
  std::vector<std::string> damaged;
  try {
    add_present_records(dir, sweep, records, &damaged);
  } catch (const LaterSchemaError& e) {
    return e.what();
  }
  if (err) {
    for (const auto& damage : damaged) *err << "nqga: " << damage << "; its job runs again\n";
  }
  todo = jobs_to_run(sweep, records, shard);
  return "";
}

// Creates the directory and takes its run lock (shared by shards); then reads the records that
// others wrote since the first look. Returns "" or why not.
std::string claim_directory(const fs::path& dir, const Sweep& sweep, const Shard& shard,
                            const RunOptions& options, std::unique_ptr<RunLock>& running,
                            std::vector<JobRecord>& records, std::vector<const Job*>& todo,
                            std::ostream& err) {
  try {
    fs::create_directories(dir / "jobs");
    running = std::make_unique<RunLock>(dir, shard.count > 1,
                                        "pid " + std::to_string(::getpid()) + " on " + host_name() +
                                            " since " + manifest_now() + ": " +
                                            options.command_line + "\n");
  } catch (const fs::filesystem_error& e) {
    return "cannot create the run directory " + dir.string() + ": " + e.code().message() +
           "; choose another with --out DIR";
  } catch (const WriteError& e) {
    return std::string(e.what()) +
           "; make the run directory writable, or copy it and resume the copy with --out DIR";
  }
  if (!running->refusal().empty()) return running->refusal();
  return read_records(dir, sweep, shard, records, todo, &err);
}

}  // namespace

int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err) {
  const Sweep sweep = expand_sweep(config);
  for (const auto& warning : sweep.warnings) err << "nqga: warning: " << warning << "\n";
  const Shard shard = shard_from(options.shard, kShardEnvironment);
  if (options.dry_run) {
    (options.json ? print_dry_run_json : print_dry_run)(sweep, out);
    return 0;
  }
  if (options.fresh && shard.count > 1) {
    throw ConfigError("--fresh with shard " + std::to_string(shard.index) + "/" +
                      std::to_string(shard.count) +
                      ": each shard would start a directory of its own; give them all one --out "
                      "DIR instead");
  }
  fs::path dir = run_directory(config, options);
  std::string refusal;
  if (options.fresh) {
    try {
      dir = claim_new_directory(dir);
    } catch (const fs::filesystem_error& e) {
      refusal = "cannot create a new run directory beside " + dir.string() + ": " +
                e.code().message() + "; choose another with --out DIR";
    }
  }
  const std::string resolved = resolved_yaml(config);
  if (refusal.empty()) refusal = directory_refusal(dir, resolved);
  if (refusal.empty() && !options.resume_anyway) refusal = program_refusal(dir, options.program);
  std::vector<JobRecord> records;
  std::vector<const Job*> todo;
  if (refusal.empty()) refusal = read_records(dir, sweep, shard, records, todo, nullptr);
  const int threads =
      threads_for("--jobs", options.jobs, static_cast<std::int64_t>(todo.size()), err);
  if (refusal.empty()) refusal = memory_refusal(todo, threads);
  std::unique_ptr<RunLock> running;
  if (refusal.empty()) {
    refusal = claim_directory(dir, sweep, shard, options, running, records, todo, err);
  }
  Manifest manifest{options.command_line, config.file, options.program, {}, threads, shard,
                    manifest_now(), sweep.jobs.size()};
  if (refusal.empty()) manifest.carry_over(dir);
  if (refusal.empty()) refusal = prepare_directory(dir, resolved, manifest, records.size());
  if (!refusal.empty()) {
    std::error_code ignored;
    if (options.fresh) fs::remove(dir, ignored);  // the folder it claimed, if still empty
    err << "nqga: " << refusal << "\n";
    return 2;
  }
  if (!records.empty()) {
    err << "resuming " << dir.string() << ": " << records.size() << " of " << sweep.jobs.size()
        << " jobs already done\n";
  }
  ExactReference reference = reference_for(config);
  const JobCheckpoints checkpoints(dir, resolved, options.program);
  const std::size_t done_before = records.size();
  JobsOutcome outcome = run_jobs(
      dir, todo, threads, reference, checkpoints, err, options.progress || ::isatty(STDERR_FILENO),
      [&](std::size_t done) { manifest.write(dir, "interrupted", done_before + done); });
  std::move(outcome.records.begin(), outcome.records.end(), std::back_inserter(records));
  outcome.records.clear();
  std::ostream discard(nullptr);
  std::ostream& text = options.json ? discard : out;  // with --json, stdout is the summary only
  const int invalid = finish_directory(dir, sweep, records, outcome, reference, manifest,
                                       !options.no_plot, text, err);
  if (options.json && fs::exists(dir / "summary.json")) out << read_text(dir / "summary.json");
  return report(sweep, records.size(), outcome, invalid, err);
}

int summarize_directory(const std::string& dir, bool json, std::ostream& out, std::ostream& err) {
  const fs::path config_path = fs::path(dir) / "config.yaml";
  if (!fs::exists(config_path)) {
    err << "nqga summarize: " << dir << " is not a run directory (no config.yaml)\n";
    return 2;
  }
  if (const std::string later = later_schema_refusal(dir); !later.empty()) {
    err << "nqga summarize: " << later << "\n";
    return 2;
  }
  ExperimentConfig config = load_config(config_path.string(), {});
  forget_unused_keys(config);  // an older nqga listed every key
  const Sweep sweep = expand_sweep(config);
  const DirectoryLock lock(dir);
  std::vector<JobRecord> records;
  std::vector<std::string> damaged;
  try {
    add_present_records(dir, sweep, records, &damaged);
  } catch (const LaterSchemaError& e) {
    err << "nqga summarize: " << e.what() << "\n";
    return 2;
  }
  for (const auto& damage : damaged) err << "nqga summarize: refused " << damage << "\n";
  ExactReference reference = reference_for(config);
  std::ostream discard(nullptr);
  const int invalid =
      summarize_into(dir, sweep, records, reference, json ? discard : out, {}, damaged.size());
  if (json) out << read_text(fs::path(dir) / "summary.json");
  return invalid ? 1 : 0;
}

int plot_command(const std::string& dir, std::ostream& out, std::ostream& err) {
  if (const std::string later = later_schema_refusal(dir); !later.empty()) {
    err << "nqga plot: " << later << "\n";
    return 2;
  }
  if (!fs::exists(fs::path(dir) / "config.yaml")) return plot_directory(dir, out, err);
  const DirectoryLock lock(dir);
  return plot_directory(dir, out, err);
}

}  // namespace nqga
