// "did you mean ...?" for a mistyped name, by edit distance.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace nqga {

// Levenshtein distance between two names. O(|a| |b|).
std::size_t edit_distance(std::string_view a, std::string_view b);

// " (did you mean X?)" for the candidate closest to `wrong`, or "" when none is close enough:
// within max(min_allowed, |wrong| / 3) edits and not a rewrite of every character. Else a dotted
// key whose last part is wrong's (`population` -> `ga.population`), the closest such. O(sum of
// |wrong| |candidate|).
std::string did_you_mean(std::string_view wrong, const std::vector<std::string>& candidates,
                         std::size_t min_allowed = 2);

}  // namespace nqga
