// "The points": one row per parameter point of summary.csv, sortable by every column: success
// with its Wilson interval, ERT with its bootstrap interval (from the comparison, or none for a
// point it left out), median and IQR of work, generations and seconds, validation, solutions and
// symmetry classes found, the change against a baseline, and a button that opens its runs.
#pragma once

#include <string>

#include "report/baseline.hpp"
#include "report/report_inputs.hpp"

namespace nqga {

// The section's HTML; `baseline` may be null (no --baseline).
std::string points_section(const ReportInputs& inputs, const Baseline* baseline);

}  // namespace nqga
