// SIGINT and SIGTERM while a sweep's jobs run. The first SIGINT (Ctrl-C: a person who may wait)
// stops taking new jobs and says at once what it waits for; a second signal abandons the jobs in
// flight: `abandon` runs (it marks the directory interrupted) and the process exits with
// 128 + the signal, the jobs in flight left for a resume to run again. SIGTERM (kill, `timeout`,
// Slurm at a job's end, each of which sends SIGKILL soon after) abandons them at once: a job in
// flight may run for hours.
//
// The signals are blocked in the calling thread, and so in every thread it starts meanwhile (the
// job workers), and a thread of this object waits for them: what they trigger is ordinary code,
// not a signal handler, at the cost of one thread that wakes every 100 ms.
//
// A program with signal handling of its own (the Python module: Python runs its handlers on the
// main thread, wherever the OS delivered the signal) raises the interrupts itself instead
// (Interrupts): then no signal is blocked or watched, and nothing ends the process.
#pragma once

#include <atomic>
#include <csignal>
#include <functional>
#include <iosfwd>
#include <string>
#include <thread>

namespace nqga {

// Interrupts that the caller raises: `stopping` takes no new jobs (and `signal` says why);
// `abandoning` stops the jobs in flight at their next check: a GA at its generation's end, saving
// its state there as the job's checkpoint, which a resume continues; other solvers' work is
// dropped, and a resume runs them again. Jobs stopped so are not recorded.
struct Interrupts {
  std::atomic<bool> stopping{false};
  std::atomic<bool> abandoning{false};
  std::atomic<int> signal{0};
};

class InterruptWatch {
 public:
  // `waiting_for`: what the jobs in flight are, for the first signal's message. `abandon`: what
  // to do before exiting on the second. With `raised`, the caller's interrupts instead of signals.
  InterruptWatch(std::ostream& err, std::function<std::string()> waiting_for,
                 std::function<void()> abandon, Interrupts* raised = nullptr);
  // Stops watching and unblocks the signals (a signal that came meanwhile is handled by the
  // next watch, or ends the process as usual).
  ~InterruptWatch();
  InterruptWatch(const InterruptWatch&) = delete;
  InterruptWatch& operator=(const InterruptWatch&) = delete;

  // Set by the first signal: take no new jobs.
  const std::atomic<bool>& stopping() const { return flags_->stopping; }
  // Set by a raised interrupt: stop the jobs in flight (a second signal ends the process).
  const std::atomic<bool>& abandoning() const { return flags_->abandoning; }
  // The first signal that came, or 0.
  int signal() const { return flags_->signal; }
  // Stops taking new jobs without a signal (a result that cannot be written).
  void stop() { flags_->stopping = true; }

 private:
  void watch();

  std::ostream& err_;
  std::function<std::string()> waiting_for_;
  std::function<void()> abandon_;
  Interrupts own_;
  Interrupts* flags_;  // own_, or the caller's
  sigset_t signals_, previous_mask_;
  std::atomic<bool> done_{false};
  std::thread thread_;
};

// "SIGINT", "SIGTERM", else "signal N".
std::string signal_name(int signal);

}  // namespace nqga
