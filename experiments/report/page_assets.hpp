// The report's style sheet and script, written into the page itself (the page needs no file
// beside it and no network). The script sorts tables, opens a point's runs and draws a run's
// convergence curve and board from the data embedded in the page, only when asked: a sweep of a
// thousand jobs loads as fast as one of ten.
#pragma once

namespace nqga {

extern const char* const kReportStyle;
extern const char* const kReportScript;

}  // namespace nqga
