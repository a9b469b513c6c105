// The data of the phase-transition figure (plots/phase.gp): for a sweep over instances along one
// problem axis besides n (problem.density, problem.placed, ...), per configuration (and n when it
// varies) the solvable fraction of the instances, the success on solvable ones with its Wilson
// interval, and the median work over all runs with the censored ones at +inf, each unit of work
// in its own panel, from the design's cells (figure_cells.hpp).
#pragma once

#include "figures/figure_cells.hpp"
#include "figures/plot_data.hpp"

namespace nqga {

// Adds the table "phase" to `data` when the design has an instance axis and exactly one problem
// axis besides n; else, when it has an instance axis, says why not. Its column count_row places
// each count of unsolved runs ("57/60") on a line of its own panel's count rows, so that no two
// overlap at any spacing of the axis' values: in order of x, each takes the first row whose last
// label ends before it begins.
void add_phase_data(const std::vector<FigureCell>& cells, const Design& design, PlotData& data);

// A count label's width per character (and one character of space between labels), as a share
// of the x axis: 7 px of the 11 px font of plots/phase.gp on its 830 px wide axis.
constexpr double kCountCharacter = 7.0 / 830;

}  // namespace nqga
