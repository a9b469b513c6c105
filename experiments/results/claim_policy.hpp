// The claim policy: the one rule by which nqga says that a configuration beats another, that a
// solver is faster than an exact search, that curves cross, or that a difference is not
// established, in the report, in `nqga compare` and in the tables' `claim` columns.
//
// The rule: a claim rests on a rank test chosen by the design (blocked by instance where the
// design has instances, by seed where the runs share seeds), corrected by Holm's method over every
// test it is made with (the pairs and the omnibus tests of a comparison; the rows of
// versus_exact), and holds when the corrected p is below kClaimLevel; its direction is the
// effect's (A12, or the ratio). A test whose corrected p cannot fall below the level whatever the
// runs (too few blocks or runs for its family) is out of reach: the design cannot establish it,
// and the sentence says how many blocks or runs would be needed. Every sentence names its test
// and corrected p and cites the row it comes from.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace nqga {

// Significance level of every claim.
constexpr double kClaimLevel = 0.05;

enum class ClaimStatus {
  kEstablished,     // corrected p < kClaimLevel
  kNotEstablished,  // the runs could not tell; a larger design could
  kOutOfReach,      // no outcome of this design's runs could reach the level
};
// "established", "not established", "out of reach".
const char* claim_status_name(ClaimStatus status);

// What a table row records of a claim's test under the rule.
struct ClaimEvidence {
  double smallest_p = 0;        // the smallest p its test gives at these sample sizes
  double lowest_reachable = 0;  // the smallest corrected p it could reach in its family
  ClaimStatus status = ClaimStatus::kNotEstablished;
  // Out of reach: the smallest number of blocks (or runs a side) at which the test could reach
  // the level in a family of this size; 0 when it is not out of reach, or none up to 1000 could.
  int needed = 0;
};

// The evidence for a test of `smallest_p` whose corrected p is `p_holm`, in a family of
// `family` tests whose smallest attainable p is `family_floor`. Holm's corrected p of any test
// is at least family x the family's smallest raw p, and at least its own raw p: when that bound
// is not below the level the claim is out of reach. `smallest_p_at(m)` gives the test's
// smallest p with m blocks (or runs a side), for `needed`. O(needed) calls of smallest_p_at.
ClaimEvidence claim_evidence(double p_holm, double smallest_p, std::size_t family,
                             double family_floor, const std::function<double(int)>& smallest_p_at,
                             int size_now);

// The rule in words, as the report's conclusions and docs/guide/comparing.md state it.
std::string claim_rule_text();

}  // namespace nqga
