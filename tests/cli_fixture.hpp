// The fixture of the end-to-end tests: `nqga` run in a folder of the test's own, its exit code
// and output returned.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "test_dirs.hpp"

namespace nqga::testing {

namespace fs = std::filesystem;

struct Outcome {
  int code = -1;
  std::string out, err;
};

inline std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class Cli : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = nqga::testing::fresh_test_dir(); }

  // Runs `nqga ARGS` in the test's folder, with environment assignments and a wrapper command
  // (e.g. timeout) when given.
  Outcome nqga(const std::string& args, const std::string& environment = "",
               const std::string& wrapper = "") {
    return shell(environment + " " + wrapper + " '" NQGA_EXE "' " + args);
  }

  // Runs a shell command line in the test's folder.
  Outcome shell(const std::string& line) {
    const std::string command =
        "cd '" + dir_.string() + "' && " + line + " >stdout.txt 2>stderr.txt";
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_text(dir_ / "stdout.txt"),
            read_text(dir_ / "stderr.txt")};
  }

  // Starts `nqga ARGS` in the test's folder without waiting for it, its output in TAGstdout.txt
  // and TAGstderr.txt; finish() waits.
  pid_t start(const std::string& args, const std::string& tag = "") {
    const std::string command = "cd '" + dir_.string() + "' && exec '" NQGA_EXE "' " + args + " >" +
                                tag + "stdout.txt 2>" + tag + "stderr.txt";
    const pid_t pid = ::fork();
    if (pid == 0) {
      ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    return pid;
  }
  // Waits for a process from start(); its exit code, or 128 + the signal that ended it.
  Outcome finish(pid_t pid, const std::string& tag = "") {
    int status = 0;
    ::waitpid(pid, &status, 0);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, read_text(dir_ / (tag + "stdout.txt")), read_text(dir_ / (tag + "stderr.txt"))};
  }

  fs::path write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return dir_ / name;
  }

  fs::path dir_;
};

}  // namespace nqga::testing
