#include "config/problem_files.hpp"

#include <sstream>

#include "config/text_file.hpp"
#include "problem/instance_file.hpp"

namespace nqga {

namespace {

std::unique_ptr<ProblemFiles::File> parsed(const std::string& path, const std::string& text) {
  std::istringstream in(text);
  Instance instance = read_instance(path, in);
  std::string canonical = instance_file_text(instance);
  return std::make_unique<ProblemFiles::File>(
      ProblemFiles::File{path, std::move(instance), std::move(canonical)});
}

}  // namespace

const ProblemFiles::File& ProblemFiles::read(const std::string& path) {
  const std::lock_guard lock(mutex_);
  auto& file = files_[path];
  if (!file) {
    try {
      file = parsed(path, read_regular_file(path, kMaxInstanceFileBytes, "problem"));
    } catch (const ReadError& e) {
      files_.erase(path);
      throw InstanceFileError(e.what());
    } catch (...) {
      files_.erase(path);
      throw;
    }
  }
  return *file;
}

void ProblemFiles::add(const std::string& path, const std::string& text) {
  auto file = parsed(path, text);
  const std::lock_guard lock(mutex_);
  files_[path] = std::move(file);
}

std::vector<const ProblemFiles::File*> ProblemFiles::files() const {
  const std::lock_guard lock(mutex_);
  std::vector<const File*> all;
  for (const auto& [path, file] : files_) all.push_back(file.get());
  return all;
}

}  // namespace nqga
