// The parts of the Python module _nqga, each binding one layer of nqga (module.cpp calls them in
// order). The package python/nqga/ wraps them in the names users call.
#pragma once

#include <pybind11/pybind11.h>

#include <stdexcept>

namespace nqga::python {

// Work that would not fit in the memory nqga plans on (run/memory.hpp), refused before it is
// allocated, or an allocation that failed: nqga.OutOfMemory (a MemoryError) with the estimate,
// what is available and which bound it met, never a bare std::bad_alloc.
struct OutOfMemory : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void bind_rng(pybind11::module_& m);               // nqga.Rng: the job's generator in Python
void bind_board_calls(pybind11::module_& m);       // count, first, solve, check, conflicts
void bind_ga_calls(pybind11::module_& m);          // run_ga with a per-generation callback
void bind_python_operators(pybind11::module_& m);  // register_mutation, _crossover, _selection
void bind_experiment_calls(pybind11::module_& m);  // the experiment API: load, open, run, compare
void bind_interrupts(pybind11::module_& m);        // hold_interrupt, take_held_interrupts

}  // namespace nqga::python
