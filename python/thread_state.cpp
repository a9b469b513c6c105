#include "thread_state.hpp"

#include <atomic>
#include <chrono>
#include <iostream>
#include <set>
#include <stdexcept>
#include <thread>

#include "stop_token.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

std::atomic<bool> closed{false};
std::atomic<int> inside{0};   // threads counted in
std::atomic<int> cutting{0};  // the cut_python_calls() not yet allowed again

// The threads in a CuttableCall, by Python's thread id (under the GIL).
std::set<unsigned long>& in_cuttable_calls() {
  static std::set<unsigned long> threads;
  return threads;
}

}  // namespace

CuttableCall::CuttableCall() : thread_(PyThread_get_thread_ident()) {
  if (cutting > 0) throw RunCut("cut by an interrupt");
  in_cuttable_calls().insert(thread_);
}

CuttableCall::~CuttableCall() {
  in_cuttable_calls().erase(thread_);
  // A KeyboardInterrupt raised in the call after it had returned would wait for this thread's
  // next Python call, in another run.
  if (cutting > 0) PyThreadState_SetAsyncExc(thread_, nullptr);
}

void CuttableCall::end(const std::string& what) const {
  if (cutting > 0) throw RunCut(what + ": cut by an interrupt");
}

void cut_python_calls() {
  ++cutting;
  for (const unsigned long thread : in_cuttable_calls()) {
    PyThreadState_SetAsyncExc(thread, PyExc_KeyboardInterrupt);
  }
}

void allow_python_calls() { --cutting; }

PythonEntry::PythonEntry() {
  ++inside;  // before reading `closed`: close_python_entry then sees this thread, or it sees closed
  admitted_ = !closed;
}

PythonEntry::~PythonEntry() { --inside; }

void close_python_entry() {
  closed = true;
  py::gil_scoped_release free;
  while (inside > 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

WorkerGil::WorkerGil() {
  if (!entry_.admitted()) {
    throw std::runtime_error("the Python interpreter is exiting: no more Python calls");
  }
  thread_local KeptThreadState kept;
  gil_.emplace();
}

void write_python_stderr(const std::string& text) {
  const PythonEntry entry;
  if (!Py_IsInitialized() || !entry.admitted()) {
    std::cerr << text << std::flush;
    return;
  }
  const py::gil_scoped_acquire gil;
  PySys_FormatStderr("%s", text.c_str());
}

}  // namespace nqga::python
