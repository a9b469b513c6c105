#include "thread_state.hpp"

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

namespace py = pybind11;

namespace nqga::python {

namespace {

std::atomic<bool> closed{false};
std::atomic<int> inside{0};  // threads counted in

}  // namespace

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

}  // namespace nqga::python
