// Any bytes as one file of a whole run directory (a small sweep run once in-process), or as the
// file a job record's link leads to -> its results, or a clean AnalysisError. A derived file
// (runs.csv, summary.csv, design.json, comparison.csv, ...) never changes the results: they are
// rebuilt from the job records, which the model checks; the fuzzer aborts when a derived file's
// bytes reach a table.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "experiment/experiment.hpp"
#include "readers.hpp"
#include "results/read_results.hpp"
#include "tables/design_summary.hpp"
#include "tables/summarize.hpp"

namespace nqga::fuzzing {

namespace {

namespace fs = std::filesystem;

// The files the fuzzer writes: derived ones first, then a record and its log.
constexpr const char* kFiles[] = {"runs.csv",
                                  "summary.csv",
                                  "summary.json",
                                  "design.json",
                                  "design_summary.csv",
                                  "comparison.csv",
                                  "generations_quantiles.csv",
                                  "fixed_target.csv",
                                  "jobs/0.json",
                                  "jobs/0.gens.csv"};
constexpr std::size_t kDerived = 8;
constexpr std::size_t kChoices = sizeof kFiles / sizeof kFiles[0] + 1;  // and a link to the bytes

// The tables the results give, as text: what a derived file must never change.
std::string tables_of(const Results& results) {
  return table_csv(runs_table(results)) + table_csv(summary_table(results)) +
         table_csv(design_summary_table(results));
}

struct Pristine {
  fs::path dir, work;
  std::string tables;
};

// A sweep of two selections at n = 6, two seeds each, run once into a folder of this process.
const Pristine& pristine() {
  static const Pristine made = [] {
    Pristine p;
    const fs::path root =
        fs::temp_directory_path() / ("nqga_whole_directory_fuzz_" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root);
    std::ofstream(root / "s.yaml")
        << "n: 6\nseeds: 2\nga: {population: 8, selection: {method: [roulette, tournament]}}\n";
    p.dir = root / "run";
    p.work = root / "work";
    RunSettings settings;
    settings.out = p.dir.string();
    settings.jobs = 1;
    settings.no_plot = true;
    std::ostringstream log;
    Experiment::load((root / "s.yaml").string()).run(settings, log);
    p.tables = tables_of(read_results(p.dir));
    return p;
  }();
  return made;
}

}  // namespace

void whole_directory(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return;
  const Pristine& p = pristine();
  fs::remove_all(p.work);
  fs::copy(p.dir, p.work, fs::copy_options::recursive);
  const std::size_t choice = data[0] % kChoices;
  const std::string bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  if (choice < kChoices - 1) {
    std::ofstream(p.work / kFiles[choice], std::ios::binary) << bytes;
  } else {  // jobs/0.json a link to a file outside the directory
    const fs::path outside = p.work.parent_path() / "outside.json";
    std::ofstream(outside, std::ios::binary) << bytes;
    fs::remove(p.work / "jobs/0.json");
    fs::create_symlink(outside, p.work / "jobs/0.json");
  }
  try {
    const Results results = read_results(p.work);
    if (choice < kDerived && tables_of(results) != p.tables) std::abort();  // a derived file won
  } catch (const AnalysisError&) {
  }
}

}  // namespace nqga::fuzzing
