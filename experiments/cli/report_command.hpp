// `nqga report DIR [--out FILE] [--baseline OLD] [--latex FILE]` (report/report.hpp).
#pragma once

#include <iosfwd>
#include <string>

namespace nqga {

struct ReportCommandOptions {
  std::string dir, out, baseline, latex;
};

// Returns the exit code: 0 written, 2 not a run directory (or a tuning folder), a baseline that
// is none, or damaged tables (said on `err`, nothing written).
int report_command(const ReportCommandOptions& options, std::ostream& out, std::ostream& err);

}  // namespace nqga
