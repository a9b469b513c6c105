// The data of the phase-transition figure (plots/phase.gp): for a sweep over instances along one
// parameter (problem.density, problem.placed, ...), the solvable fraction and each solver's
// success on solvable instances and median work, from phase.csv's rows (tables/phase.hpp).
#pragma once

#include "figures/plot_data.hpp"

namespace nqga {

// Adds the table "phase" to `data` when runs.csv has instances and exactly one swept parameter
// besides problem.seed and the solver; else, for sweeps over instances, says why not.
void add_phase_data(const Table& runs, const Table& summary, PlotData& data);

}  // namespace nqga
