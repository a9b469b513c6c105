// The analysis subcommands: `nqga compare` (rank tests between points) and `nqga export`
// (IOHprofiler files).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace nqga {

struct CompareOptions {
  std::vector<std::string> dirs;  // one run directory, or two to match point by point
  std::string metric = "evaluations";
  std::string baseline;  // words of a point's label; one directory only
  std::string test;      // a registered test (comparison/rank_test_registry.hpp); empty: chosen
  std::string out;       // where the files go; empty: DIR, or nowhere with two
  bool json = false;     // comparison.json on stdout instead of the table
};

// Returns the exit code: 0 compared, 2 nothing to compare or bad input (said on `err`).
int compare_command(const CompareOptions& options, std::ostream& out, std::ostream& err);

struct ExportOptions {
  std::string dir, format = "ioh", out;
};

// Returns the exit code: 0 exported, 2 bad input (said on `err`), nothing written then.
int export_command(const ExportOptions& options, std::ostream& out, std::ostream& err);

}  // namespace nqga
