#include "run/instance_store.hpp"

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "problem/instance_file.hpp"
#include "problem/problem_kind.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

fs::path index_path(const fs::path& dir) { return dir / "instances" / "files.json"; }

fs::path instance_path(const fs::path& dir, const std::string& hex) {
  return dir / "instances" / (hex + ".txt");
}

// problem.file path -> hash (16 hexadecimal digits), as instances/files.json holds them; empty
// when it does not exist. Throws std::runtime_error naming the file when it is damaged.
std::map<std::string, std::string> stored_index(const fs::path& dir) {
  const fs::path path = index_path(dir);
  std::error_code error;
  if (!fs::exists(path, error)) return {};
  const auto index = nlohmann::json::parse(read_text(path), nullptr, false);
  std::map<std::string, std::string> hashes;
  if (index.is_object()) {
    for (const auto& [file, hash] : index.items()) {
      if (!hash.is_string()) break;
      hashes[file] = hash.get<std::string>();
    }
    if (hashes.size() == index.size()) return hashes;
  }
  throw std::runtime_error(path.string() + " is damaged (not an object of paths and hashes)");
}

// How to put problem.file `path` back as the instance of hash `hex` (16 hexadecimal digits).
std::string restore_advice(const fs::path& dir, const std::string& path, const std::string& hex) {
  const fs::path kept = instance_path(dir, hex);
  std::error_code error;
  if (fs::exists(kept, error)) return "restore it (cp " + kept.string() + " " + path + ")";
  return "restore it as it was when those jobs ran (" + kept.string() +
         ", the copy nqga kept, is gone)";
}

// The hash of the instance `job` solves as its problem.* keys give it now; "" for plain N-Queens.
std::string job_instance_hash(const Job& job) {
  const std::optional<Instance> instance = job_instance(job);
  return instance && !instance->plain() ? instance_hash(instance_file_text(*instance)) : "";
}

}  // namespace

std::string instance_hash(const std::string& text) { return "fnv1a64:" + fnv1a_hex(text); }

std::string problem_file_refusal(const fs::path& dir, const ProblemFiles& files) {
  std::map<std::string, std::string> stored;
  try {
    stored = stored_index(dir);
  } catch (const std::runtime_error& e) {
    return std::string(e.what()) + "; restore it, or start anew with --fresh or --out DIR";
  }
  for (const ProblemFiles::File* file : files.files()) {
    const auto it = stored.find(file->path);
    const std::string hex = fnv1a_hex(file->text);
    if (it == stored.end() || it->second == hex) continue;
    return "problem.file " + file->path + " changed since " + dir.string() +
           " stored its instance (" + instance_path(dir, it->second).string() +
           "): it now holds another instance (" + hex + "), and one point would hold runs on " +
           "two; " + restore_advice(dir, file->path, it->second) +
           ", or start anew with --fresh or --out DIR";
  }
  return "";
}

std::string instance_change_refusal(const fs::path& dir, const Sweep& sweep,
                                    const std::vector<JobRecord>& records) {
  std::map<int, std::string> now;  // by point
  for (const JobRecord& record : records) {
    const Job& job = sweep.jobs[static_cast<std::size_t>(record.id)];
    auto [hash, added] = now.try_emplace(job.point);
    if (added) hash->second = job_instance_hash(job);
    if (record.instance == hash->second) continue;
    const std::string then = record.instance.empty() ? "plain N-Queens" : record.instance;
    const std::string given = hash->second.empty() ? "plain N-Queens" : hash->second;
    const std::string file = std::get<std::string>(job.value("problem.file"));
    const bool from_file = std::get<std::string>(job.value("problem.kind")) == kFileProblem;
    const std::string hex = record.instance.substr(record.instance.find(':') + 1);
    return (dir / "jobs" / (std::to_string(record.id) + ".json")).string() + " ran on " + then +
           ", but " +
           (from_file ? "problem.file " + file + " now holds " : "its problem.* keys now give ") +
           given + ", and one point would hold runs on two instances; " +
           (from_file && !record.instance.empty() ? restore_advice(dir, file, hex)
                                                  : "run it with the nqga that made it") +
           ", or start anew with --fresh or --out DIR";
  }
  return "";
}

void store_problem_files(const fs::path& dir, const ProblemFiles& files) {
  const auto read = files.files();
  if (read.empty()) return;
  std::map<std::string, std::string> stored = stored_index(dir);
  const std::size_t before = stored.size();
  for (const ProblemFiles::File* file : read) {
    if (stored.count(file->path)) continue;
    const std::string hex = fnv1a_hex(file->text);
    std::error_code error;
    fs::create_directories(dir / "instances", error);
    if (error) {
      throw WriteError("cannot create " + (dir / "instances").string() + ": " + error.message(),
                       error.value());
    }
    write_file_atomically(instance_path(dir, hex), file->text);
    stored[file->path] = hex;
  }
  if (stored.size() != before) {
    write_file_atomically(index_path(dir), nlohmann::json(stored).dump(2) + "\n");
  }
}

void load_problem_files(const fs::path& dir, ProblemFiles& files) {
  for (const auto& [path, hex] : stored_index(dir)) {
    const fs::path copy = instance_path(dir, hex);
    const std::string text = read_text(copy);
    if (fnv1a_hex(text) != hex) {
      throw std::runtime_error(copy.string() + " is damaged or missing (its text is not " + hex +
                               "'s)");
    }
    try {
      files.add(path, text);
    } catch (const std::invalid_argument& e) {
      throw std::runtime_error(copy.string() + ": " + e.what());
    }
  }
}

}  // namespace nqga
