// The report's table by the design: one row per configuration x problem point over its instances
// (design_summary.csv), shown first on sweeps over instances, so that a density of blocked-phase
// reads as one row per solver, not one per instance, and a proof of no completion as a decision.
#pragma once

#include <string>

#include "report/report_inputs.hpp"

namespace nqga {

// The section, or "" when the design has no instance axis (the points table is then the one
// table).
std::string design_table_section(const ReportInputs& inputs);

}  // namespace nqga
