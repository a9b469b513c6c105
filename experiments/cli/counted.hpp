// A count with its noun for messages a person reads: "1 queen", "3 queens", "0 squares".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace nqga {

// `count` and `singular` for 1, else `count` and `plural` (by default singular + "s").
inline std::string counted(std::int64_t count, std::string_view singular,
                           std::string_view plural = "") {
  std::string text = std::to_string(count) + " ";
  if (count == 1) return text.append(singular);
  return plural.empty() ? text.append(singular).append("s") : text.append(plural);
}

}  // namespace nqga
