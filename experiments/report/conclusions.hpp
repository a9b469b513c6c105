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

// The section's HTML (id "conclusions"): reads DIR/comparison.csv (else the comparison the
// report computed), DIR/design_summary.csv and DIR/versus_exact.json. O(rows).
std::string conclusions_section(const ReportInputs& inputs);

// Whether `comparison` (comparison.csv) pairs points within n only (no problem column) while
// `design` has problem axes besides n or instance axes: such pairs set problem values and
// instances against each other as if they were configurations, and the section states none of
// them. False without a design (nothing to tell).
bool pairs_across_problems(const Table& comparison, const std::optional<Design>& design);

}  // namespace nqga
