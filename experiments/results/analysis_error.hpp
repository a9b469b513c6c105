// The error of a run directory that cannot be analysed. Installed as
// <nqga/results/analysis_error.hpp> (the experiment API's compare, plot and report throw it).
#pragma once

#include <stdexcept>

namespace nqga {

// A run directory that cannot be analysed (or an export that cannot be written); what() names
// the file (and line and column) and how to fix it.
struct AnalysisError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace nqga
