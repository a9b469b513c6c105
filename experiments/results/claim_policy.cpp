#include "results/claim_policy.hpp"

#include <algorithm>

namespace nqga {

const char* claim_status_name(ClaimStatus status) {
  switch (status) {
    case ClaimStatus::kEstablished:
      return "established";
    case ClaimStatus::kNotEstablished:
      return "not established";
    case ClaimStatus::kOutOfReach:
      break;
  }
  return "out of reach";
}

ClaimEvidence claim_evidence(double p_holm, double smallest_p, std::size_t family,
                             double family_floor, const std::function<double(int)>& smallest_p_at,
                             int size_now) {
  ClaimEvidence evidence;
  evidence.smallest_p = smallest_p;
  evidence.lowest_reachable =
      std::min(1.0, std::max(static_cast<double>(family) * family_floor, smallest_p));
  if (p_holm < kClaimLevel) {
    evidence.status = ClaimStatus::kEstablished;
  } else if (evidence.lowest_reachable >= kClaimLevel) {
    evidence.status = ClaimStatus::kOutOfReach;
    for (int m = std::max(size_now, 1) + 1; m <= 1000; ++m) {
      if (static_cast<double>(family) * smallest_p_at(m) < kClaimLevel) {
        evidence.needed = m;
        break;
      }
    }
  } else {
    evidence.status = ClaimStatus::kNotEstablished;
  }
  return evidence;
}

std::string claim_rule_text() {
  return "A claim (\"beats\", \"faster\", \"crosses\") rests on a rank test chosen by the design "
         "(instances as blocks where the design has instances, seeds as blocks where the runs "
         "share their seeds), Holm-corrected over every test it is made with (a comparison's "
         "pairs and omnibus tests; the rows against exact search; the ranking across problem "
         "points alone), and holds when the corrected "
         "p is below 0.05; its direction is the effect's (A12, or the ratio of times). "
         "\"Not established\" means the runs could not tell; \"out of reach\" that no outcome of "
         "this design could reach 0.05 after the correction, with the blocks or runs that would "
         "be needed.";
}

}  // namespace nqga
