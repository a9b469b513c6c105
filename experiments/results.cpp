#include "results.hpp"

#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace nqga {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr int kJobSchema = 1;

namespace {

// Writes `content` to `path`; on failure removes what was written and throws, naming `shown`.
void write_file(const fs::path& path, const std::string& content, const fs::path& shown) {
  auto fail = [&](const std::string& what) {
    const std::string reason = std::strerror(errno);
    std::error_code ignored;
    fs::remove(path, ignored);
    throw WriteError("cannot " + what + " " + shown.string() + ": " + reason);
  };
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) fail("create");
  const bool written = std::fwrite(content.data(), 1, content.size(), file) == content.size();
  if (std::fclose(file) != 0 || !written) fail("write");
}

}  // namespace

fs::path temporary_path(const fs::path& path) {
  static const std::string suffix = ".tmp." + std::to_string(::getpid());
  return path.string() + suffix;
}

void write_file_atomically(const fs::path& path, const std::string& content) {
  const fs::path temporary = temporary_path(path);
  write_file(temporary, content, path);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw WriteError("cannot rename into " + path.string() + ": " + reason);
  }
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string csv_number(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::abs(value) < 9.0e15) {
    return std::to_string(static_cast<std::int64_t>(value));
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

std::string number_field(double value) {
  if (std::isnan(value)) return "";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  return csv_number(value);
}

std::string generations_csv(const std::vector<GenerationRecord>& log) {
  std::string csv = "generation,evaluations,best,mean,std,worst,diversity,seconds\n";
  for (const auto& g : log) {
    csv += std::to_string(g.generation) + "," + std::to_string(g.evaluations) + "," +
           std::to_string(g.best) + "," + csv_number(g.mean) + "," + csv_number(g.std) + "," +
           std::to_string(g.worst) + "," + csv_number(g.diversity) + "," + csv_number(g.seconds) +
           "\n";
  }
  return csv;
}

namespace {

fs::path job_path(const fs::path& run_dir, int id, const char* suffix) {
  return run_dir / "jobs" / (std::to_string(id) + suffix);
}

}  // namespace

// Every field but the board, which is stored 1-based (as in board files) and handled apart.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(JobRecord, id, point, replicate, seed, n, solver, solved,
                                   stop_reason, generations, evaluations, nodes, best_conflicts,
                                   solutions, seconds, validated, validation, symmetry_class)

void write_job(const fs::path& run_dir, const JobRecord& r,
               const std::vector<GenerationRecord>& log) {
  // The log needs no rename of its own: it counts only once the record that follows it is in
  // place, and a job without its record is run again and its log rewritten.
  const fs::path log_path = job_path(run_dir, r.id, ".gens.csv");
  write_file(log_path, generations_csv(log), log_path);
  json record = r;
  record["schema"] = kJobSchema;
  json& board = record["board"] = json::array();
  for (Column c : r.board) board.push_back(c + 1);
  write_file_atomically(job_path(run_dir, r.id, ".json"), record.dump() + "\n");
}

std::optional<JobRecord> read_job(const fs::path& run_dir, int id) {
  std::ifstream in(job_path(run_dir, id, ".json"));
  if (!in) return std::nullopt;
  try {
    const json j = json::parse(in);
    if (j.at("schema").get<int>() != kJobSchema) return std::nullopt;
    JobRecord r = j.get<JobRecord>();
    for (int c : j.at("board")) r.board.push_back(c - 1);
    if (r.id != id || (!r.board.empty() && static_cast<int>(r.board.size()) != r.n)) {
      return std::nullopt;
    }
    if (!fs::exists(job_path(run_dir, id, ".gens.csv"))) return std::nullopt;
    return r;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace nqga
