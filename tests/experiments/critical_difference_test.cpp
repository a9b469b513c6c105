// The statistics the report adds (statistics/critical_difference.hpp, statistics/ecdf_area.hpp),
// against values computed by other programs: SciPy's and R's studentized range, and SciPy's quad
// integrating the ECDF step function.
#include "statistics/critical_difference.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "statistics/ecdf_area.hpp"

namespace nqga {
namespace {

// Two independent references for q_p(k, Inf) / sqrt(2): SciPy's studentized_range (numerical
// integration of its own) to 1e-8,
//   /usr/bin/python3 -c 'from scipy.stats import studentized_range as s; import numpy as np;
//     print(s.ppf(0.95, k, np.inf) / np.sqrt(2))'
// and R's qtukey, which is coarser (about 2e-7 off SciPy at k = 10), to 1e-6,
//   Rscript -e 'qtukey(0.95, k, Inf) / sqrt(2)'
struct TukeyReference {
  int k;
  double scipy95, scipy90, r95;
};
constexpr TukeyReference kTukey[] = {{2, 1.9599639845400534, 1.6448536269514722, 1.959963985},
                                     {3, 2.343700586378409, 2.0522927304967755, 2.343700588},
                                     {5, 2.7277743708703763, 2.4595157642714183, 2.727774383},
                                     {10, 3.163683577053373, 2.9198888400615384, 3.163683754},
                                     {20, 3.5437991315177815, 3.319233059548415, 3.543799132},
                                     {50, 3.9923432900094076, 3.7877496141945874, 3.9923434}};

TEST(CriticalDifference, StudentizedRangeEqualsSciPyAndR) {
  for (const auto& r : kTukey) {
    SCOPED_TRACE(r.k);
    const double q95 = studentized_range_quantile(0.95, r.k) / std::sqrt(2.0);
    EXPECT_NEAR(q95, r.scipy95, 1e-8);
    EXPECT_NEAR(q95, r.r95, 1e-6);
    EXPECT_NEAR(studentized_range_quantile(0.90, r.k) / std::sqrt(2.0), r.scipy90, 1e-8);
  }
  // Two treatments: the range of two normals is |Z1 - Z2|, so q / sqrt(2) is the normal quantile.
  EXPECT_NEAR(studentized_range_cdf(1.959963984540054 * std::sqrt(2.0), 2), 0.95, 1e-9);
}

TEST(CriticalDifference, NemenyiMatchesDemsarsFormula) {
  // Demšar (2006), section 3.2.2: k = 4 classifiers on N = 14 data sets, q_0.05 = 2.569, CD =
  // 1.25 (his example).
  EXPECT_NEAR(nemenyi_critical_difference(4, 14), 1.25, 0.005);
  EXPECT_NEAR(nemenyi_critical_difference(3, 10), 2.343700588 * std::sqrt(3.0 * 4.0 / (6.0 * 10.0)),
              1e-7);
  EXPECT_THROW(nemenyi_critical_difference(1, 10), std::invalid_argument);
  EXPECT_THROW(nemenyi_critical_difference(3, 0), std::invalid_argument);
  EXPECT_THROW(studentized_range_quantile(1.0, 3), std::invalid_argument);
}

// /usr/bin/python3: scipy.integrate.quad of the ECDF step function over log10(work) from lowest to
// highest, breakpoints at the solved runs' work, divided by the axis' length.
TEST(EcdfArea, EqualsNumericalIntegration) {
  const std::vector<Attempt> mixed = {{33, true},    {236, true},   {500, true},
                                      {1200, false}, {40000, true}, {7, true}};
  EXPECT_NEAR(ecdf_area(mixed, 10, 10000), 0.46720022515644377, 1e-9);
  const std::vector<Attempt> solved = {{176.5, true}, {100, true}, {3000, true}};
  EXPECT_NEAR(ecdf_area(solved, 50, 3000), 0.5075492123502485, 1e-9);
}

TEST(EcdfArea, EdgesOfTheAxis) {
  EXPECT_DOUBLE_EQ(ecdf_area({{5, true}, {9, false}}, 5, 5), 0.5);
  EXPECT_DOUBLE_EQ(ecdf_area({{1, true}, {2, true}}, 10, 100), 1.0);  // all before the axis
  EXPECT_DOUBLE_EQ(ecdf_area({{1000, true}, {5, false}}, 10, 100), 0.0);
  EXPECT_THROW(ecdf_area({}, 1, 2), std::invalid_argument);
  EXPECT_THROW(ecdf_area({{1, true}}, 0, 2), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
