// Runs an experiment in-process, as nqga run does, on two workers.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/run_command.hpp"
#include "config/config.hpp"

namespace nqga::testing {

// Runs `yaml` into dir/run and returns the exit code, with stdout and stderr.
inline int run(const std::filesystem::path& dir, const std::string& yaml, std::string& out,
               std::string& err) {
  std::ofstream(dir / "c.yaml") << yaml;
  RunOptions options;
  options.out = (dir / "run").string();
  options.jobs = 2;
  std::ostringstream o, e;
  const int code = run_experiment(load_config((dir / "c.yaml").string(), {}), options, o, e);
  out = o.str();
  err = e.str();
  return code;
}

}  // namespace nqga::testing
