// When a run must stop: its deadline has passed (a time limit counted from the token's making), or
// the process was asked to stop (a flag that a signal handler sets: the runner's, on SIGINT).
// Searches ask it between steps; what they do then is theirs (report the best so far).
#pragma once

#include <atomic>
#include <chrono>
#include <stdexcept>

namespace nqga {

// The longest time limit a search takes, in seconds (about 31.7 years): its deadline, counted in
// the steady clock's nanoseconds from boot, stays far inside the clock's range (2^63 ns, about
// 292 years). Callers refuse a longer limit at the argument; a token given one waits this long.
inline constexpr double kMaxTimeLimitS = 1e9;

class StopToken {
 public:
  using Clock = std::chrono::steady_clock;

  StopToken() = default;  // never asks to stop
  // time_limit_s <= 0: no deadline; interrupt, when given, must outlive the token. Implicit, so
  // that the searches that took a time limit in seconds take a token where they took it.
  StopToken(double time_limit_s, const std::atomic<bool>* interrupt = nullptr)  // NOLINT
      : interrupt_(interrupt), limited_(time_limit_s > 0) {
    if (limited_) {
      deadline_ =
          Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(
                             time_limit_s < kMaxTimeLimitS ? time_limit_s : kMaxTimeLimitS));
    }
  }

  // A relaxed atomic load, plus a steady_clock read (about 20 ns, through the vDSO) when there is
  // a deadline: ask every few thousand cheap steps, or once per costly one.
  bool stop_requested() const { return interrupted() || deadline_passed(); }
  bool interrupted() const { return interrupt_ && interrupt_->load(std::memory_order_relaxed); }
  bool deadline_passed() const { return limited_ && Clock::now() >= deadline_; }

  bool has_deadline() const { return limited_; }
  Clock::time_point deadline() const { return deadline_; }
  bool listens_for_interrupt() const { return interrupt_ != nullptr; }

 private:
  const std::atomic<bool>* interrupt_ = nullptr;
  bool limited_ = false;
  Clock::time_point deadline_{};
};

// Thrown by an operator whose call an interrupt cut short (one written in Python, which nqga's
// module cuts when its generation outlasts a moment): the run ends interrupted as of its last whole
// generation, and a checkpointed run saves the state it kept there (models/model.hpp: Checkpoints).
class RunCut : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace nqga
