// The parts of the Python module _nqga, each binding one layer of nqga (module.cpp calls them in
// order). The package python/nqga/ wraps them in the names users call.
#pragma once

#include <pybind11/pybind11.h>

namespace nqga::python {

void bind_rng(pybind11::module_& m);               // nqga.Rng: the job's generator in Python
void bind_board_calls(pybind11::module_& m);       // count, first, solve, check, conflicts
void bind_ga_calls(pybind11::module_& m);          // run_ga with a per-generation callback
void bind_python_operators(pybind11::module_& m);  // register_mutation, _crossover, _selection
void bind_experiment_calls(pybind11::module_& m);  // the experiment API: load, open, run, compare

}  // namespace nqga::python
