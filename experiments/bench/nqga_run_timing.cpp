#include "nqga_run_timing.hpp"

#include <errno.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "galib_peer.hpp"
#include "run/csv.hpp"
#include "statistics/statistics.hpp"

namespace nqga_bench {

namespace {

namespace fs = std::filesystem;

constexpr int kRounds = 5;  // the two sides in turn, so that a drift of the machine slows both

// The CPU seconds (user and system) of a process run to its end, with its children's, and whether
// it exited with status 0. Its standard output goes to /dev/null, its errors to ours.
struct Finished {
  double cpu_seconds = 0;
  bool ok = false;
};

Finished run_process(const std::vector<std::string>& args) {
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (null < 0 || dup2(null, STDOUT_FILENO) < 0) _exit(127);
    execv(argv[0], argv.data());
    _exit(127);
  }
  if (pid < 0) return {};
  int status = 0;
  rusage usage{};
  pid_t waited = 0;
  do {
    waited = wait4(pid, &status, 0, &usage);
  } while (waited < 0 && errno == EINTR);
  if (waited != pid) return {};
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * t.tv_usec; };
  return {seconds(usage.ru_utime) + seconds(usage.ru_stime),
          WIFEXITED(status) && WEXITSTATUS(status) == 0};
}

void write_config(const fs::path& path, int n, bool tournament, int seeds, int generations) {
  std::ofstream out(path);
  out << "# The peer benchmark's GA (experiments/bench/galib_peer.hpp)\n"
      << "n: [" << n << "]\nseeds: " << seeds << "\nseed: 1\n"
      << "ga:\n  population: 100\n  elitism: 1\n"
      << "  selection: {method: " << (tournament ? "tournament" : "roulette") << "}\n"
      << "  crossover: {method: range, rate: 0.9}\n  mutation: {method: swap, rate: 0.2}\n"
      << "stop: {max_generations: " << generations << "}\n";
}

// `nqga run` of the config into a fresh folder under dir: the evaluations and generations of
// its runs.csv and the process's CPU time; nullopt when it failed or recorded another number of
// runs.
std::optional<Rates> time_nqga_run(const fs::path& dir, int seeds) {
  const fs::path out = dir / "run";
  fs::remove_all(out);
  const Finished run = run_process({NQGA_EXE, "run", (dir / "peer.yaml").string(), "--out",
                                    out.string(), "--jobs", "1", "--no-plot"});
  if (!run.ok) return std::nullopt;
  const nqga::Table runs = nqga::read_table((out / "runs.csv").string());
  if (static_cast<int>(runs.rows.size()) != seeds) return std::nullopt;
  Rates rates;
  for (const auto& row : runs.rows) {
    rates.add({static_cast<std::int64_t>(nqga::field_number(runs.at(row, "evaluations"))),
               static_cast<std::int64_t>(nqga::field_number(runs.at(row, "generations"))), 0});
  }
  rates.seconds = run.cpu_seconds;
  return rates;
}

Rates time_galib(int n, bool tournament, int seeds, int generations) {
  Rates rates;
  for (int seed = 1; seed <= seeds; ++seed) {
    rates.add(
        run_galib(n, tournament, PeerOperators::kRaw, static_cast<unsigned>(seed), generations));
  }
  return rates;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return nqga::quantile(values, 0.5);
}

}  // namespace

int print_nqga_run(int n, bool tournament, int seeds, int generations) {
  const fs::path dir = fs::temp_directory_path() / ("nqga_bench_peer." + std::to_string(getpid()));
  fs::create_directories(dir);
  write_config(dir / "peer.yaml", n, tournament, seeds, generations);
  std::printf(
      "n = %d, %s, %d seeds of %d generations at most; %d rounds, nqga run then GAlib's "
      "raw program:\n",
      n, tournament ? "tournament" : "roulette", seeds, generations, kRounds);
  std::vector<double> by_evaluations, by_generations;
  for (int round = 1; round <= kRounds; ++round) {
    const std::optional<Rates> ours = time_nqga_run(dir, seeds);
    if (!ours) {
      fs::remove_all(dir);
      std::fprintf(stderr, "nqga run failed\n");
      return 1;
    }
    const Rates theirs = time_galib(n, tournament, seeds, generations);
    by_evaluations.push_back(ours->rate(false) / theirs.rate(false));
    by_generations.push_back(ours->rate(true) / theirs.rate(true));
    std::printf(
        "  nqga run %lld evaluations, %lld generations in %.3f s CPU; GAlib %lld, %lld in "
        "%.3f s\n",
        static_cast<long long>(ours->evaluations), static_cast<long long>(ours->generations),
        ours->seconds, static_cast<long long>(theirs.evaluations),
        static_cast<long long>(theirs.generations), theirs.seconds);
  }
  fs::remove_all(dir);
  std::printf(
      "nqga run / GAlib, median of the rounds: %.2fx by evaluations, %.2fx by "
      "generations\n",
      median(by_evaluations), median(by_generations));
  return 0;
}

}  // namespace nqga_bench
