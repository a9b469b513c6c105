#include "runner.hpp"

#include <unistd.h>

#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>

#include "parallel.hpp"
#include "results.hpp"
#include "rng.hpp"
#include "summarize.hpp"
#include "sweep.hpp"
#include "version.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

std::string host_name() {
  char name[256] = {};
  return ::gethostname(name, sizeof name - 1) == 0 ? name : "unknown";
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The first line where two texts differ, 1-based, for a refusal message.
std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream sa(a), sb(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool ha = static_cast<bool>(std::getline(sa, la)),
               hb = static_cast<bool>(std::getline(sb, lb));
    if (!ha && !hb) return "";
    if (!ha || !hb || la != lb) {
      return "line " + std::to_string(line) + ": '" + (ha ? la : "") + "' there, '" +
             (hb ? lb : "") + "' now";
    }
  }
}

// A directory name not taken yet: DIR, else DIR-2, DIR-3, ...
fs::path unused_directory(const fs::path& dir) {
  if (!fs::exists(dir)) return dir;
  for (int k = 2;; ++k) {
    fs::path candidate = dir.string() + "-" + std::to_string(k);
    if (!fs::exists(candidate)) return candidate;
  }
}

JobRecord run_job(const Job& job, std::vector<GenerationRecord>& log) {
  const int n = job_n(job);
  Rng rng(job.seed);
  RunResult result = run_ga(n, job_ga_params(job), rng);
  JobRecord r;
  r.id = job.id;
  r.point = job.point;
  r.replicate = job.replicate;
  r.seed = job.seed;
  r.n = n;
  r.solver = "ga";
  r.solved = result.solved();
  r.stop_reason = std::string(to_string(result.stop_reason));
  r.generations = result.generations;
  r.evaluations = result.evaluations;
  r.seconds = result.seconds;
  r.best_conflicts = result.conflicts;
  // The independent validator must agree with the solver: a claimed solution has no conflict, an
  // unsolved board is still a permutation whose first problem is a shared diagonal.
  const BoardCheck check = check_board(result.board);
  r.validated =
      static_cast<int>(result.board.size()) == n &&
      (r.solved ? check.valid() : check.verdict == BoardCheck::Verdict::kDiagonalConflict);
  r.validation = check.describe(result.board);
  r.board = std::move(result.board);
  log = std::move(result.log);
  return r;
}

class Progress {
 public:
  Progress(std::ostream& err, bool enabled, int total)
      : err_(err), enabled_(enabled), total_(total), start_(std::chrono::steady_clock::now()) {}

  void job_done(bool solved) {
    std::lock_guard lock(mutex_);
    ++done_;
    solved_ += solved;
    if (!enabled_) return;
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double eta = elapsed / done_ * (total_ - done_);
    char line[160];
    std::snprintf(line, sizeof line, "\r[%d/%d jobs] %d solved, %.1f s elapsed, ETA %.0f s   ",
                  done_, total_, solved_, elapsed, eta);
    err_ << line << (done_ == total_ ? "\n" : "") << std::flush;
  }

 private:
  std::ostream& err_;
  bool enabled_;
  int total_, done_ = 0, solved_ = 0;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
};

void write_manifest(const fs::path& dir, const ExperimentConfig& config, const RunOptions& options,
                    int threads, const std::string& started, const std::string& status,
                    std::size_t jobs_total, std::size_t jobs_done) {
  const nlohmann::json manifest = {
      {"schema", 1},
      {"nqga_version", kVersion},
      {"git_commit", kGitCommit},
      {"git_dirty", kGitDirty},
      {"host", host_name()},
      {"threads", threads},
      {"command", options.command_line},
      {"config_file", config.file},
      {"started", started},
      {"finished", status == "running" ? "" : utc_now()},
      {"status", status},
      {"jobs_total", jobs_total},
      {"jobs_done", jobs_done},
  };
  write_file_atomically(dir / "manifest.json", manifest.dump(2) + "\n");
}

void print_dry_run(const Sweep& sweep, std::ostream& out) {
  out << "id,point,replicate,seed";
  for (std::size_t axis : sweep.axes) out << "," << config_keys()[axis].path;
  out << "\n";
  for (const auto& job : sweep.jobs) {
    out << job.id << "," << job.point << "," << job.replicate << "," << job.seed;
    for (std::size_t axis : sweep.axes) out << "," << csv_field(format_value(job.values[axis]));
    out << "\n";
  }
  out << sweep.jobs.size() << " jobs (" << sweep.points << " points x "
      << sweep.jobs.size() / static_cast<std::size_t>(sweep.points) << " seeds); nothing run\n";
}

}  // namespace

int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err) {
  const Sweep sweep = expand_sweep(config);
  if (options.dry_run) {
    print_dry_run(sweep, out);
    return 0;
  }

  fs::path dir = options.out.empty()
                     ? fs::path(std::get<std::string>(config.single("output.dir"))) /
                           std::get<std::string>(config.single("experiment"))
                     : fs::path(options.out);
  const std::string resolved = resolved_yaml(config);
  if (fs::exists(dir) && options.fresh) dir = unused_directory(dir);
  if (fs::exists(dir / "config.yaml")) {
    const std::string difference = first_difference(read_text(dir / "config.yaml"), resolved);
    if (!difference.empty()) {
      err << "nqga: " << dir.string() << " holds another experiment (config.yaml " << difference
          << ");\n  resume it with its own config, or use --fresh or --out DIR to start anew\n";
      return 2;
    }
  } else if (fs::exists(dir) && !fs::is_empty(dir)) {
    err << "nqga: " << dir.string()
        << " exists and is not a run directory (no config.yaml); choose another with --out DIR\n";
    return 2;
  }
  fs::create_directories(dir / "jobs");
  write_file_atomically(dir / "config.yaml", resolved);

  std::vector<JobRecord> records;
  std::vector<const Job*> todo;
  for (const auto& job : sweep.jobs) {
    if (auto record = read_job(dir, job.id)) {
      records.push_back(std::move(*record));
    } else {
      todo.push_back(&job);
    }
  }
  const int threads = options.jobs > 0 ? options.jobs : hardware_threads();
  const std::string started = utc_now();
  write_manifest(dir, config, options, threads, started, "running", sweep.jobs.size(),
                 records.size());
  if (!records.empty()) {
    err << "resuming " << dir.string() << ": " << records.size() << " of " << sweep.jobs.size()
        << " jobs already done\n";
  }

  Progress progress(err, options.progress || ::isatty(STDERR_FILENO),
                    static_cast<int>(todo.size()));
  std::mutex records_mutex;
  std::vector<std::string> failures;
  parallel_for(static_cast<std::int64_t>(todo.size()), threads, [&](std::int64_t k, int) {
    const Job& job = *todo[static_cast<std::size_t>(k)];
    try {
      std::vector<GenerationRecord> log;
      JobRecord record = run_job(job, log);
      write_job(dir, record, log);
      progress.job_done(record.solved);
      std::lock_guard lock(records_mutex);
      records.push_back(std::move(record));
    } catch (const std::exception& e) {
      std::lock_guard lock(records_mutex);
      failures.push_back("job " + std::to_string(job.id) + ": " + e.what());
    }
  });
  std::sort(records.begin(), records.end(),
            [](const JobRecord& a, const JobRecord& b) { return a.id < b.id; });

  write_file_atomically(dir / "runs.csv", runs_csv(sweep, records));
  const bool complete = records.size() == sweep.jobs.size();
  write_manifest(dir, config, options, threads, started, complete ? "complete" : "incomplete",
                 sweep.jobs.size(), records.size());

  const auto points = summarize_points(sweep, records);
  out << summary_table(points);
  out << "run directory: " << dir.string() << "\n";
  int invalid = 0;
  for (const auto& p : points) invalid += p.invalid;
  for (const auto& failure : failures) err << "nqga: " << failure << "\n";
  if (invalid) err << "nqga: " << invalid << " board(s) failed validation; see runs.csv\n";
  return invalid || !failures.empty() ? 1 : 0;
}

}  // namespace nqga
