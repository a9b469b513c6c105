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
#include <string>

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

// A Python call that an interrupt may cut (an operator's, run_ga's callback), made inside a
// CuttableCall (with the GIL), which lists its thread while the call runs. cut_python_calls()
// raises KeyboardInterrupt in every listed call (PyThreadState_SetAsyncExc: at the call's next
// bytecode; a call blocked in C code, such as time.sleep, runs to its end), and until the matching
// allow_python_calls() a CuttableCall throws RunCut as it begins and as it ends: the run it
// belongs to ends interrupted (stop_token.hpp).
class CuttableCall {
 public:
  CuttableCall();  // throws RunCut while calls are cut
  ~CuttableCall();
  CuttableCall(const CuttableCall&) = delete;
  CuttableCall& operator=(const CuttableCall&) = delete;
  // Throws RunCut naming `what` when the calls were cut while this one ran.
  void end(const std::string& what) const;

 private:
  unsigned long thread_;
};

// With the GIL. Calls are cut from the first cut_python_calls() until as many
// allow_python_calls().
void cut_python_calls();
void allow_python_calls();

// Writes `text` to Python's sys.stderr (under a notebook's cell), from any thread, taking the GIL;
// to std::cerr once the interpreter is exiting.
void write_python_stderr(const std::string& text);

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
