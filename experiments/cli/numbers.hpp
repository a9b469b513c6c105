// Numbers on the command line read as in configs: decimal, whatever their leading zeros. CLI11
// alone reads "010" as octal 8 and "0x10" as 16, and states a range with a 309-digit bound; these
// validators go on every numeric option and positional instead.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

namespace nqga {

// A whole number from `minimum` to `maximum`, in decimal: "010" is ten (leading zeros dropped,
// as YAML reads `n: 010`), a sign other than a leading '-', "0x10", "1e3" and "8.0" are refused.
// A transform: CLI11 then converts the number without its leading zeros. The error states the
// bound crossed: "--jobs: must be a whole number >= 0 (decimal digits), not -1".
CLI::Validator whole_number(std::int64_t minimum, std::int64_t maximum);

// The same for a std::uint64_t up to 2^64 - 1 (a seed).
CLI::Validator unsigned_whole_number();

// A number of seconds from 0 to kMaxTimeLimitS ("--time-limit: must be a number of seconds >= 0,
// not -1"; "... from 0 to 1e+09 (about 31 years: ...), not 1e11").
CLI::Validator seconds();

}  // namespace nqga
