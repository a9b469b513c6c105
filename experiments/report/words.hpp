// Numbers and lists as a sentence of the report's conclusions writes them: "7,718", "3.31 M",
// "p 6.6e-4", "n = 8, 16 and 32". Every number stays the table's value, only rounded.
#pragma once

#include <string>
#include <vector>

namespace nqga {

// A count or a measure for prose: up to 10^6 with thousands separators ("37,487"; below 100 to
// three significant digits, "0.00123", "3.5"), from 10^6 on as millions ("3.31 M"), "∞" for an
// infinity, "–" for NaN.
std::string prose_number(double value);

// A p value: three significant digits ("0.355", "0.0362", "1"), below 0.001 two, scientific
// ("6.6e-4").
std::string prose_p(double p);

// An interval for prose: "[0.2, 1.5]", half-open where its upper bound is infinite ("[485, ∞)");
// "" when it has no bounds (NaN: one run).
std::string prose_interval(double low, double high);

// A share as a whole percentage: "85 %".
std::string prose_percent(double share);

// "a", "a and b", "a, b and c".
std::string joined(const std::vector<std::string>& items);

// A problem label for prose: "n=24 problem.density=0.7" -> "n = 24, problem.density = 0.7"; a
// run of labels that differ only in n as one: {"n=8", "n=16"} -> "n = 8 and 16".
std::string problem_words(const std::string& label);
std::string problems_words(const std::vector<std::string>& labels);

// The words of a space-separated label ("key=value" each).
std::vector<std::string> label_words(const std::string& label);

}  // namespace nqga
