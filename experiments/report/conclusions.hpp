// "Conclusions", the section right after the lead: what the experiment established, in words,
// each sentence from a test or a table's counts (comparison_sentences, design_sentences,
// exact_sentences). A table the directory lacks (an older nqga) becomes a sentence that says
// what cannot be stated and why.
#pragma once

#include <string>

#include "report/report_inputs.hpp"

namespace nqga {

// The section's HTML (id "conclusions"): reads DIR/comparison.csv (else the comparison the
// report computed), DIR/design_summary.csv and DIR/versus_exact.json. O(rows).
std::string conclusions_section(const ReportInputs& inputs);

}  // namespace nqga
