// design_summary.csv: a configuration's runs at a problem point aggregated over the point's
// instances (results/results.hpp's cells): the instances that have no solution counted apart,
// failures kept as censored runs, work in the solver's own unit, and the work of the proofs that
// an instance has no solution. docs/reference/file-formats.md lists the columns.
#pragma once

#include <string>

#include "results/columns.hpp"
#include "results/results.hpp"

namespace nqga {

// The columns, one row per cell.
const TableSchema<ResultCell>& design_summary_schema();

// design_summary.csv's table: one row per cell, in the model's order.
Table design_summary_table(const Results& results);

// What `nqga run` and `nqga summarize` print after the points table when the design has instance
// axes: one line per cell (configuration x problem).
std::string design_summary_text(const Results& results);

}  // namespace nqga
