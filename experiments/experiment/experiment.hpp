// The experiment as a C++ API: what `nqga run`, `nqga summarize` and `nqga plot` do, as calls that
// return data. Load a config (with key=value overrides), look at its points and jobs, run it into
// a run directory (threads, shards, resume, the run lock and interrupts as `nqga run`), then read
// its summary, its comparison and its figures. Every file it writes is the one `nqga run` writes:
// the command line is a shell over this type. docs/api.md shows a whole program.
//
// Installed as <nqga/experiment/experiment.hpp>; the headers it names are installed beside it, so
// that it includes them by relative path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "../comparison/compare.hpp"
#include "../figures/plot.hpp"
#include "../report/report.hpp"
#include "../run/design.hpp"
#include "../run/job_order.hpp"
#include "../tables/point_summary.hpp"

namespace nqga {

struct ExperimentConfig;  // config/config.hpp: a loaded config, for the command line
struct Interrupts;        // run/interrupts.hpp: interrupts a caller raises instead of signals
struct GenerationRecord;  // run_result.hpp: one generation of a GA run

// One parameter point of the sweep.
struct ExperimentPoint {
  int point = 0;
  std::string label;  // "n=16 ga.selection.method=tournament", as summary.csv writes it
  int n = 0;
  std::string solver;
  // The axes in effect at the point and their values as tables write them, in axis order.
  std::vector<std::pair<std::string, std::string>> parameters;
  int jobs = 0;  // its seeds, or 1 for a deterministic solver
};

// One job: a point's replicate with its seed. Its id names the same run on every machine.
struct ExperimentJob {
  int id = 0, point = 0, replicate = 0;
  std::uint64_t seed = 0;
  std::vector<std::string> axis_values;  // parallel to axes(): "" where the key is not in effect
};

// How to run an experiment; the defaults are `nqga run CONFIG`'s.
struct RunSettings {
  std::string out;        // the run directory; empty: output.dir/experiment
  int jobs = 0;           // worker threads; 0: the machine's hardware threads
  std::string shard;      // "I/K": run the jobs with id % K == I; empty: from Slurm or Open MPI
  bool fresh = false;     // never resume: start in a new directory (out, else out-2, out-3, ...)
  bool progress = false;  // progress lines on the log
  bool no_plot = false;   // leave the figures and report.html out (plot(), report() later)
  bool resume_anyway = false;             // resume a directory that another program made
  JobOrder order = JobOrder::kSeedMajor;  // the order the jobs run in (run/job_order.hpp)
  // The calling program's identity ("my_nqga 1.3", as cli_main's `program`), recorded beside
  // nqga's version and commit; resuming another program's directory is refused.
  std::string program;
  std::string command_line;  // recorded in manifest.json and the run lock
  // Null: SIGINT and SIGTERM stop the run as `nqga run`. Given (a program that handles signals
  // itself), these instead: the first stops taking jobs, the second abandons those in flight and
  // run() returns; nothing ends the process.
  Interrupts* interrupts = nullptr;
  // Called with the job's id and each generation's record as a GA job runs (those it runs now:
  // a job continued from its checkpoint, from there on), on the job's worker thread, one job's
  // generations in order and the jobs' interleaved. Watches only: it sees every generation, where
  // a long run's log keeps a thinned record (log_thinning.hpp). An exception from it fails the
  // job, as a solver's does.
  std::function<void(int job, const GenerationRecord& record)> on_generation;
};

// What a run directory's tables came to.
struct Summary {
  std::vector<PointSummary> points;  // summary.csv, one per point
  std::size_t jobs_total = 0;        // in the sweep
  std::size_t jobs_present = 0;      // with a record (other shards' too)
  std::vector<std::string> damaged;  // records refused as damaged: their jobs run again
  std::string comparison;  // how many pairs comparison.csv compares, and how many not; or ""
  int invalid() const;     // boards that failed validation, over all points
  // design_summary.csv as printed text (configuration x problem over the instances) when the
  // design has instance axes; else "".
  std::string by_instances;
};

// What run() did.
struct RunReport {
  std::filesystem::path directory;    // the run directory (a new one with `fresh`)
  std::size_t jobs_total = 0;         // in the sweep
  std::size_t jobs_done = 0;          // with a record at the end (other shards' too)
  std::size_t resumed = 0;            // jobs whose records were there before the run
  std::optional<Summary> summary;     // the tables, rewritten from every record present
  std::optional<Figures> figures;     // drawn unless no_plot, interrupted or a write failed
  std::filesystem::path page;         // report.html, written after the figures; or empty
  std::string page_failure;           // why report.html was not written; the data is complete
  std::vector<std::string> failures;  // "job 7: what went wrong"
  std::string write_failure;          // the first result or table that could not be written
  int signal = 0;                     // SIGINT stopped it after the jobs in flight
  // 0 every job ran and validated, 1 a board failed validation or a job or a write failed,
  // 128 + signal when interrupted.
  int exit_code() const;
};

// A run directory that cannot be used now, or by this nqga: what() says why and what to do.
// Nothing was written.
struct RunDirectoryRefused : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Experiment {
 public:
  // Loads CONFIG with `key=value` overrides (as `nqga run CONFIG key=value ...`) and expands its
  // sweep. Throws ConfigError, a std::runtime_error whose what() names file:line:col and key.
  static Experiment load(const std::string& config_file,
                         const std::vector<std::string>& overrides = {});
  // The experiment run directory `dir` holds (its config.yaml, and the instances it stored for
  // problem.file), to summarize, compare or plot. Throws RunDirectoryRefused when `dir` is no run
  // directory, one of a later nqga, or its stored instances are damaged.
  static Experiment open(const std::filesystem::path& dir);
  explicit Experiment(ExperimentConfig config);
  Experiment(Experiment&&) noexcept;
  Experiment& operator=(Experiment&&) noexcept;
  ~Experiment();

  // The sweep: its axes (the list-valued keys), points and jobs, and the keys the config sets
  // that no point uses.
  std::vector<std::string> axes() const;
  std::vector<ExperimentPoint> points() const;
  std::vector<ExperimentJob> jobs() const;
  // The design: each axis's role (configuration factor, problem, instance) and values, and the
  // replicates; what design.json records.
  Design design() const;
  const std::vector<std::string>& warnings() const;

  // The run directory run(settings) goes into: settings.out, else output.dir/experiment (with
  // `fresh`, run() takes the first free name beside it). Throws ConfigError as run() does for an
  // experiment name that leaves output.dir or names it itself ("."), a control character in a
  // folder's name, and a path the system cannot follow; writes nothing.
  std::filesystem::path directory_for(const RunSettings& settings) const;

  // Runs the jobs of this process's shard that have no record yet into the run directory, each
  // validated and written the moment it finishes; then, under the directory's lock, rewrites the
  // tables from every record present and draws the figures. `log` gets what a person watches:
  // resuming, damaged records, progress, checkpoints. SIGINT while it runs stops
  // taking jobs (a second ends the process, as `nqga run`) and SIGTERM ends it at once, the jobs
  // in flight abandoned, unless settings.interrupts. Throws
  // RunDirectoryRefused (a directory in use, of another experiment or program, not writable; a
  // sweep too big for the memory) and ConfigError (`fresh` with shards, a bad shard).
  RunReport run(const RunSettings& settings, std::ostream& log);

  // The run directory: where run() ran, or open()'s; empty before either (and then the calls
  // below throw RunDirectoryRefused).
  const std::filesystem::path& directory() const;
  // Rebuilds the tables (runs.csv, summary.csv/json, comparison) from the records present,
  // under the directory's lock. Throws RunDirectoryRefused for a record of a later nqga.
  Summary summarize();
  // The configurations of each problem point compared on `metric` (or each against `baseline`,
  // words of a label), with the registered test `test` where given
  // (comparison/rank_test_registry.hpp), from the tables. Throws AnalysisError, also for a test
  // that is not registered or does not fit.
  Comparison compare(Metric metric = Metric::kEvaluations, const std::string& baseline = "",
                     const std::string& test = "") const;
  // Draws the figures into directory()/plots, under the directory's lock.
  Figures plot() const;
  // Writes the HTML report (directory()/report.html unless options.out says), and the LaTeX
  // tables when asked; returns the page's path. Throws AnalysisError for damaged tables.
  std::filesystem::path report(const ReportOptions& options = {}) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace nqga
