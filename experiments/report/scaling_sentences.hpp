// The conclusions of scaling.csv (comparison/scaling.hpp): per configuration run at three n or
// more, the law its time in seconds grows by, with the interval on its exponent or base and the
// other law's worse fit. Each clause cites the series' rows.
#pragma once

#include <vector>

#include "comparison/scaling.hpp"
#include "report/statements.hpp"

namespace nqga {

// One statement per series, in the table's order; none for a series with no law fitted.
std::vector<Statement> scaling_statements(const std::vector<ScalingSeries>& series);

}  // namespace nqga
