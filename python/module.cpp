// The extension module _nqga: nqga's library and experiment API for Python. Every call that runs
// native loops (a sweep, a GA, a count) releases the GIL; Python operators and callbacks take it
// back for their calls only.
#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "comparison/point_runs.hpp"
#include "config/config.hpp"
#include "experiment/experiment.hpp"
#include "run/csv.hpp"
#include "run/version.hpp"
#include "stop_token.hpp"

namespace py = pybind11;

PYBIND11_MODULE(_nqga, m) {
  m.doc() = "nqga's C++ library and experiment API (use the package nqga)";
  // A config error carries the command line's message: file:line:col, key path, a suggestion.
  py::register_exception<nqga::ConfigError>(m, "ConfigError", PyExc_ValueError);
  py::register_exception<nqga::RunDirectoryRefused>(m, "RunDirectoryRefused", PyExc_RuntimeError);
  py::register_exception<nqga::AnalysisError>(m, "AnalysisError", PyExc_ValueError);
  // A run directory's table cut short or edited: "file:line: problem", as the command line says.
  py::register_exception<nqga::TableError>(m, "TableError", PyExc_ValueError);
  py::register_exception<nqga::python::OutOfMemory>(m, "OutOfMemory", PyExc_MemoryError);
  m.attr("version") = nqga::kVersion;  // the project's, as manifest.json records it
  m.attr("max_time_limit_s") = nqga::kMaxTimeLimitS;
  nqga::python::bind_rng(m);
  nqga::python::bind_board_calls(m);
  nqga::python::bind_ga_calls(m);
  nqga::python::bind_python_operators(m);
  nqga::python::bind_experiment_calls(m);
  nqga::python::bind_interrupts(m);
}
