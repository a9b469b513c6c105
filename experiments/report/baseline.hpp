// `nqga report DIR --baseline OLD`: each point of DIR against the point of OLD with its label,
// by compare_matched_points (comparison/compare.hpp: the rank test, Holm over all matched pairs,
// A12), as criterion.rs shows a benchmark's change against its saved baseline: both ERTs, their
// ratio with a bootstrap interval, the test, and the keys of config.yaml that differ. Better or
// worse is the claim policy's (results/claim_policy.hpp); a change it does not establish reads
// "not established", never "no change": no equivalence margin is tested.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "comparison/compare.hpp"
#include "report/config_difference.hpp"

namespace nqga {

struct BaselineChange {
  double p_holm = 1, a12 = 0.5;  // A12: the probability that a run of DIR beats one of OLD
  std::string test;              // the rank test's name
  std::string effect;            // effect_label(a12)
  ClaimStatus status = ClaimStatus::kNotEstablished;  // the claim policy's, in the family
  std::string unit;                                   // the ERTs' unit of work
  double old_ert = 0, new_ert = 0;
  double ratio = 1;         // new_ert / old_ert
  Interval ratio_interval;  // ert_ratio_interval of the two points' runs
};

struct Baseline {
  std::filesystem::path old;
  Comparison comparison;  // compare_matched_points: DIR's points (A) against OLD's (B)
  std::map<std::string, BaselineChange> changes;  // by DIR's point label; matched points only
  std::vector<std::string> notes;                 // unmatched points, pairs not compared
  std::vector<KeyDifference> config;              // config.yaml of OLD against DIR's
};

// The percentile bootstrap 95% interval of ERT(b) / ERT(a): `resamples` times, each sample
// redrawn with replacement (uniform_below on `rng`, a's runs first) and the ratio of their ERTs
// taken; resamples where both have no success (∞/∞) are left out, and the interval is NaN when
// more than half are. The quantiles are type 7, infinite where resamples of a without a
// success fall. O(resamples (runs + log resamples)).
Interval ert_ratio_interval(const std::vector<Attempt>& a, const std::vector<Attempt>& b,
                            int resamples, Rng& rng);

// Reads OLD's points and config.yaml and compares; throws AnalysisError when OLD is not a run
// directory. `dir`: the run directory of `points` (for its config.yaml).
Baseline compare_with_baseline(const std::vector<PointRuns>& points,
                               const std::filesystem::path& dir, const std::filesystem::path& old);

// The cell of a point's row: "better"/"worse" where established, else the claim's status, with
// both ERTs, their ratio and its interval, Holm's p and A12; "–" for a point OLD does not have.
std::string baseline_cell(const Baseline& baseline, const std::string& label);

// The notes under the points table: what was compared, a warning when no point matched, the
// unmatched points, and the config difference.
std::string baseline_notes(const Baseline& baseline);

}  // namespace nqga
