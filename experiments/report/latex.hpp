// `nqga report DIR --latex FILE`: the points and the pairwise comparison as booktabs tables
// (\toprule, \midrule, \bottomrule), ready for \input in a document that loads booktabs: 95%
// intervals in brackets, significant pairs in bold, and captions that state the tests, Holm's
// correction and alpha. Labels are escaped for LaTeX.
#pragma once

#include <string>

#include "report/baseline.hpp"
#include "report/report_inputs.hpp"

namespace nqga {

// Text safe in LaTeX's text mode: \ { } $ & # ^ _ % ~ escaped. O(text).
std::string latex_escape(const std::string& text);

// Both tables (a table* each, for two-column papers too); `baseline` may be null.
std::string latex_tables(const ReportInputs& inputs, const Baseline* baseline);

}  // namespace nqga
