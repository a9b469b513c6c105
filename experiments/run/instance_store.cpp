#include "run/instance_store.hpp"

#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

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
    const fs::path kept = instance_path(dir, it->second);
    return "problem.file " + file->path + " changed since " + dir.string() +
           " stored its instance (" + kept.string() + "): it now holds another instance (" + hex +
           "), and one point would hold runs on two; restore it (cp " + kept.string() + " " +
           file->path + "), or start anew with --fresh or --out DIR";
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
