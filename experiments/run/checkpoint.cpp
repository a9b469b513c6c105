#include "run/checkpoint.hpp"

#include <cstdint>

#include "run/files.hpp"
#include "run/version.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t kMaxCheckpointBytes = std::uint64_t{16} << 30;  // 16 GiB

}  // namespace

JobCheckpoints::JobCheckpoints(fs::path run_dir, const std::string& resolved_config)
    : run_dir_(std::move(run_dir)),
      header_("nqga-checkpoint 1 config " + fnv1a_hex(resolved_config) + " nqga " + kVersion +
              " " + kGitCommit + "\n") {}

fs::path JobCheckpoints::path(int id) const {
  return run_dir_ / "jobs" / (std::to_string(id) + ".checkpoint");
}

Checkpoints JobCheckpoints::for_job(const Job& job, std::string& note) const {
  Checkpoints checkpoints;
  checkpoints.every_s = std::get<double>(job.value("stop.checkpoint_every_s"));
  const fs::path file = path(job.id);
  checkpoints.save = [this, file](const std::string& state) {
    write_file_atomically(file, header_ + state);
  };
  note.clear();
  if (!fs::exists(file)) return checkpoints;
  // A checkpoint holds a population, which the memory plan of the sweep bounded when it was
  // written: its bound is that of the machine, not of a table.
  std::string text;
  try {
    text = read_regular_file(file, kMaxCheckpointBytes, "checkpoint");
  } catch (const ReadError& e) {
    note = "refused its checkpoint (" + std::string(e.what()) + "); it runs from the start";
    return checkpoints;
  }
  if (text.starts_with(header_)) {
    checkpoints.restore = text.substr(header_.size());
    note = "continues from its checkpoint";
  } else {
    const std::string first = text.substr(0, text.find('\n'));
    note = "refused its checkpoint (" + (first.starts_with("nqga-checkpoint 1 config ")
                                             ? "written by another config or nqga build: " + first
                                             : std::string("not a checkpoint of this version")) +
           "); it runs from the start";
  }
  return checkpoints;
}

void JobCheckpoints::remove(int id) const {
  std::error_code ignored;
  fs::remove(path(id), ignored);
}

}  // namespace nqga
