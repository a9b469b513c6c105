// The GIL for calls into Python from threads nqga starts (a sweep's workers, a job's own thread).
//
// pybind11's gil_scoped_acquire makes such a thread a Python thread state and deletes it on
// release: a malloc, a free and the interpreter's thread list locked per call, on every operator
// call. keep_thread_state() keeps the thread's state from its first call to the thread's end.
//
// At exit such a thread may still run: a job cut at its time limit runs on, detached, until its
// solver returns. A thread that takes the GIL while the interpreter finalizes is ended by CPython
// in mid-frame (through C++ frames: "FATAL: exception not rethrown") or reads freed objects. So
// the package's atexit handler calls close_python_entry() while Python still runs: it waits for
// the calls in Python to return, and from then on no thread nqga started enters Python (an
// operator call throws, so its job fails and its thread ends; Python objects are leaked).
#pragma once

#include <pybind11/pybind11.h>

#include <optional>

namespace nqga::python {

// Counts a thread in while it may use Python; admitted() is false once the entry is closed (and
// then the thread must not take the GIL).
class PythonEntry {
 public:
  PythonEntry();
  ~PythonEntry();
  PythonEntry(const PythonEntry&) = delete;
  PythonEntry& operator=(const PythonEntry&) = delete;
  bool admitted() const { return admitted_; }

 private:
  bool admitted_;
};

// Closes the entry and waits, without the GIL, until no thread is counted in. Call with the GIL.
void close_python_entry();

class KeptThreadState {
 public:
  KeptThreadState() {
    pybind11::gil_scoped_acquire gil;
    gil.inc_ref();  // one more owner than this scope: the state outlives it
  }
  ~KeptThreadState() {
    const PythonEntry entry;
    if (!Py_IsInitialized() || !entry.admitted()) return;  // exiting: the state is left behind
    pybind11::gil_scoped_acquire gil;
    gil.dec_ref();  // with the scope's own, the state is deleted as the scope ends
  }
  KeptThreadState(const KeptThreadState&) = delete;
  KeptThreadState& operator=(const KeptThreadState&) = delete;
};

// The GIL for a call from a thread that may call Python many times (an operator, a callback):
// admitted, the thread's state kept, the GIL taken. Throws std::runtime_error once the entry is
// closed.
class WorkerGil {
 public:
  WorkerGil();

 private:
  PythonEntry entry_;
  std::optional<pybind11::gil_scoped_acquire> gil_;
};

}  // namespace nqga::python
