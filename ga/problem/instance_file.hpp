// Instance files: an instance's size, given queens and blocked squares as text (docs/problems.md),
// one statement a line, rows and columns 1-based like board files:
//
//   # comments run from # to the end of the line; blank lines are skipped
//   n 8
//   queen 1 3      # a given queen in row 1, column 3
//   block 2 5      # row 2, column 5: no queen may stand there
//
// `n` comes first, once; then any number of queen and block lines in any order. The reader also
// takes the Essence' form of CSPLib 080's instances (`letting n = 8`, `letting blocks = [[2,5]]`;
// essence_instance.hpp).
#pragma once

#include <cstdint>
#include <istream>
#include <stdexcept>
#include <string>

#include "instance.hpp"
#include "instance_file_error.hpp"

namespace nqga {

// Bounds on what a reader takes, so that a wrong file (a device, an endless pipe, a typo in n)
// is refused early: the bytes of a file (enough for every square of a 2000 x 2000 board blocked)
// and n (the GA's largest board with room; the exact search takes n <= 64).
inline constexpr std::uint64_t kMaxInstanceFileBytes = std::uint64_t{64} << 20;
inline constexpr int kMaxInstanceN = 1'000'000;

// Reads an instance from `in`, at most `max_bytes` of it. Throws InstanceFileError
// "NAME:LINE: what is wrong" (NAME alone for the whole file): no n line, n twice, a square
// before n, an unknown statement, a missing, extra or non-numeric field, n outside
// 1..kMaxInstanceN, a row or column outside 1..n, two given queens in one row or column, a
// square blocked twice, a given queen on a blocked square; and a file over `max_bytes`.
// O(bytes + squares log squares).
Instance read_instance(const std::string& name, std::istream& in,
                       std::uint64_t max_bytes = kMaxInstanceFileBytes);

// read_instance on the file at `path`; also refuses a directory, a file it cannot open and a FIFO
// that no program opens for writing within kFifoWriterWaitSeconds (input_file.hpp).
Instance read_instance_file(const std::string& path);

// The text of `instance` in this format: a comment line, n, the given queens by row, the blocked
// squares by row then column. read_instance gives the instance back. O(n + blocked).
std::string instance_file_text(const Instance& instance);

}  // namespace nqga
