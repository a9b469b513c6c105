// The parts of the Python module _nqga, each binding one layer of nqga (module.cpp calls them in
// order). The package python/nqga/ wraps them in the names users call.
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <stdexcept>

namespace nqga {
struct GenerationRecord;  // run_result.hpp
}

namespace nqga::python {

// Work that would not fit in the memory nqga plans on (run/memory.hpp), refused before it is
// allocated, or an allocation that failed: nqga.OutOfMemory (a MemoryError) with the estimate,
// what is available and which bound it met, never a bare std::bad_alloc.
struct OutOfMemory : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A sweep's watch of its GA jobs (RunSettings::on_generation): `on_generation(job, record)`,
// the record a dict as run_ga's callback gets, called under the GIL from the job's worker thread;
// an exception from it fails the job, naming it. Empty for None.
std::function<void(int, const GenerationRecord&)> python_generation_watch(
    pybind11::object on_generation);

void bind_rng(pybind11::module_& m);               // nqga.Rng: the job's generator in Python
void bind_board_calls(pybind11::module_& m);       // count, first, solve, check, conflicts
void bind_ga_calls(pybind11::module_& m);          // run_ga with a per-generation callback
void bind_python_operators(pybind11::module_& m);  // register_mutation, _crossover, _selection
void bind_experiment_calls(pybind11::module_& m);  // the experiment API: load, open, run, compare
void bind_interrupts(pybind11::module_& m);        // hold_interrupt, take_held_interrupts

}  // namespace nqga::python
