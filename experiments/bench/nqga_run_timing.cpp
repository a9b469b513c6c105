#include "nqga_run_timing.hpp"

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
#include <sstream>
#include <string>
#include <vector>

#include "galib_peer.hpp"

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
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    execv(argv[0], argv.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) return {};
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * t.tv_usec; };
  return {seconds(usage.ru_utime) + seconds(usage.ru_stime),
          WIFEXITED(status) && WEXITSTATUS(status) == 0};
}

// The sums of runs.csv's evaluations and generations over its rows.
struct Totals {
  std::int64_t evaluations = 0, generations = 0;
  int runs = 0;
};

Totals sum_runs(const fs::path& runs_csv) {
  std::ifstream in(runs_csv);
  std::string line, cell;
  std::getline(in, line);
  std::vector<std::string> header;
  for (std::istringstream cells(line); std::getline(cells, cell, ',');) header.push_back(cell);
  Totals totals;
  while (std::getline(in, line)) {
    std::istringstream cells(line);
    for (std::size_t column = 0; std::getline(cells, cell, ',') && column < header.size();
         ++column) {
      if (header[column] == "evaluations") totals.evaluations += std::stoll(cell);
      if (header[column] == "generations") totals.generations += std::stoll(cell);
    }
    ++totals.runs;
  }
  return totals;
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

// One side of a round: evaluations and generations in all, and the CPU seconds they took.
struct Side {
  std::int64_t evaluations = 0, generations = 0;
  double seconds = 0;
  double rate(bool by_generations) const {
    return static_cast<double>(by_generations ? generations : evaluations) / seconds;
  }
};

// `nqga run` of the config into a fresh folder under dir; nullopt when it failed.
std::optional<Side> time_nqga_run(const fs::path& dir, int seeds) {
  const fs::path out = dir / "run";
  fs::remove_all(out);
  const Finished run = run_process({NQGA_EXE, "run", (dir / "peer.yaml").string(), "--out",
                                    out.string(), "--jobs", "1", "--no-plot"});
  const Totals totals = run.ok ? sum_runs(out / "runs.csv") : Totals{};
  if (!run.ok || totals.runs != seeds) return std::nullopt;
  return Side{totals.evaluations, totals.generations, run.cpu_seconds};
}

Side time_galib(int n, bool tournament, int seeds, int generations) {
  Side side;
  for (int seed = 1; seed <= seeds; ++seed) {
    const PeerRun one =
        run_galib(n, tournament, PeerOperators::kRaw, static_cast<unsigned>(seed), generations);
    side.evaluations += one.evaluations;
    side.generations += one.generations;
    side.seconds += one.cpu_seconds;
  }
  return side;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t half = values.size() / 2;
  return values.size() % 2 ? values[half] : (values[half - 1] + values[half]) / 2;
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
    const std::optional<Side> ours = time_nqga_run(dir, seeds);
    if (!ours) {
      fs::remove_all(dir);
      std::fprintf(stderr, "nqga run failed\n");
      return 1;
    }
    const Side theirs = time_galib(n, tournament, seeds, generations);
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
