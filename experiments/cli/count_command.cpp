#include "cli/count_command.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

#include "config/config.hpp"
#include "count/count_runner.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/shard.hpp"
#include "run/threads.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// What the command prints: the count, or with a count directory that still misses subproblems,
// how far it is.
struct CountReport {
  int n = 0;
  SolutionCount count;
  double seconds = 0;
  int threads = 1;
  SearchKernel kernel = SearchKernel::scalar;
  std::string dir;  // empty: counted in memory
  Shard shard;
  std::size_t subproblems = 0, done = 0, run = 0;
};

void print_report(const CountReport& r, bool json, std::ostream& out) {
  const bool complete = r.done == r.subproblems;
  if (json) {
    nlohmann::json j = {{"n", r.n},
                        {"seconds", r.seconds},
                        {"threads", r.threads},
                        {"kernel", kernel_name(r.kernel)}};
    if (complete) {
      j["total"] = r.count.total;
      j["unique"] = r.count.unique;
    }
    if (!r.dir.empty()) {
      j["dir"] = r.dir;
      j["complete"] = complete;
      j["shard"] = std::to_string(r.shard.index) + "/" + std::to_string(r.shard.count);
      j["subproblems"] = r.subproblems;
      j["subproblems_done"] = r.done;
      j["subproblems_run"] = r.run;
    }
    out << j.dump() << "\n";
    return;
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
  const std::string how = std::string(seconds) + " s, " + std::to_string(r.threads) +
                          (r.threads == 1 ? " thread, " : " threads, ") + kernel_name(r.kernel);
  if (complete) {
    out << "n = " << r.n << ": " << r.count.total << " solutions, " << r.count.unique << " unique ("
        << how << ")\n";
  } else {
    out << "n = " << r.n << ": " << r.done << " of " << r.subproblems
        << " subproblems counted; the others belong to other shards or are not run yet (" << how
        << ")\n";
  }
  if (!r.dir.empty()) {
    out << "count directory: " << r.dir << " (" << r.run
        << " subproblems run by this process, shard " << r.shard.index << "/" << r.shard.count
        << ")\n";
  }
}

// The counts of every subproblem, in id order, from records present for all of them.
std::vector<std::uint64_t> counts_of(const std::map<int, CountRecord>& records) {
  std::vector<std::uint64_t> counts;
  for (const auto& [id, record] : records) counts.push_back(record.count);
  return counts;
}

// The ids in `ids`, the largest estimated cost first (so the workers end together).
std::vector<int> largest_first(std::vector<int> ids, const std::vector<std::uint64_t>& costs) {
  std::stable_sort(ids.begin(), ids.end(), [&](int a, int b) {
    return costs[static_cast<std::size_t>(a)] > costs[static_cast<std::size_t>(b)];
  });
  return ids;
}

// Counts in memory, on this process's threads.
void count_in_memory(const CountOptions& o, const std::vector<CountSubproblem>& subproblems,
                     CountReport& report, bool show, std::ostream& err) {
  if (!o.shard.empty()) {
    throw std::invalid_argument(
        "--shard needs --out DIR, the count directory where the shards' records meet");
  }
  // The estimates serve only the ETA here, so they are made only for it.
  const std::vector<std::uint64_t> costs = show ? estimated_costs(o.n, subproblems, report.threads)
                                                : std::vector<std::uint64_t>(subproblems.size(), 1);
  std::vector<int> all(subproblems.size());
  for (std::size_t k = 0; k < all.size(); ++k) all[k] = static_cast<int>(k);
  const CountRunOutcome outcome =
      run_count_subproblems("", o.n, subproblems, largest_first(all, costs), costs, report.threads,
                            report.kernel, err, show);
  std::vector<std::uint64_t> counts(subproblems.size());
  for (const CountRecord& r : outcome.records) counts[static_cast<std::size_t>(r.id)] = r.count;
  report.count = assemble_count(o.n, subproblems, counts);
  report.done = report.run = subproblems.size();
}

// Counts the subproblems this shard owns that have no record in the count directory yet, then,
// under the directory's lock, reads every record present and assembles the result when all are
// in. Returns "" or why a record or the result could not be written.
std::string count_in_directory(const CountOptions& o,
                               const std::vector<CountSubproblem>& subproblems, CountReport& report,
                               bool show, std::ostream& err) {
  report.shard = shard_from(o.shard, kShardEnvironment);
  report.dir = o.out;
  const fs::path dir = o.out;
  std::string refusal = count_directory_refusal(dir, o.n);
  if (refusal.empty()) refusal = prepare_count_directory(dir, o.n);
  if (!refusal.empty()) throw CountStoreError(refusal);
  const std::map<int, CountRecord> present = read_count_records(dir, o.n, subproblems);
  const std::vector<std::uint64_t> costs = estimated_costs(o.n, subproblems, report.threads);
  const std::vector<int> owners = balanced_owners(costs, report.shard.count);
  std::vector<int> todo;
  for (const CountSubproblem& s : subproblems) {
    if (owners[static_cast<std::size_t>(s.id)] == report.shard.index && !present.count(s.id))
      todo.push_back(s.id);
  }
  if (!present.empty()) {
    err << "resuming " << dir.string() << ": " << present.size() << " of " << subproblems.size()
        << " subproblems already counted\n";
  }
  const CountRunOutcome outcome =
      run_count_subproblems(dir, o.n, subproblems, largest_first(todo, costs), costs,
                            report.threads, report.kernel, err, show);
  report.run = outcome.records.size();
  try {
    const DirectoryLock lock(dir);
    const std::map<int, CountRecord> records = read_count_records(dir, o.n, subproblems);
    report.done = records.size();
    if (report.done == subproblems.size()) {
      report.count = assemble_count(o.n, subproblems, counts_of(records));
      const int half_turn = static_cast<int>(subproblems.size()) - 2;  // then quarter_turn
      write_count_result(dir, o.n, report.count, subproblems.size(), records.at(half_turn).count,
                         records.at(half_turn + 1).count);
    }
  } catch (const WriteError& e) {
    return outcome.write_failure.empty() ? e.what() : outcome.write_failure;
  }
  return outcome.write_failure;
}

}  // namespace

int bitboard_count_command(const CountOptions& o, std::ostream& out, std::ostream& err) {
  const auto start = std::chrono::steady_clock::now();
  CountReport report;
  report.n = o.n;
  report.kernel = resolve_kernel(kernel_from_name(o.kernel));
  const std::vector<CountSubproblem> subproblems = count_subproblems(o.n);  // checks n
  report.subproblems = subproblems.size();
  report.threads =
      threads_for("--threads", o.threads, static_cast<std::int64_t>(subproblems.size()), err);
  const bool show = o.progress || (::isatty(STDERR_FILENO) && o.n >= 16);
  try {
    if (o.out.empty()) {
      count_in_memory(o, subproblems, report, show, err);
    } else if (const std::string failure = count_in_directory(o, subproblems, report, show, err);
               !failure.empty()) {
      err << "nqga count: " << failure << ".\n  The subproblems counted so far are kept in "
          << o.out << "; make room (or fix the directory) and run the same command again to "
          << "resume.\n";
      return 1;
    }
  } catch (const CountStoreError& e) {
    err << "nqga count: " << e.what() << "\n";
    return 2;
  } catch (const ConfigError& e) {
    err << "nqga count: " << e.what() << "\n";
    return 2;
  } catch (const std::invalid_argument&) {
    throw;                               // bad input: count_command reports it
  } catch (const std::logic_error& e) {  // Burnside's check
    err << "nqga count: " << e.what()
        << "; the counts recorded are inconsistent (a record is wrong): delete the records of "
        << "the subproblems you doubt and run the same command again\n";
    return 1;
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  print_report(report, o.json, out);
  return 0;
}

}  // namespace nqga
