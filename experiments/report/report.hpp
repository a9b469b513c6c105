// `nqga report`: a run directory as one self-contained HTML page (report.html), readable offline
// and by itself: provenance, the points, which differences are real, the figures and every run;
// a tuning folder (`nqga tune`) as irace's elites and sampling. Optionally each point marked
// against the same point of a baseline directory, and the tables as LaTeX for a paper.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

struct ReportOptions {
  std::filesystem::path out;       // the page; empty: DIR/report.html
  std::filesystem::path baseline;  // a run directory to mark changes against; empty: none
  std::filesystem::path latex;     // booktabs tables for \input; empty: none
};

// Writes the page (atomically), and the LaTeX file when asked; returns the page's path. Reads
// DIR's tables, job records and DIR/plots/*.svg (figures drawn by `nqga plot`; without them the
// page says how to draw them). Throws AnalysisError, naming the file, for a directory that is
// not a run directory or a tuning folder, or whose tables are damaged, and for a page and LaTeX
// file that are one file (before writing either); WriteError when the page
// cannot be written. O(jobs + figures), the comparison's bootstrap included.
std::filesystem::path write_report(const std::filesystem::path& dir, const ReportOptions& options);

}  // namespace nqga
