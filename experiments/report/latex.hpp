// `nqga report DIR --latex FILE`: the points and the pairwise comparison as booktabs tables
// (\toprule, \midrule, \bottomrule), ready for \input in a document that loads booktabs and
// graphicx: 95% intervals in brackets, numbers in one format and right-aligned, significant
// pairs in bold (numbers too, by \boldmath), each table shrunk to the line when wider, and
// captions that state the tests, Holm's correction and alpha. Labels are escaped for LaTeX.
#pragma once

#include <string>

#include "report/baseline.hpp"
#include "report/report_inputs.hpp"

namespace nqga {

// A number in the tables' one format, in math mode: three significant digits, fixed from 0.01
// to 9999 ("$0.0652$", "$7718$", "$3.50$"), else "$3.25 \times 10^{-5}$"; "$\infty$", "--"
// for NaN.
std::string latex_number(double value);

// Text safe in LaTeX's text mode: \ { } $ & # ^ _ % ~ escaped. O(text).
std::string latex_escape(const std::string& text);

// Both tables (a table* each, for two-column papers too); `baseline` may be null.
std::string latex_tables(const ReportInputs& inputs, const Baseline* baseline);

}  // namespace nqga
