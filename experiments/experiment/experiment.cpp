#include "experiment/experiment.hpp"

#include <unistd.h>

#include <algorithm>
#include <ostream>

#include "comparison/comparison_report.hpp"
#include "comparison/rank_test_registry.hpp"
#include "config/conditions.hpp"
#include "config/config.hpp"
#include "config/read.hpp"
#include "results/read_results.hpp"
#include "run/design.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/instance_store.hpp"
#include "run/interrupts.hpp"
#include "run/recorded_operators.hpp"
#include "run/run_directory.hpp"
#include "run/runner.hpp"
#include "run/threads.hpp"
#include "tables/design_summary.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace fs = std::filesystem;

struct Experiment::State {
  ExperimentConfig config;
  Sweep sweep;
  fs::path directory;
};

namespace {

ExactReference reference_for(const ExperimentConfig& config) {
  return ExactReference(
      static_cast<int>(std::get<std::int64_t>(config.single("validate.exact_up_to"))));
}

// Rebuilds the tables (summaries and comparison) of `results` in its run directory; the runs'
// curves by point in `curves`.
Summary summarize_results(const Results& results, const std::vector<std::vector<Curves>>& curves) {
  const fs::path dir = results.source;
  write_summaries(dir, results, curves);
  Summary summary;
  for (const ResultPoint& point : results.points) summary.points.push_back(point.summary);
  summary.jobs_total = results.jobs_total;
  summary.jobs_present = results.runs.size();
  summary.comparison = update_comparison(results, dir);
  if (!results.design.keys(Role::kInstance).empty())
    summary.by_instances = design_summary_text(results);
  return summary;
}

// `path` with each control character (a newline, a tab, ...) shown as \xNN, or "" when it holds
// none: such a character makes a folder that no listing shows as it is named.
std::string control_characters_shown(const std::string& path) {
  std::string shown;
  bool any = false;
  for (const char c : path) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7f) {
      shown += c;
      continue;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    shown += {'\\', 'x', kHex[byte >> 4], kHex[byte & 15]};
    any = true;
  }
  return any ? shown : "";
}

// Refuses the folder name the text key `path` gives when it holds a control character.
void refuse_control_characters(const ExperimentConfig& config, const std::string& path) {
  const std::string shown = control_characters_shown(std::get<std::string>(config.single(path)));
  if (shown.empty()) return;
  fail(config.at(path).where, path,
       "'" + shown + "' holds a control character; name the folder without one");
}

// --out, else output.dir/experiment. An experiment name that leaves output.dir ("../x", "/x") or
// is none (".") is refused at its key, as is a control character in either key or in --out, and
// a path the system cannot follow (unfollowable_path).
fs::path run_directory(const ExperimentConfig& config, const RunSettings& settings) {
  fs::path dir = settings.out;
  if (!dir.empty()) {
    if (const std::string shown = control_characters_shown(settings.out); !shown.empty()) {
      throw ConfigError("--out '" + shown +
                        "' holds a control character; name the folder "
                        "without one");
    }
  } else {
    refuse_control_characters(config, "experiment");
    refuse_control_characters(config, "output.dir");
    const fs::path name = std::get<std::string>(config.single("experiment"));
    if (name.is_absolute() || std::find(name.begin(), name.end(), "..") != name.end()) {
      fail(config.at("experiment").where, "experiment",
           "'" + name.string() +
               "' would leave output.dir; name a folder inside it (set output.dir, or give --out "
               "DIR, to write elsewhere)");
    }
    if (name.lexically_normal() == ".") {
      fail(config.at("experiment").where, "experiment",
           "'" + name.string() +
               "' names output.dir itself, whose other experiments would mix with this one; "
               "name a folder inside it");
    }
    dir = fs::path(std::get<std::string>(config.single("output.dir"))) / name;
  }
  if (const std::string refusal = unfollowable_path(dir); !refusal.empty()) {
    throw ConfigError(refusal);
  }
  return dir;
}

// Reads the records present into `records` (naming the refused ones on `log` when given) and
// picks the jobs this process runs. Returns "" or why the directory is refused.
std::string read_records(const fs::path& dir, const Sweep& sweep, const Shard& shard,
                         std::vector<JobRecord>& records, std::vector<const Job*>& todo,
                         std::ostream* log) {
  std::vector<std::string> damaged;
  try {
    add_present_records(dir, sweep, records, &damaged);
  } catch (const LaterSchemaError& e) {
    return e.what();
  }
  for (std::string changed : {instance_change_refusal(dir, sweep, records),
                              operator_change_refusal(dir, sweep, records)}) {
    if (!changed.empty()) return changed;
  }
  if (log) {
    for (const auto& damage : damaged) *log << "nqga: " << damage << "; its job runs again\n";
  }
  todo = jobs_to_run(sweep, records, shard);
  return "";
}

// Creates the directory and takes its run lock (shared by shards); then reads the records that
// others wrote since the first look. Returns "" or why not.
std::string claim_directory(const fs::path& dir, const Sweep& sweep, const Shard& shard,
                            const RunSettings& settings, std::unique_ptr<RunLock>& running,
                            std::vector<JobRecord>& records, std::vector<const Job*>& todo,
                            std::ostream& log) {
  try {
    fs::create_directories(dir / "jobs");
    running = std::make_unique<RunLock>(dir, shard,
                                        "pid " + std::to_string(::getpid()) + " on " + host_name() +
                                            " since " + manifest_now() + ": " +
                                            settings.command_line + "\n");
  } catch (const fs::filesystem_error& e) {
    return "cannot create the run directory " + dir.string() + ": " + e.code().message() +
           "; choose another with --out DIR";
  } catch (const WriteError& e) {
    return std::string(e.what()) +
           "; make the run directory writable, or copy it and resume the copy with --out DIR";
  }
  if (!running->refusal().empty()) return running->refusal();
  return read_records(dir, sweep, shard, records, todo, &log);
}

// The directory a run goes into, prepared with its config and a running manifest, and the jobs
// it runs there: refused (RunDirectoryRefused) when it is of another experiment or program or a
// later nqga, too big for the memory, or cannot be claimed; with `fresh`, a new directory beside
// `out`. `settings.program` is a program_identity.
class Claim {
 public:
  Claim(const ExperimentConfig& config, const Sweep& sweep, const RunSettings& settings,
        std::ostream& log);

  fs::path dir;
  Shard shard;
  std::string resolved;  // the config as config.yaml holds it
  std::vector<JobRecord> records;
  std::vector<const Job*> todo;
  int threads = 1;
  std::unique_ptr<RunLock> running;  // held until the run ends
  Manifest manifest;                 // written into the directory: running

 private:
  std::string refusal(const ExperimentConfig& config, const Sweep& sweep,
                      const RunSettings& settings, std::ostream& log);
};

Claim::Claim(const ExperimentConfig& config, const Sweep& sweep, const RunSettings& settings,
             std::ostream& log)
    : dir(run_directory(config, settings)),
      shard(shard_from(settings.shard, kShardEnvironment)),
      resolved(resolved_yaml(config)) {
  if (settings.fresh && shard.count > 1) {
    throw ConfigError("--fresh with shard " + std::to_string(shard.index) + "/" +
                      std::to_string(shard.count) +
                      ": each shard would start a directory of its own; give them all one --out "
                      "DIR instead");
  }
  if (const std::string why = refusal(config, sweep, settings, log); !why.empty()) {
    std::error_code ignored;
    if (settings.fresh) fs::remove(dir, ignored);  // the folder it claimed, if still empty
    throw RunDirectoryRefused(why);
  }
}

std::string Claim::refusal(const ExperimentConfig& config, const Sweep& sweep,
                           const RunSettings& settings, std::ostream& log) {
  std::string why;
  if (settings.fresh) {
    try {
      dir = claim_new_directory(dir);
    } catch (const fs::filesystem_error& e) {
      why = "cannot create a new run directory beside " + dir.string() + ": " + e.code().message() +
            "; choose another with --out DIR";
    }
  }
  if (why.empty()) why = directory_refusal(dir, resolved);
  if (why.empty() && !settings.resume_anyway) why = program_refusal(dir, settings.program);
  if (why.empty()) why = problem_file_refusal(dir, *config.problem_files);  // its stored copies
  if (why.empty()) why = read_records(dir, sweep, shard, records, todo, nullptr);
  threads = threads_for("--jobs", settings.jobs, static_cast<std::int64_t>(todo.size()), log);
  if (why.empty()) why = memory_refusal(todo, threads);
  if (why.empty()) why = claim_directory(dir, sweep, shard, settings, running, records, todo, log);
  if (!why.empty()) return why;
  manifest = Manifest{settings.command_line, config.file,      settings.program, {}, threads, shard,
                      manifest_now(),        sweep.jobs.size()};
  manifest.carry_over(dir);
  return prepare_directory(dir, resolved, *config.problem_files, manifest, records.size());
}

// report.html after the figures; a page that cannot be written does not fail the run (its data
// is complete without it): the reason is kept for the caller to say.
void write_page(RunReport& report) {
  try {
    report.page = write_report(report.directory, {});
  } catch (const std::exception& e) {
    report.page_failure = e.what();
  }
}

// Under the directory's lock: reads the records other processes wrote meanwhile, rewrites the
// tables and the manifest from all of them, draws the figures and writes report.html. A table that
// cannot be written (a full disk) becomes the report's write failure, unless a job's record failed
// first; the records stay valid either way.
void finish_directory(const Sweep& sweep, std::vector<JobRecord>& records, const CurvesById& curves,
                      ExactReference& reference, const Manifest& manifest, bool plot,
                      RunReport& report) {
  const fs::path& dir = report.directory;
  try {
    const DirectoryLock lock(dir);
    add_present_records(dir, sweep, records);
    const Results results = results_of(sweep, records, reference, dir.string());
    const auto curves_of_points = curves_by_point(dir, results, curves);
    report.summary = summarize_results(results, curves_of_points);
    const bool complete = records.size() == sweep.jobs.size();
    manifest.write(dir,
                   complete        ? "complete"
                   : report.signal ? "interrupted"
                                   : "incomplete",
                   records.size());
    if (report.write_failure.empty() && plot && !report.signal) {
      report.figures = draw_figures(results, curves_of_points);
      write_page(report);
    }
  } catch (const WriteError& e) {
    if (report.write_failure.empty()) report.write_failure = e.what();
  }
}

// The run directory of summarize(), compare() and plot(); refused before run() or open() gave one.
const fs::path& existing(const fs::path& dir) {
  if (dir.empty()) throw RunDirectoryRefused("no run directory yet: run() or open(DIR) first");
  return dir;
}

}  // namespace

int Summary::invalid() const {
  int invalid = 0;
  for (const auto& p : points) invalid += p.invalid;
  return invalid;
}

int RunReport::exit_code() const {
  if (!write_failure.empty()) return 1;
  if (signal) return 128 + signal;
  return (summary && summary->invalid()) || !failures.empty() ? 1 : 0;
}

Experiment::Experiment(ExperimentConfig config)
    : state_(std::make_unique<State>(State{std::move(config), {}, {}})) {
  state_->sweep = expand_sweep(state_->config);
}

Experiment::Experiment(Experiment&&) noexcept = default;
Experiment& Experiment::operator=(Experiment&&) noexcept = default;
Experiment::~Experiment() = default;

Experiment Experiment::load(const std::string& config_file,
                            const std::vector<std::string>& overrides) {
  try {  // a run directory's config.yaml: its operators written in Python
    register_recorded_operators(fs::path(config_file).parent_path());
  } catch (const std::runtime_error& e) {
    throw ConfigError(e.what());
  }
  return Experiment(load_config(config_file, overrides));
}

Experiment Experiment::open(const fs::path& dir) {
  std::optional<ExperimentConfig> config;
  try {
    config = stored_config(dir);
  } catch (const ConfigError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw RunDirectoryRefused(e.what());
  }
  Experiment experiment(std::move(*config));
  experiment.state_->directory = dir;
  return experiment;
}

std::vector<std::string> Experiment::axes() const {
  std::vector<std::string> paths;
  for (std::size_t axis : state_->sweep.axes) paths.push_back((*state_->sweep.schema)[axis].path);
  return paths;
}

std::vector<ExperimentPoint> Experiment::points() const {
  const Sweep& sweep = state_->sweep;
  std::vector<ExperimentPoint> points;
  for (const auto& job : sweep.jobs) {
    if (job.replicate == 0) {
      points.push_back({job.point, point_label(sweep, job), job_n(job), job_solver(job),
                        point_parameters(sweep, job), 0});
    }
    ++points[job.point].jobs;
  }
  return points;
}

std::vector<ExperimentJob> Experiment::jobs() const {
  const Sweep& sweep = state_->sweep;
  std::vector<ExperimentJob> jobs;
  for (const auto& job : sweep.jobs) {
    ExperimentJob row{job.id, job.point, job.replicate, job.seed, {}};
    for (std::size_t axis : sweep.axes) row.axis_values.push_back(axis_text(sweep, job, axis));
    jobs.push_back(std::move(row));
  }
  return jobs;
}

Design Experiment::design() const { return sweep_design(state_->sweep); }

fs::path Experiment::directory_for(const RunSettings& settings) const {
  return run_directory(state_->config, settings);
}

const std::vector<std::string>& Experiment::warnings() const { return state_->sweep.warnings; }

const fs::path& Experiment::directory() const { return state_->directory; }

RunReport Experiment::run(const RunSettings& settings, std::ostream& log) {
  const Sweep& sweep = state_->sweep;
  RunSettings identified = settings;
  identified.program = program_identity(settings.program);
  Claim claim(state_->config, sweep, identified, log);
  state_->directory = claim.dir;
  const fs::path& dir = claim.dir;
  RunReport report;
  report.directory = dir;
  report.jobs_total = sweep.jobs.size();
  report.resumed = claim.records.size();
  if (report.resumed) {
    log << "resuming " << dir.string() << ": " << report.resumed << " of " << sweep.jobs.size()
        << " jobs already done\n";
  }
  ExactReference reference = reference_for(state_->config);
  const JobCheckpoints checkpoints(dir, claim.resolved, identified.program);
  order_jobs(claim.todo, settings.order);
  JobsOutcome outcome = run_jobs(
      dir, sweep.experiment, claim.todo, claim.threads, reference, checkpoints, log,
      settings.progress,
      [&](std::size_t done) { claim.manifest.write(dir, "interrupted", report.resumed + done); },
      settings.interrupts, settings.on_generation);
  std::vector<JobRecord>& records = claim.records;
  std::move(outcome.records.begin(), outcome.records.end(), std::back_inserter(records));
  report.failures = std::move(outcome.failures);
  report.write_failure = std::move(outcome.write_failure);
  report.signal = outcome.interrupted ? outcome.signal : 0;
  finish_directory(sweep, records, outcome.curves, reference, claim.manifest, !settings.no_plot,
                   report);
  report.jobs_done = records.size();
  return report;
}

Summary Experiment::summarize() {
  const fs::path& dir = existing(state_->directory);
  const DirectoryLock lock(dir);
  std::vector<JobRecord> records;
  std::vector<std::string> damaged;
  try {
    add_present_records(dir, state_->sweep, records, &damaged);
  } catch (const LaterSchemaError& e) {
    throw RunDirectoryRefused(e.what());
  }
  ExactReference reference = reference_for(state_->config);
  const Results results = results_of(state_->sweep, std::move(records), reference, dir.string());
  Summary summary = summarize_results(results, curves_by_point(dir, results));
  summary.damaged = std::move(damaged);
  return summary;
}

Comparison Experiment::compare(Metric metric, const std::string& baseline,
                               const std::string& test) const {
  return compare_points(point_runs(read_results(existing(state_->directory))), metric, baseline,
                        asked_test(test));
}

Figures Experiment::plot() const {
  const DirectoryLock lock(existing(state_->directory));
  return draw_figures(state_->directory.string());
}

fs::path Experiment::report(const ReportOptions& options) const {
  const DirectoryLock lock(existing(state_->directory));
  return write_report(state_->directory, options);
}

}  // namespace nqga
