// "Conclusions", the section right after the lead: what the experiment established, in words,
// each sentence from a test or a table's counts (comparison_sentences, design_sentences,
// exact_sentences). A table the directory lacks (an older nqga) becomes a sentence that says
// what cannot be stated and why.
#pragma once

#include <optional>
#include <string>

#include "report/report_inputs.hpp"
#include "run/csv.hpp"
#include "run/design.hpp"

namespace nqga {

// The section's HTML (id "conclusions"), from the results and their comparison. O(rows).
std::string conclusions_section(const ReportInputs& inputs);

}  // namespace nqga
