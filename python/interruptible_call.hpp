// Interrupts for the module's long calls (run, run_ga, count, first, solve). Python runs its
// signal handlers on the main thread only, whichever thread the OS delivered SIGINT to (a Jupyter
// kernel has several), and only between bytecodes: native work that held the main thread would
// see no interrupt until it returned. So the work runs on a thread of its own, without the GIL,
// while the calling thread waits, taking the GIL every 50 ms to let Python run its handlers
// (PyErr_CheckSignals). An interrupt is either a KeyboardInterrupt from them or one that the
// package's handler held (hold_interrupt, installed while a call runs and builds what it raises,
// so that a second interrupt cannot replace nqga.Interrupted by a bare KeyboardInterrupt).
//
// The first interrupt sets the work's Interrupts (run/interrupts.hpp): no new jobs, and the work
// in flight stops at its next check (a GA at its generation's end). Python calls that keep it
// longer are cut (thread_state.hpp: cut_python_calls) at a second interrupt, or kCutAfter after
// the first. The package raises nqga.Interrupted with what the work kept. Nothing here ends the
// process. Costs a thread per call (tens of microseconds) and an interrupt up to 50 ms to arrive.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "run/interrupts.hpp"

namespace nqga::python {

class InterruptibleCall {
 public:
  // How long after the first interrupt the Python calls still running are cut.
  static constexpr std::chrono::milliseconds kCutAfter{250};

  // `first_note`, when not empty, is written to sys.stderr on the first interrupt.
  explicit InterruptibleCall(std::string first_note = "") : first_note_(std::move(first_note)) {}

  // Runs `work` (which takes the GIL itself for any Python it calls) as above, with the GIL held
  // on entry and return. Rethrows what `work` threw; else, when a signal handler raised anything
  // but KeyboardInterrupt, that (the work stopped as on an interrupt).
  void run(const std::function<void()>& work);
  // run(work), and an allocation that fails becomes nqga.OutOfMemory (bindings.hpp) naming the
  // call (`what`, call_text's "solve(n=1000000000)") with the estimate planned and the advice.
  void run_in_memory(const std::string& what, const std::function<void()>& work);

  Interrupts& interrupts() { return interrupts_; }
  // Whether an interrupt came while the work ran.
  bool interrupted() const { return interrupts_.signal != 0; }

 private:
  // The interrupts that came since the last look (with the GIL).
  void look();
  void note_interrupt();
  // Whether the Python calls still running are to be cut now.
  bool cut_due() const;

  std::string first_note_;
  Interrupts interrupts_;
  int count_ = 0;  // interrupts seen
  std::chrono::steady_clock::time_point first_at_;
  bool cut_ = false;
  std::optional<pybind11::error_already_set> raised_;  // a handler's other exception
};

// The SIGINT handler the package installs while a call runs (signal.signal): it counts the
// interrupt for the call's next look instead of raising KeyboardInterrupt.
void hold_interrupt();
// The interrupts held and not yet taken by a call, set back to 0.
int take_held_interrupts();

// "solve(n=1000000000)": a call and its n, as messages name them.
std::string call_text(const char* name, long long n);

}  // namespace nqga::python
