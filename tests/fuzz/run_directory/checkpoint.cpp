// Any bytes after a valid prefix, as a GA checkpoint. The first byte chooses:
// even, the bytes follow the file's header (jobs/0.checkpoint: its state line, size and checksum
// are checked, then the job runs, from the state or from the start); odd, they follow the
// state's fingerprint, past the file's checksum, so the state reader and the model's check of
// every board are what meets them. Either way a run ends (20 generations at most) or the state
// is refused with a clean std::runtime_error; none hangs or reads out of bounds.
#include "run/checkpoint.hpp"

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "engine.hpp"
#include "readers.hpp"
#include "run/files.hpp"
#include "run/solvers.hpp"

namespace {

namespace fs = std::filesystem;

const char* kConfig = "n: 8\nseeds: 1\nga: {population: 10}\nstop: {max_generations: 20}\n";
const char* kProgram = "nqga (fuzzing)";  // the program a checkpoint names

struct Fixture {
  fs::path dir;
  nqga::ExperimentConfig config;
  nqga::Sweep sweep;
  std::string header, fingerprint;  // the file's first line; the state's first bytes
  nqga::GaParams params;

  Fixture()
      : dir(fs::temp_directory_path() / ("nqga_checkpoint_fuzz_" + std::to_string(::getpid()))) {
    fs::create_directories(dir / "jobs");
    std::ofstream(dir / "c.yaml") << kConfig;
    config = nqga::load_config((dir / "c.yaml").string(), {});
    sweep = nqga::expand_sweep(config);
    const nqga::JobCheckpoints checkpoints(dir, nqga::resolved_yaml(config), kProgram);
    std::string note;
    checkpoints.for_job(sweep.jobs[0], note).save("");
    const std::string file = nqga::read_text(checkpoints.path(0));
    header = file.substr(0, file.find('\n') + 1);
    params.population = 10;
    params.stop.max_generations = 20;
    std::string state;
    nqga::Checkpoints saving{1e-9, [&](const std::string& s) { state = s; }, ""};
    nqga::Rng rng(1);
    nqga::run_ga(8, params, rng, {}, &saving);
    fingerprint = state.substr(0, 8 + *reinterpret_cast<const std::uint64_t*>(state.data()));
  }
};

}  // namespace

namespace nqga::fuzzing {

void checkpoint(const std::uint8_t* data, std::size_t size) {
  static const Fixture fixture;
  if (size == 0) return;
  const std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    if (data[0] % 2 == 0) {
      const nqga::JobCheckpoints checkpoints(fixture.dir, nqga::resolved_yaml(fixture.config),
                                             kProgram);
      std::ofstream(checkpoints.path(0), std::ios::binary) << fixture.header << rest;
      std::string note;
      nqga::Checkpoints restoring = checkpoints.for_job(fixture.sweep.jobs[0], note);
      restoring.every_s = 0;
      nqga::run_solver(fixture.sweep.jobs[0], &restoring);
    } else {
      nqga::Checkpoints restoring{0, {}, fixture.fingerprint + rest};
      nqga::Rng rng(1);
      nqga::run_ga(8, fixture.params, rng, {}, &restoring);
    }
  } catch (const std::runtime_error&) {
  }
}

}  // namespace nqga::fuzzing
