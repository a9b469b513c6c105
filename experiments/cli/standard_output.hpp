// Standard output as one checked way out: every byte a command prints goes through a buffer that
// remembers the first write the system refused (a full disk, a closed descriptor), so that a lost
// table, board or JSON document is an error that names its target, never a silent exit 0.
#pragma once

#include <iosfwd>

namespace nqga {

// While it lives, std::cout writes through the checked buffer (64 KiB blocks written with
// write(2), lines on a terminal); std::cout's own buffer is back when it ends. One per process:
// cli_main holds it.
class CheckedStandardOutput {
 public:
  CheckedStandardOutput();
  ~CheckedStandardOutput();
  CheckedStandardOutput(const CheckedStandardOutput&) = delete;
  CheckedStandardOutput& operator=(const CheckedStandardOutput&) = delete;
};

// Flushes `out` and throws WriteError when a byte written to it was lost: "cannot write standard
// output (/dev/full): No space left on device" (the file descriptor 1 leads to, when it is a
// path), with the system's errno for write_advice; another stream that failed is "the output".
// Commands call it before saying where their output went; cli_main calls it last for every command.
void finish_standard_output(std::ostream& out);

}  // namespace nqga
