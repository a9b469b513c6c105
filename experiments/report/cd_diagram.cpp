#include "report/cd_diagram.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <numeric>

#include "comparison/rank_test_registry.hpp"
#include "report/baseline.hpp"
#include "report/html.hpp"
#include "statistics/critical_difference.hpp"

namespace nqga {

namespace {

// Whether members i and j of the group (positions in group.points) are told apart.
using Differs = std::function<bool(std::size_t, std::size_t)>;

// The largest runs of rank-ordered members with no two told apart, as [first, last] positions
// in `order`; runs inside another are left out.
std::vector<std::pair<std::size_t, std::size_t>> cliques(const std::vector<std::size_t>& order,
                                                         const Differs& differs) {
  std::vector<std::pair<std::size_t, std::size_t>> found;
  for (std::size_t first = 0; first < order.size(); ++first) {
    std::size_t last = first;
    auto fits = [&](std::size_t next) {
      for (std::size_t k = first; k < next; ++k) {
        if (differs(order[k], order[next])) return false;
      }
      return true;
    };
    while (last + 1 < order.size() && fits(last + 1)) ++last;
    if (last > first && (found.empty() || last > found.back().second))
      found.push_back({first, last});
  }
  return found;
}

// An SVG coordinate or length, to 0.1 pixel.
std::string coordinate(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// Holm-corrected p of each pair of the group's members (positions in group.points), k x k, 1 for
// a pair not tested: one pass over the comparison's pairs, so that the cliques' O(k^3) questions
// cost O(1) each (looking each up among the pairs made 300 points take minutes).
std::vector<double> pair_p_matrix(const Comparison& comparison, const GroupResult& group) {
  const std::size_t k = group.points.size();
  std::map<std::size_t, std::size_t> position;  // comparison point -> member
  for (std::size_t i = 0; i < k; ++i) position[group.points[i]] = i;
  std::vector<double> p(k * k, 1.0);
  for (const PairResult& pair : comparison.pairs) {
    const auto a = position.find(pair.a), b = position.find(pair.b);
    if (a == position.end() || b == position.end()) continue;
    p[a->second * k + b->second] = p[b->second * k + a->second] = pair.p_holm;
  }
  return p;
}

// The diagram of members named `labels` at `ranks`: the axis, Nemenyi's CD as a bar when there
// is one (cd > 0), the bars of the cliques, and each member's line to its label (the better half
// on the left).
std::string diagram_svg(const std::vector<std::string>& labels, const std::vector<double>& ranks,
                        const std::vector<std::size_t>& order,
                        const std::vector<std::pair<std::size_t, std::size_t>>& bars, double cd) {
  const std::size_t k = order.size();
  const bool nemenyi = cd > 0;
  // The axis: 1..k for Friedman's within-block ranks, else the span of the pooled mean ranks.
  const double low = nemenyi ? 1 : std::floor(ranks[order.front()]);
  const double high = nemenyi ? static_cast<double>(k) : std::ceil(ranks[order.back()]);
  const double width = 760, left = 40, right = 40, axis_y = 60;
  const auto x = [&](double r) {
    return left + (high > low ? (r - low) / (high - low) : 0.5) * (width - left - right);
  };
  const double height = axis_y + 24 + 18.0 * static_cast<double>(k + bars.size());
  std::string svg = "<svg class=\"cd\" width=\"" + coordinate(width) + "\" height=\"" +
                    coordinate(height) + "\" viewBox=\"0 0 " + coordinate(width) + " " +
                    coordinate(height) + "\" font-size=\"12\" role=\"img\">";
  svg += "<line x1=\"" + coordinate(left) + "\" y1=\"" + coordinate(axis_y) + "\" x2=\"" +
         coordinate(width - right) + "\" y2=\"" + coordinate(axis_y) + "\" stroke=\"#444\"/>";
  for (double r : {low, high, 0.5 * (low + high)}) {
    svg += "<text x=\"" + coordinate(x(r)) + "\" y=\"" + coordinate(axis_y - 8) +
           "\" text-anchor=\"middle\">" + readable(r) + "</text>";
  }
  if (nemenyi) {
    // The label above the bar's middle: beside its end it leaves the picture when CD spans the
    // axis.
    svg += "<line x1=\"" + coordinate(x(low)) + "\" y1=\"24\" x2=\"" + coordinate(x(low + cd)) +
           "\" y2=\"24\" stroke=\"#D55E00\" stroke-width=\"3\"/><text x=\"" +
           coordinate(0.5 * (x(low) + x(low + cd))) +
           "\" y=\"17\" text-anchor=\"middle\">CD = " + readable(cd) + "</text>";
  }
  double y = axis_y + 20;
  for (const auto& [first, last] : bars) {
    svg += "<line x1=\"" + coordinate(x(ranks[order[first]]) - 3) + "\" y1=\"" + coordinate(y) +
           "\" x2=\"" + coordinate(x(ranks[order[last]]) + 3) + "\" y2=\"" + coordinate(y) +
           "\" stroke=\"#000\" stroke-width=\"4\"/>";
    y += 18;
  }
  for (std::size_t position = 0; position < k; ++position, y += 18) {
    const std::size_t i = order[position];
    const bool left_half = 2 * position < k;
    svg += "<polyline fill=\"none\" stroke=\"#0072B2\" points=\"" + coordinate(x(ranks[i])) + "," +
           coordinate(axis_y) + " " + coordinate(x(ranks[i])) + "," + coordinate(y - 4) + " " +
           coordinate(left_half ? left : width - right) + "," + coordinate(y - 4) + "\"/>";
    svg += "<text x=\"" + coordinate(left_half ? left + 4 : width - right - 4) + "\" y=\"" +
           coordinate(y - 7) + "\" text-anchor=\"" + (left_half ? "start" : "end") + "\">" +
           html_escape(labels[i]) + " (" + readable(ranks[i]) + ")</text>";
  }
  return svg + "</svg>";
}

}  // namespace

std::string cd_diagram(const Comparison& comparison, const GroupResult& group) {
  const std::size_t k = group.points.size();
  if (k < 2) return "";
  if (group.evidence.status != ClaimStatus::kEstablished) {
    return "<p class=\"note\">No critical-difference diagram: the omnibus test does not establish "
           "a difference among these configurations (" +
           std::string(claim_status_name(group.evidence.status)) + ", Holm p " +
           readable(group.p_holm) + "), and a diagram would separate what the test cannot.</p>\n";
  }
  const std::vector<double>& ranks = group.result.average_ranks;
  std::vector<std::size_t> order(k);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](auto x, auto y) { return ranks[x] < ranks[y]; });
  const RegisteredTest* test = find_test(group.test);
  const bool nemenyi = test != nullptr && test->pairing != Pairing::kNone && group.blocks > 0;
  const double cd =
      nemenyi ? nemenyi_critical_difference(static_cast<int>(k), group.blocks, kClaimLevel) : 0;
  const std::vector<double> p = nemenyi ? std::vector<double>{} : pair_p_matrix(comparison, group);
  const Differs differs = [&](std::size_t i, std::size_t j) {
    return nemenyi ? std::fabs(ranks[i] - ranks[j]) >= cd : p[i * k + j] < kClaimLevel;
  };
  std::vector<std::string> labels;
  for (std::size_t point : group.points)
    labels.push_back(label_without_n(comparison.points[point].label, group.n));
  const std::string svg =
      diagram_svg(labels, ranks, order, cliques(order, differs), nemenyi ? cd : 0);
  const std::string how =
      nemenyi ? "Average ranks within each of the " + std::to_string(group.blocks) + " " +
                    test->blocks() +
                    " (Friedman). A bar joins points whose ranks differ by less than "
                    "Nemenyi's critical difference CD at alpha = " +
                    readable(kClaimLevel) + "."
              : "Mean pooled ranks (Kruskal-Wallis: the points ran with different seeds, so "
                "there are no blocks to rank within). A bar joins points that no pairwise rank "
                "test tells apart after Holm's correction at alpha = " +
                    readable(kClaimLevel) + ".";
  return "<figure>" + svg +
         "<figcaption>Critical-difference diagram for n = " + std::to_string(group.n) +
         ", best first (lower rank is better). " + how + "</figcaption></figure>\n";
}

std::string ranking_cd_diagram(const Ranking& ranking) {
  if (ranking.evidence.status != ClaimStatus::kEstablished) return "";
  std::vector<std::size_t> order(ranking.configurations.size());
  std::iota(order.begin(), order.end(), 0);  // the ranking is best first
  const double cd = ranking.critical_difference;
  const Differs differs = [&](std::size_t i, std::size_t j) {
    return std::fabs(ranking.mean_ranks[i] - ranking.mean_ranks[j]) >= cd;
  };
  const std::string svg =
      diagram_svg(ranking.configurations, ranking.mean_ranks, order, cliques(order, differs), cd);
  return "<figure>" + svg + "<figcaption>Critical-difference diagram over the " +
         std::to_string(ranking.problems.size()) +
         " problem points (ranking.csv), best first: each configuration ranked at every point and "
         "the ranks averaged (Friedman). A bar joins configurations whose mean ranks differ by "
         "less than Nemenyi's critical difference CD at alpha = " +
         readable(kClaimLevel) + ".</figcaption></figure>\n";
}

}  // namespace nqga
