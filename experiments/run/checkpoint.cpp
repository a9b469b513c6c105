#include "run/checkpoint.hpp"

#include <cstdint>

#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t kMaxCheckpointBytes = std::uint64_t{16} << 30;  // 16 GiB

}  // namespace

JobCheckpoints::JobCheckpoints(fs::path run_dir, const std::string& resolved_config,
                               const std::string& program)
    : run_dir_(std::move(run_dir)), config_(fnv1a_hex(resolved_config)), program_(program) {}

std::string JobCheckpoints::header(const Job& job) const {
  return "nqga-checkpoint 3 config " + config_ + " job " + std::to_string(job.id) + " seed " +
         std::to_string(job.seed) + " " + program_ + "\n";
}

fs::path JobCheckpoints::path(int id) const {
  return run_dir_ / "jobs" / (std::to_string(id) + ".checkpoint");
}

namespace {

// The line between the header and the state: its size and checksum.
std::string state_line(const std::string& state) {
  return "state " + std::to_string(state.size()) + " fnv1a64:" + fnv1a_hex(state) + "\n";
}

}  // namespace

Checkpoints JobCheckpoints::for_job(const Job& job, std::string& note) const {
  Checkpoints checkpoints;
  checkpoints.every_s = std::get<double>(job.value("stop.checkpoint_every_s"));
  const fs::path file = path(job.id);
  const std::string header = this->header(job);
  checkpoints.save = [file, header](const std::string& state) {
    write_file_atomically(file, header + state_line(state) + state);
  };
  note.clear();
  if (!fs::exists(file)) return checkpoints;
  // A checkpoint holds a population, which the memory plan of the sweep bounded when it was
  // written: its bound is that of the machine, not of a table.
  std::string text, why;
  try {
    text = read_regular_file(file, kMaxCheckpointBytes, "checkpoint");
  } catch (const ReadError& e) {
    note =
        "refused its checkpoint " + file.string() + " (" + e.what() + "); it runs from the start";
    return checkpoints;
  }
  if (text.starts_with(header)) {
    const std::size_t line_end = text.find('\n', header.size());
    const std::string line = text.substr(header.size(), line_end - header.size() + 1);
    std::string state = line_end == std::string::npos ? "" : text.substr(line_end + 1);
    if (line_end != std::string::npos && line == state_line(state)) {
      checkpoints.restore = std::move(state);
      note = "continues from its checkpoint";
      return checkpoints;
    }
    why = line.starts_with("state ") ? "cut short or damaged: its size or checksum does not match"
                                     : "damaged: no state line";
  } else {
    const std::string first = text.substr(0, text.find('\n'));
    why = first.starts_with("nqga-checkpoint ")
              ? "written for another job, config or program: " + first
              : "not a checkpoint of this version";
  }
  note = "refused its checkpoint " + file.string() + " (" + why + "); it runs from the start";
  return checkpoints;
}

void JobCheckpoints::remove(int id) const {
  std::error_code ignored;
  fs::remove(path(id), ignored);
}

}  // namespace nqga
