// The fixture of the end-to-end tests: `nqga` run in a folder of the test's own, its exit code
// and output returned.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

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

// Two sizes, two selections, four seeds: 16 jobs of a few milliseconds.
inline const char* kSmallSweep =
    "n: [6, 8]\nseeds: 4\nga:\n  population: 30\n  selection: {method: [roulette, tournament]}\n"
    "stop: {max_generations: 300}\n";

// One job that would run for minutes; its checkpoints (every 10 ms) say that it is running, and
// so that the signals are watched.
inline const char* kEndlessJob =
    "n: 200\nseeds: 1\nga: {population: 50, mutation: {rate: 0}}\n"
    "stop: {max_generations: 100000000, checkpoint_every_s: 0.01}\n";

// A CSV text with the named column removed from every row (timings differ between runs).
inline std::string without_column(const std::string& csv, const std::string& column) {
  std::istringstream in(csv);
  std::string line, result;
  int drop = -1;
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::stringstream row(line);
    for (std::string field; std::getline(row, field, ',');) fields.push_back(field);
    if (drop < 0)
      drop = static_cast<int>(std::find(fields.begin(), fields.end(), column) - fields.begin());
    for (int i = 0; i < static_cast<int>(fields.size()); ++i) {
      if (i != drop) result += fields[i] + ",";
    }
    result += "\n";
  }
  return result;
}

// How often `part` occurs in `text`.
inline std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
    ++count;
  }
  return count;
}

// The number after "key": in a one-line JSON document, or -1.
inline long long json_number(const std::string& json, const std::string& key) {
  const auto at = json.find("\"" + key + "\":");
  return at == std::string::npos ? -1 : std::stoll(json.substr(at + key.size() + 3));
}

// Waits until `path` exists: the event a test signals a sweep on, rather than a delay that a
// slow or loaded machine could outlast. The test's own TIMEOUT bounds the wait.
inline void wait_for(const fs::path& path) {
  while (!fs::exists(path)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

// Waits until the file holds `text`, for at most 60 s; whether it came.
inline bool wait_for_text(const fs::path& path, const std::string& text) {
  for (int k = 0; k < 60000; ++k) {
    if (read_text(path).find(text) != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return false;
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

// The rows of a CSV text by column name (nqga's tables hold no quoted commas).
inline std::vector<std::map<std::string, std::string>> csv_rows(const std::string& text) {
  std::istringstream in(text);
  std::string line, cell;
  std::vector<std::string> header;
  std::vector<std::map<std::string, std::string>> rows;
  while (std::getline(in, line)) {
    std::istringstream fields(line + ",");
    std::vector<std::string> cells;
    while (std::getline(fields, cell, ',')) cells.push_back(cell);
    if (header.empty()) {
      header = cells;
      continue;
    }
    auto& row = rows.emplace_back();
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) row[header[i]] = cells[i];
  }
  return rows;
}

}  // namespace nqga::testing
