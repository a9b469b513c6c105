// `nqga report DIR [--out FILE] [--baseline OLD] [--latex FILE]` (report/report.hpp), and the
// page `nqga run` writes after its figures.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>

namespace nqga {

struct ReportCommandOptions {
  std::string dir, out, baseline, latex;
};

// Returns the exit code: 0 written, 2 not a run directory (or a tuning folder), a baseline that
// is none, or damaged tables (said on `err`, nothing written).
int report_command(const ReportCommandOptions& options, std::ostream& out, std::ostream& err);

// What `nqga run` does after the plots: writes DIR/report.html and says where on `out`; a
// failure is said on `err` and does not fail the run (its data is complete without the page).
void write_run_report(const std::filesystem::path& dir, std::ostream& out, std::ostream& err);

}  // namespace nqga
