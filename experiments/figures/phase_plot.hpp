// The data of the phase-transition figure (plots/phase.gp): for a sweep over instances along one
// problem axis besides n (problem.density, problem.placed, ...), per configuration (and n when it
// varies) the solvable fraction of the instances, the success on solvable ones with its Wilson
// interval (none for a deterministic solver, run once an instance), and the median work over all
// runs on solvable and undecided instances with the censored ones at +inf, and beside it the
// median work of the proofs that an instance has no solution (the cost peak of the transition),
// each unit of work in its own panel, from the design's cells (figure_cells.hpp).
#pragma once

#include "figures/figure_cells.hpp"
#include "figures/plot_data.hpp"

namespace nqga {

// Adds the table "phase" to `data` when the design has an instance axis and exactly one problem
// axis besides n; else, when it has an instance axis, says why not. Its column count_row places
// each count of unsolved runs ("57/60") on a line of its panel's counts (count_labels.hpp).
void add_phase_data(const std::vector<FigureCell>& cells, const Design& design, PlotData& data);

}  // namespace nqga
