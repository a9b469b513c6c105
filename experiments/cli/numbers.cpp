#include "cli/numbers.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>

#include "params.hpp"
#include "stop_token.hpp"

namespace nqga {

namespace {

// `text` without the leading zeros of its digits ("-007" -> "-7", "000" -> "0"), or "" when it
// is not an optional '-' and decimal digits.
std::string decimal_digits(const std::string& text) {
  const std::size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
  if (text.size() == sign || text.find_first_not_of("0123456789", sign) != std::string::npos)
    return "";
  const std::size_t first = std::min(text.find_first_not_of('0', sign), text.size() - 1);
  const std::string digits = text.substr(first);
  return digits == "0" ? digits : text.substr(0, sign) + digits;
}

// A validator of whole numbers of type T from `minimum` to `maximum`. Its message states the
// bound that was crossed: "must be a whole number >= 0" for -1 or "x", "from 0 to 2147483647"
// for a number too large.
template <typename T>
CLI::Validator whole_number_of(T minimum, T maximum, const char* name) {
  const std::string at_least = "must be a whole number >= " + std::to_string(minimum);
  const std::string within =
      "must be a whole number from " + std::to_string(minimum) + " to " + std::to_string(maximum);
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        const std::string digits = decimal_digits(text);
        T value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (!digits.empty() && error == std::errc() && value >= minimum && value <= maximum) {
          text = digits;
          return "";
        }
        const bool too_large = !digits.empty() && digits[0] != '-' &&
                               (error == std::errc::result_out_of_range || value > maximum);
        return (too_large ? within : at_least) + " (decimal digits), not " + text;
      },
      "", name);
}

}  // namespace

CLI::Validator whole_number(std::int64_t minimum, std::int64_t maximum) {
  return whole_number_of<std::int64_t>(minimum, maximum, "WHOLE");
}

CLI::Validator unsigned_whole_number() {
  return whole_number_of<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max(), "UNSIGNED");
}

CLI::Validator seconds() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        double value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
            value < 0)
          return "must be a number of seconds >= 0, not " + text;
        if (value > kMaxTimeLimitS) {
          return "must be a number of seconds from 0 to " + format_value(kMaxTimeLimitS) +
                 " (about 31 years: the longest limit the clock counts), not " + text;
        }
        return "";
      },
      "", "SECONDS");
}

}  // namespace nqga
