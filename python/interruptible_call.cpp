#include "interruptible_call.hpp"

#include <chrono>
#include <csignal>
#include <future>
#include <new>
#include <string>
#include <thread>

#include "bindings.hpp"
#include "run/memory.hpp"

namespace py = pybind11;

namespace nqga::python {

void InterruptibleCall::run(const std::function<void()>& work) {
  std::packaged_task<void()> task(work);
  std::future<void> done = task.get_future();
  {
    py::gil_scoped_release free;
    std::thread worker(std::move(task));
    for (;;) {
      if (done.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready) break;
      py::gil_scoped_acquire gil;
      if (PyErr_CheckSignals() != 0) note_interrupt();
    }
    worker.join();
  }
  done.get();
  if (raised_) throw *raised_;
}

void InterruptibleCall::run_in_memory(const std::string& what, const std::function<void()>& work) {
  try {
    run(work);
  } catch (const std::bad_alloc&) {
    throw OutOfMemory(what + ": " + out_of_memory_message());
  }
}

std::string call_text(const char* name, long long n) {
  return std::string(name) + "(n=" + std::to_string(n) + ")";
}

void InterruptibleCall::note_interrupt() {
  if (PyErr_ExceptionMatches(PyExc_KeyboardInterrupt) || raised_) {
    PyErr_Clear();
  } else {
    raised_.emplace();  // fetches the error
  }
  if (interrupts_.signal != 0) {
    interrupts_.abandoning = true;
    return;
  }
  interrupts_.signal = SIGINT;
  interrupts_.stopping = true;
  if (!first_note_.empty()) PySys_WriteStderr("%s\n", first_note_.c_str());
}

}  // namespace nqga::python
