// "Conclusions", the section right after the lead: what the experiment established, in words,
// under the one claim policy (results/claim_policy.hpp), each clause built from the row it cites
// (comparison_sentences, design_sentences, exact_sentences).
#pragma once

#include <string>
#include <vector>

#include "report/baseline.hpp"
#include "report/report_inputs.hpp"
#include "report/statements.hpp"

namespace nqga {

struct ConclusionGroup {
  std::string heading;  // "Which configuration is better", ...
  std::vector<Statement> statements;
  std::string note;  // said instead when there are none, or of what the list leaves out
};

// The name of the file the report writes beside report.html with the comparison against a
// baseline (the comparison's columns), which the baseline's clauses cite.
constexpr const char* kBaselineComparisonFile = "comparison-baseline.csv";

// The groups in page order: comparisons, transitions, success, against exact search (only where
// an exact solver met a seeded one), against the baseline (when given). O(rows).
std::vector<ConclusionGroup> conclusions(const ReportInputs& inputs,
                                         const Baseline* baseline = nullptr);

// The section's HTML (id "conclusions"): the claim rule, then each group.
std::string conclusions_section(const ReportInputs& inputs, const Baseline* baseline = nullptr);

}  // namespace nqga
