// Where the figures put the counts of unsolved runs ("57/60") so that none overlaps another, at
// any spacing of the x axis' values: each count takes a line of its own panel's labels (the
// scripts hang those lines from the panel's top), the first line that is free where it stands.
#pragma once

#include <string>
#include <vector>

namespace nqga {

// A count label's width per character (and one character of space between labels), as a share
// of the x axis: 7 px of the 11 px label font (plots/style.gp) on a figure's axis of about
// 830 of its 960 px.
constexpr double kCountCharacter = 7.0 / 830;

// The line of each label, from 0: in order of `at` (each label's centre as a share of its
// panel's x axis, 0 to 1), the first line of its panel (labels of one `panel` value share the
// lines) whose last label ends a character before this one begins. O(labels x lines).
std::vector<int> count_lines(const std::vector<double>& at, const std::vector<std::string>& panel,
                             const std::vector<std::string>& text);

// `values` as shares of their range (0 to 1; all 0 when they are one value), on a logarithmic
// axis when `logarithmic`.
std::vector<double> axis_shares(const std::vector<double>& values, bool logarithmic);

}  // namespace nqga
