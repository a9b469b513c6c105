#include "cli/run_command.hpp"

#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "run/csv.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/interrupts.hpp"
#include "run/run_directory.hpp"
#include "run/shard.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// Whether `shard` runs job `id` (runner.hpp's jobs_to_run).
bool in_shard(int id, const Shard& shard) { return id % shard.count == shard.index; }

// The jobs of `shard` only, so that a dry run of a shard shows what that process would run.
void print_dry_run(const Experiment& experiment, const Shard& shard, std::ostream& out) {
  const auto points = experiment.points();
  const auto jobs = experiment.jobs();
  out << "id,point,replicate,seed";
  for (const auto& axis : experiment.axes()) out << "," << axis;
  out << "\n";
  std::size_t listed = 0;
  for (const auto& job : jobs) {
    if (!in_shard(job.id, shard)) continue;
    ++listed;
    out << job.id << "," << job.point << "," << job.replicate << "," << job.seed;
    for (const auto& value : job.axis_values) out << "," << csv_field(value);
    out << "\n";
  }
  // The points by the keys in effect at each: a key crossed only with the choices that use it
  // shows where it is left out.
  for (const auto& point : points) out << "point " << point.point << ": " << point.label << "\n";
  // Exact solvers run once per point, so the count is not always points x seeds.
  out << jobs.size() << " jobs (" << points.size() << " points)";
  if (shard.count > 1) {
    out << "; shard " << shard.index << "/" << shard.count << " runs the " << listed << " listed";
  }
  out << "; nothing run\n";
}

// The job table as one JSON document: axes, and per job of `shard` its id, point, replicate, seed
// and axis values (as text, like summary.json's parameters).
void print_dry_run_json(const Experiment& experiment, const Shard& shard, std::ostream& out) {
  const auto points = experiment.points();
  const auto all = experiment.jobs();
  nlohmann::json jobs = nlohmann::json::array();
  for (const auto& job : all) {
    if (!in_shard(job.id, shard)) continue;
    nlohmann::json parameters = nlohmann::json::object();
    for (const auto& [path, value] : points[job.point].parameters) parameters[path] = value;
    jobs.push_back({{"id", job.id},
                    {"point", job.point},
                    {"replicate", job.replicate},
                    {"seed", job.seed},
                    {"parameters", parameters}});
  }
  out << nlohmann::json{{"jobs_total", all.size()},
                        {"shard", std::to_string(shard.index) + "/" + std::to_string(shard.count)},
                        {"points", points.size()},
                        {"axes", experiment.axes()},
                        {"jobs", jobs}}
             .dump(2)
      << "\n";
}

// The summary table, the jobs missing and what the comparison compared; returns the invalid
// boards.
int print_summary(const Summary& summary, std::ostream& out) {
  out << summary_text(summary.points) << summary.by_instances;
  if (summary.jobs_present < summary.jobs_total) {
    const std::size_t refused = summary.damaged.size();
    out << summary.jobs_total - summary.jobs_present << " of " << summary.jobs_total
        << " jobs missing ("
        << (refused ? std::to_string(refused) + " refused as damaged: nqga run runs them again; "
                    : std::string())
        << "other shards, or not run yet)\n";
  }
  out << summary.comparison;
  return summary.invalid();
}

// What drawing the figures came to; returns the exit code.
int print_figures(const Figures& figures, std::ostream& out, std::ostream& err) {
  for (const auto& reason : figures.not_drawn) out << "not drawn: " << reason << "\n";
  if (figures.gnuplot_missing) {
    out << "gnuplot is not installed, so no figures were drawn; the plot data is in "
        << figures.folder.string()
        << "/*.csv.\n  Install it (apt-get install gnuplot-nox) and run `nqga plot " << figures.dir
        << "`.\n";
  }
  for (const auto& failure : figures.failures) err << "nqga plot: " << failure << "\n";
  if (figures.rendered) {
    out << "plots: " << figures.drawn.size() << " files in " << figures.folder.string() << "\n";
  }
  return figures.exit_code();
}

// The closing words of a run, and its exit code.
int print_ending(const RunReport& report, std::ostream& err) {
  const std::size_t done = report.jobs_done, total = report.jobs_total;
  if (!report.write_failure.empty()) {
    err << "nqga: " << report.write_failure << ".\n  The sweep stopped after the jobs in flight; "
        << done << " of " << total
        << " jobs are done and kept. Make room (or fix the directory) and run the same command "
           "again to "
        << (done < total ? "resume" : "write the tables") << ".\n";
    return report.exit_code();
  }
  for (const auto& failure : report.failures) err << "nqga: " << failure << "\n";
  if (report.signal) {
    err << "nqga: " << signal_name(report.signal) << ": stopped after the jobs in flight; " << done
        << " of " << total << " jobs are done. Run the same command again to resume.\n";
    return report.exit_code();
  }
  if (const int invalid = report.summary ? report.summary->invalid() : 0) {
    err << "nqga: " << invalid << " reported board(s) failed validation; see runs.csv\n";
  }
  return report.exit_code();
}

}  // namespace

int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err) {
  Experiment experiment(config);
  for (const auto& warning : experiment.warnings()) err << "nqga: warning: " << warning << "\n";
  // A bad --shard is refused even in a dry run, which lists the shard's jobs only.
  const Shard shard = shard_from(options.shard, kShardEnvironment);
  if (options.dry_run) {
    experiment.directory_for(options);  // refused as the run would refuse it
    (options.json ? print_dry_run_json : print_dry_run)(experiment, shard, out);
    return 0;
  }
  RunSettings settings = options;
  settings.progress = options.progress || ::isatty(STDERR_FILENO);
  RunReport report;
  try {
    report = experiment.run(settings, err);
  } catch (const RunDirectoryRefused& e) {
    err << "nqga: " << e.what() << "\n";
    return 2;
  }
  std::ostream discard(nullptr);
  std::ostream& text = options.json ? discard : out;  // with --json, stdout is the summary only
  if (report.summary) print_summary(*report.summary, text);
  if (report.write_failure.empty()) text << "run directory: " << report.directory.string() << "\n";
  if (report.figures) print_figures(*report.figures, text, err);
  if (!report.page.empty()) text << "report: " << report.page.string() << "\n";
  if (!report.page_failure.empty()) {
    err << "nqga: the report was not written: " << report.page_failure
        << "; the run's data is complete: `nqga report " << report.directory.string()
        << "` tries again\n";
  }
  if (options.json && fs::exists(report.directory / "summary.json")) {
    out << read_text(report.directory / "summary.json");
  }
  return print_ending(report, err);
}

int summarize_directory(const std::string& dir, bool json, std::ostream& out, std::ostream& err) {
  try {
    Experiment experiment = Experiment::open(dir);
    const Summary summary = experiment.summarize();
    for (const auto& damage : summary.damaged) err << "nqga summarize: refused " << damage << "\n";
    std::ostream discard(nullptr);
    const int invalid = print_summary(summary, json ? discard : out);
    if (json) out << read_text(fs::path(dir) / "summary.json");
    return invalid ? 1 : 0;
  } catch (const RunDirectoryRefused& e) {
    err << "nqga summarize: " << e.what() << "\n";
    return 2;
  }
}

int plot_command(const std::string& dir, std::ostream& out, std::ostream& err) {
  for (const std::string& refusal : {later_schema_refusal(dir), outside_link_refusal(dir)}) {
    if (refusal.empty()) continue;
    err << "nqga plot: " << refusal << "\n";
    return 2;
  }
  if (!fs::exists(fs::path(dir) / "config.yaml")) {
    return print_figures(draw_figures(dir), out, err);
  }
  const DirectoryLock lock(dir);
  return print_figures(draw_figures(dir), out, err);
}

}  // namespace nqga
