#include "runner.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>

#include "analysis/comparison_report.hpp"
#include "memory.hpp"
#include "parallel.hpp"
#include "plot.hpp"
#include "results.hpp"
#include "rng.hpp"
#include "solvers.hpp"
#include "summarize.hpp"
#include "sweep.hpp"
#include "validate.hpp"
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

// Runs a job's solver and checks what it reports with the independent validator and, for small n,
// the exact reference.
JobRecord run_job(const Job& job, ExactReference& reference, std::vector<GenerationRecord>& log) {
  JobRecord r;
  r.id = job.id;
  r.point = job.point;
  r.replicate = job.replicate;
  r.seed = job.seed;
  r.n = job_n(job);
  r.solver = std::get<std::string>(job.values[key_index("solver")]);
  const SolverInfo* solver = find_solver(r.solver);
  if (!solver) throw std::runtime_error("no solver named '" + r.solver + "'");
  SolverRun run = solver->run(job);
  r.solved = run.solved;
  r.stop_reason = run.stop_reason;
  r.generations = run.generations;
  r.evaluations = run.evaluations;
  r.nodes = run.nodes;
  r.best_conflicts = run.best_conflicts;
  r.solutions = run.solutions;
  r.seconds = run.seconds;
  r.board = std::move(run.board);
  log = std::move(run.log);

  Verdict verdict;
  if (!solver->reports_board) {
    verdict = run.solved ? reference.check_count(r.n, r.solutions)
                         : Verdict{true, "stopped early; nothing to check", ""};
  } else if (r.board.empty()) {
    verdict = r.solved ? Verdict{false, "reported solved without a board", ""}
                       : Verdict{true, "no board reported (" + r.stop_reason + ")", ""};
  } else if (static_cast<int>(r.board.size()) != r.n) {
    verdict = {
        false,
        "the board has " + std::to_string(r.board.size()) + " rows, not " + std::to_string(r.n),
        ""};
  } else {
    verdict = r.solved ? reference.check_solution(r.board)
                       : reference.check_unsolved(r.board, r.best_conflicts);
  }
  r.validated = verdict.valid;
  r.validation = verdict.text;
  r.symmetry_class = verdict.symmetry_class;
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

// Empty when the jobs to run fit in memory with `threads` of them at once (the largest ones
// together, as the worst case); else why not, and the --jobs that would fit.
std::string memory_refusal(const std::vector<const Job*>& todo, int threads) {
  std::vector<std::pair<std::uint64_t, const Job*>> sizes;
  for (const Job* job : todo) {
    const SolverInfo* solver = find_solver(std::get<std::string>(job->values[key_index("solver")]));
    sizes.emplace_back(solver && solver->bytes ? solver->bytes(*job) : 0, job);
  }
  const auto together = std::min<std::size_t>(static_cast<std::size_t>(threads), sizes.size());
  std::partial_sort(sizes.begin(), sizes.begin() + static_cast<std::ptrdiff_t>(together),
                    sizes.end(), std::greater<>());
  std::uint64_t needed = 0;
  std::size_t fitting = 0;  // how many of the largest fit together
  const std::uint64_t available = available_memory();
  for (std::size_t k = 0; k < together; ++k) {
    needed += sizes[k].first;
    if (needed <= available) fitting = k + 1;
  }
  if (!available || needed <= available) return "";
  const Job& largest = *sizes.front().second;
  std::string text = "this sweep needs about " + format_bytes(needed) + " of memory with " +
                     std::to_string(together) +
                     " job(s) at once (n = " + std::to_string(job_n(largest)) + " with solver " +
                     std::get<std::string>(largest.values[key_index("solver")]) + " alone needs " +
                     format_bytes(sizes.front().first) + "), but only " + format_bytes(available) +
                     " is available" + memory_source();
  return text + (fitting ? "; run it with --jobs " + std::to_string(fitting)
                         : "; lower n (or ga.population) so that one job fits");
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
  // Exact solvers run once per point, so the count is not always points x seeds.
  out << sweep.jobs.size() << " jobs (" << sweep.points << " points); nothing run\n";
}

// The job table as one JSON document: axes, and per job its id, point, replicate, seed and axis
// values (as text, like summary.json's parameters).
void print_dry_run_json(const Sweep& sweep, std::ostream& out) {
  nlohmann::json axes = nlohmann::json::array(), jobs = nlohmann::json::array();
  for (std::size_t axis : sweep.axes) axes.push_back(config_keys()[axis].path);
  for (const auto& job : sweep.jobs) {
    nlohmann::json parameters = nlohmann::json::object();
    for (std::size_t axis : sweep.axes) {
      parameters[config_keys()[axis].path] = format_value(job.values[axis]);
    }
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

}  // namespace

Shard shard_from(const std::string& text, const char* const* environment_pairs) {
  auto parse = [](const std::string& index_text, const std::string& count_text,
                  const std::string& source) {
    Shard shard;
    try {
      std::size_t used_index = 0, used_count = 0;
      shard.index = std::stoi(index_text, &used_index);
      shard.count = std::stoi(count_text, &used_count);
      if (used_index != index_text.size() || used_count != count_text.size())
        throw std::invalid_argument("");
    } catch (const std::logic_error&) {
      throw ConfigError(source + ": expected I/K with whole numbers, e.g. --shard 0/4");
    }
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
      throw ConfigError(source + ": shard I/K needs 0 <= I < K, got " + index_text + "/" +
                        count_text);
    }
    return shard;
  };
  if (!text.empty()) {
    const auto slash = text.find('/');
    if (slash == std::string::npos)
      throw ConfigError("--shard " + text + ": expected I/K, e.g. --shard 0/4");
    return parse(text.substr(0, slash), text.substr(slash + 1), "--shard " + text);
  }
  for (const char* const* pair = environment_pairs; pair[0]; pair += 2) {
    const char* index = std::getenv(pair[0]);
    const char* count = std::getenv(pair[1]);
    if (index && count) {
      return parse(index, count, std::string(pair[0]) + "=" + index + ", " + pair[1] + "=" + count);
    }
  }
  return {};
}

const char* const kShardEnvironment[] = {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT",
                                         "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", nullptr};

namespace {

// A sweep stops taking new jobs on SIGINT (Ctrl-C) or when a result cannot be written; the jobs in
// flight finish either way.
std::atomic<bool> stopping{false}, interrupted{false};
extern "C" void on_interrupt(int) {
  interrupted = true;
  stopping = true;
}

// Every job record present in the directory, by id.
// Every job record present in the directory, by id. One directory listing finds the candidates,
// so a fresh sweep costs no failed opens.
std::vector<JobRecord> present_records(const fs::path& dir, const Sweep& sweep) {
  std::vector<bool> listed(sweep.jobs.size());
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir / "jobs", error)) {
    const std::string name = entry.path().filename().string();
    if (!name.ends_with(".json")) continue;
    const std::string stem = name.substr(0, name.size() - 5);
    if (stem.empty() || stem.find_first_not_of("0123456789") != std::string::npos ||
        stem.size() > 9) {
      continue;
    }
    const auto id = static_cast<std::size_t>(std::stoul(stem));
    if (id < listed.size()) listed[id] = true;
  }
  std::vector<JobRecord> records;
  for (std::size_t id = 0; id < listed.size(); ++id) {
    if (!listed[id]) continue;
    if (auto record = read_job(dir, static_cast<int>(id))) records.push_back(std::move(*record));
  }
  return records;
}

ExactReference reference_for(const ExperimentConfig& config) {
  return ExactReference(
      static_cast<int>(std::get<std::int64_t>(config.single("validate.exact_up_to"))));
}

// Rebuilds the tables (summaries and comparison) from the jobs present, prints the summary,
// returns the number of invalid boards.
int summarize_into(const fs::path& dir, const Sweep& sweep, const std::vector<JobRecord>& records,
                   ExactReference& reference, std::ostream& out, const CurvesById& known = {}) {
  const auto points = write_summaries(dir, sweep, records, reference, known);
  out << summary_table(points);
  if (records.size() < sweep.jobs.size()) {
    out << sweep.jobs.size() - records.size() << " of " << sweep.jobs.size()
        << " jobs missing (other shards, or not run yet)\n";
  }
  out << update_comparison(dir);
  int invalid = 0;
  for (const auto& p : points) invalid += p.invalid;
  return invalid;
}

}  // namespace

int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err) {
  const Sweep sweep = expand_sweep(config);
  const Shard shard = shard_from(options.shard, kShardEnvironment);
  if (options.dry_run) {
    (options.json ? print_dry_run_json : print_dry_run)(sweep, out);
    return 0;
  }
  std::ostream discard(nullptr);
  std::ostream& text = options.json ? discard : out;  // with --json, stdout is the summary only

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
  std::vector<JobRecord> records = present_records(dir, sweep);
  std::vector<bool> done(sweep.jobs.size());
  for (const auto& r : records) done[static_cast<std::size_t>(r.id)] = true;
  std::vector<const Job*> todo;
  for (const auto& job : sweep.jobs) {
    if (!done[static_cast<std::size_t>(job.id)] && job.id % shard.count == shard.index)
      todo.push_back(&job);
  }
  const int threads = options.jobs > 0 ? options.jobs : hardware_threads();
  if (const std::string refusal = memory_refusal(todo, threads); !refusal.empty()) {
    err << "nqga: " << refusal << "\n";
    return 2;
  }
  try {
    fs::create_directories(dir / "jobs");
  } catch (const fs::filesystem_error& e) {
    err << "nqga: cannot create the run directory " << dir.string() << ": " << e.code().message()
        << "; choose another with --out DIR\n";
    return 2;
  }
  write_file_atomically(dir / "config.yaml", resolved);
  const std::string started = utc_now();
  write_manifest(dir, config, options, threads, started, "running", sweep.jobs.size(),
                 records.size());
  if (!records.empty()) {
    err << "resuming " << dir.string() << ": " << records.size() << " of " << sweep.jobs.size()
        << " jobs already done\n";
  }

  ExactReference reference = reference_for(config);
  interrupted = false;
  stopping = false;
  const auto previous_handler = std::signal(SIGINT, on_interrupt);
  Progress progress(err, options.progress || ::isatty(STDERR_FILENO),
                    static_cast<int>(todo.size()));
  std::mutex records_mutex;
  CurvesById curves;  // of the jobs run now, so that the summary need not read their logs back
  std::vector<std::string> failures;
  std::string write_failure;  // the first result that could not be written
  parallel_for(
      static_cast<std::int64_t>(todo.size()), threads,
      [&](std::int64_t k, int) {
        const Job& job = *todo[static_cast<std::size_t>(k)];
        try {
          std::vector<GenerationRecord> log;
          JobRecord record = run_job(job, reference, log);
          write_job(dir, record, log);
          progress.job_done(record.solved);
          Curves job_curves = curves_of(log);
          std::lock_guard lock(records_mutex);
          if (!job_curves.best.empty()) curves[record.id] = std::move(job_curves);
          records.push_back(std::move(record));
        } catch (const WriteError& e) {
          std::lock_guard lock(records_mutex);
          if (write_failure.empty()) write_failure = e.what();
          stopping = true;
        } catch (const std::exception& e) {
          std::lock_guard lock(records_mutex);
          failures.push_back("job " + std::to_string(job.id) + ": " + e.what());
        }
      },
      &stopping);
  std::signal(SIGINT, previous_handler);
  std::sort(records.begin(), records.end(),
            [](const JobRecord& a, const JobRecord& b) { return a.id < b.id; });

  // The tables of the records present (after a write failure only if there is room left: the
  // records already written stay valid either way).
  int invalid = 0;
  try {
    invalid = summarize_into(dir, sweep, records, reference, text, curves);
    if (options.json) out << read_text(dir / "summary.json");
    const bool complete = records.size() == sweep.jobs.size();
    write_manifest(dir, config, options, threads, started, complete ? "complete" : "incomplete",
                   sweep.jobs.size(), records.size());
  } catch (const WriteError&) {
    if (write_failure.empty()) throw;
  }
  if (!write_failure.empty()) {
    err << "nqga: " << write_failure << ".\n  The sweep stopped after the jobs in flight; "
        << records.size() << " of " << sweep.jobs.size()
        << " jobs are done and kept. Make room (or fix the directory) and run the same command "
           "again to resume.\n";
    return 1;
  }
  text << "run directory: " << dir.string() << "\n";
  if (!options.no_plot && !interrupted) plot_directory(dir.string(), text, err);
  for (const auto& failure : failures) err << "nqga: " << failure << "\n";
  if (interrupted) {
    err << "nqga: interrupted after the jobs in flight; " << records.size() << " of "
        << sweep.jobs.size() << " jobs are done. Run the same command again to resume.\n";
    return 130;
  }
  if (invalid) err << "nqga: " << invalid << " reported board(s) failed validation; see runs.csv\n";
  return invalid || !failures.empty() ? 1 : 0;
}

int summarize_directory(const std::string& dir, bool json, std::ostream& out, std::ostream& err) {
  const fs::path config_path = fs::path(dir) / "config.yaml";
  if (!fs::exists(config_path)) {
    err << "nqga summarize: " << dir << " is not a run directory (no config.yaml)\n";
    return 2;
  }
  const ExperimentConfig config = load_config(config_path.string(), {});
  const Sweep sweep = expand_sweep(config);
  const std::vector<JobRecord> records = present_records(dir, sweep);
  ExactReference reference = reference_for(config);
  std::ostream discard(nullptr);
  const int invalid = summarize_into(dir, sweep, records, reference, json ? discard : out);
  if (json) out << read_text(fs::path(dir) / "summary.json");
  return invalid ? 1 : 0;
}

}  // namespace nqga
