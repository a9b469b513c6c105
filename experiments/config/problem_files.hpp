// The instance files a config's problem.file names, each read once per loaded config: the check
// of the config and every job then use one instance per file, whatever happens to the file while
// the sweep runs, and a file that is no regular file (a FIFO, whose bytes the first read would
// consume) is refused by name before anything reads it. The run directory stores each one
// (run/instance_store.hpp), so that a resume that finds the file changed is refused.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "problem/instance.hpp"

namespace nqga {

class ProblemFiles {
 public:
  // One file as read: its path as problem.file gives it, its instance, and that instance as
  // instance_file_text writes it (what the run directory stores and hashes).
  struct File {
    std::string path;
    Instance instance;
    std::string text;
  };

  // The file at `path`, read on first use: a regular file of at most kMaxInstanceFileBytes.
  // Throws InstanceFileError (a std::invalid_argument) naming the file: missing, a directory, a
  // device or a FIFO, too large, or not an instance. Safe from several threads; O(file) once.
  const File& read(const std::string& path);
  // Takes `text` (an instance file's text) as the file at `path`, as if read from it: a run
  // directory's stored copy. Throws InstanceFileError for text that is not an instance.
  void add(const std::string& path, const std::string& text);
  // Every file read or added so far, by path.
  std::vector<const File*> files() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::unique_ptr<File>> files_;
};

}  // namespace nqga
