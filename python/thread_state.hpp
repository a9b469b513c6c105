// The GIL for calls into Python from threads nqga starts (a sweep's workers). pybind11's
// gil_scoped_acquire makes such a thread a Python thread state and deletes it on release: a
// malloc, a free and the interpreter's thread list locked per call, on every operator call.
// keep_thread_state() keeps the thread's state from its first call to the thread's end.
#pragma once

#include <pybind11/pybind11.h>

namespace nqga::python {

class KeptThreadState {
 public:
  KeptThreadState() {
    pybind11::gil_scoped_acquire gil;
    gil.inc_ref();  // one more owner than this scope: the state outlives it
  }
  ~KeptThreadState() {
    if (!Py_IsInitialized()) return;  // the main thread at exit: the interpreter has ended
    pybind11::gil_scoped_acquire gil;
    gil.dec_ref();  // with the scope's own, the state is deleted as the scope ends
  }
  KeptThreadState(const KeptThreadState&) = delete;
  KeptThreadState& operator=(const KeptThreadState&) = delete;
};

// Call before gil_scoped_acquire on any thread that may call Python many times.
inline void keep_thread_state() { thread_local KeptThreadState kept; }

}  // namespace nqga::python
