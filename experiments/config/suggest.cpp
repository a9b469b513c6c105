#include "config/suggest.hpp"

#include <algorithm>

namespace nqga {

namespace {

std::string_view last_part(std::string_view path) {
  const auto dot = path.rfind('.');
  return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string did_you_mean(std::string_view wrong, const std::vector<std::string>& candidates,
                         std::size_t min_allowed) {
  // The closest name by whole-path edits (so ga.mutaton.rate finds ga.mutation.rate, one letter
  // away in one part); failing that, the closest of those with wrong's last part (population ->
  // ga.population). Never a name that shares nothing with it: "<<" is no slip of "n".
  std::size_t best = std::string_view::npos, best_by_part = std::string_view::npos;
  std::string_view best_name, best_part_name;
  for (const auto& candidate : candidates) {
    const std::size_t d = edit_distance(wrong, candidate);
    if (d < best) {
      best = d;
      best_name = candidate;
    }
    if (last_part(wrong) == last_part(candidate) && d < best_by_part) {
      best_by_part = d;
      best_part_name = candidate;
    }
  }
  const std::size_t allowed = std::max<std::size_t>(min_allowed, wrong.size() / 3);
  if (best <= allowed && best < std::max(wrong.size(), best_name.size())) {
    return " (did you mean " + std::string(best_name) + "?)";
  }
  if (!best_part_name.empty()) return " (did you mean " + std::string(best_part_name) + "?)";
  return "";
}

}  // namespace nqga
