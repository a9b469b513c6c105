#include "figures/count_labels.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace nqga {

std::vector<int> count_lines(const std::vector<double>& at, const std::vector<std::string>& panel,
                             const std::vector<std::string>& text) {
  std::vector<std::size_t> order(at.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return at[a] < at[b]; });
  std::map<std::string, std::vector<double>> ends;  // panel -> the right end of each line
  std::vector<int> lines(at.size(), 0);
  for (const std::size_t k : order) {
    const double half = (text[k].size() + 1) * kCountCharacter / 2;
    std::vector<double>& taken = ends[panel[k]];
    std::size_t line = 0;
    while (line < taken.size() && taken[line] > at[k] - half) ++line;
    if (line == taken.size()) taken.push_back(0);
    taken[line] = at[k] + half;
    lines[k] = static_cast<int>(line);
  }
  return lines;
}

std::vector<double> axis_shares(const std::vector<double>& values, bool logarithmic) {
  std::vector<double> shares;
  for (const double v : values) shares.push_back(logarithmic ? std::log(v) : v);
  if (shares.empty()) return shares;
  const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
  const double from = *low, span = *high - *low;
  for (double& share : shares) share = span > 0 ? (share - from) / span : 0;
  return shares;
}

}  // namespace nqga
