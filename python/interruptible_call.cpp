#include "interruptible_call.hpp"

#include <atomic>
#include <csignal>
#include <future>
#include <new>
#include <string>
#include <thread>

#include "bindings.hpp"
#include "run/memory.hpp"
#include "thread_state.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

std::atomic<int> held{0};  // interrupts hold_interrupt counted

}  // namespace

void hold_interrupt() { ++held; }

int take_held_interrupts() { return held.exchange(0); }

void InterruptibleCall::run(const std::function<void()>& work) {
  std::packaged_task<void()> task(work);
  std::future<void> done = task.get_future();
  {
    py::gil_scoped_release free;
    std::thread worker(std::move(task));
    for (;;) {
      if (done.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready) break;
      py::gil_scoped_acquire gil;
      look();
      if (cut_due()) {
        cut_ = true;
        cut_python_calls();
      }
    }
    worker.join();
  }
  if (cut_) allow_python_calls();
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

void InterruptibleCall::look() {
  if (PyErr_CheckSignals() != 0) {
    if (PyErr_ExceptionMatches(PyExc_KeyboardInterrupt) || raised_) {
      PyErr_Clear();
    } else {
      raised_.emplace();  // fetches the error
    }
    note_interrupt();
  }
  for (int k = take_held_interrupts(); k > 0; --k) note_interrupt();
}

void InterruptibleCall::note_interrupt() {
  if (count_++ > 0) return;
  first_at_ = std::chrono::steady_clock::now();
  interrupts_.signal = SIGINT;
  interrupts_.stopping = true;
  interrupts_.abandoning = true;
  if (!first_note_.empty()) PySys_WriteStderr("%s\n", first_note_.c_str());
}

bool InterruptibleCall::cut_due() const {
  return count_ > 0 && !cut_ &&
         (count_ > 1 || std::chrono::steady_clock::now() - first_at_ >= kCutAfter);
}

void bind_interrupts(py::module_& m) {
  m.def(
      "hold_interrupt", [](int, const py::object&) { hold_interrupt(); }, py::arg("signum"),
      py::arg("frame"),
      "A SIGINT handler: counts the interrupt for the running call instead of raising.");
  m.def("take_held_interrupts", &take_held_interrupts,
        "The interrupts held and not taken by a call since the last time; sets them back to 0.");
}

}  // namespace nqga::python
