// "The runs": every job's row (seed, stop reason, work, best conflicts, validated), its
// convergence curve and, for a sample, its final board as `nqga show` draws it. The page holds
// them as compact JSON that its script turns into a table only for the point a reader opens, and
// into a curve or a board only for the run they pick, so a sweep of 1,000 jobs loads no faster
// or slower than the table of its points. Curves are the falls of the best conflicts the job
// record keeps (a few dozen numbers a run, not its per-generation log); board pictures are kept
// for a sample, kBoardPicturesPerPoint runs of each point (one when there are many points: about
// kMaxBoardPictures in all), unsolved runs first, and no more than kBoardPictureBytes in all,
// since a picture costs about 30 bytes a square (17 KB at n = 24, 70 KB at 48).
#pragma once

#include <cstddef>
#include <string>

#include "report/report_inputs.hpp"

namespace nqga {

constexpr int kBoardPicturesPerPoint = 3;
constexpr int kMaxBoardPictures = 150;
constexpr std::size_t kBoardPictureBytes = 400'000;

// The section: the point picker, the empty runs table, and the data as
// <script type="application/json" id="nqga-runs">.
std::string runs_section(const ReportInputs& inputs);

}  // namespace nqga
