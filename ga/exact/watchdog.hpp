// A stop flag for searches that cannot ask a StopToken in their inner loops: they read the flag
// now and then, and a thread of the watchdog's sets it when the token asks to stop.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "../stop_token.hpp"

namespace nqga {

// Sets `stop` when the token asks to stop, unless it is destroyed first. Its thread sleeps until
// the deadline, waking every 10 ms when the token also listens for an interrupt (a poll that
// costs nothing measurable). No thread for a token that never asks.
class Watchdog {
 public:
  Watchdog(const StopToken& token, std::atomic<bool>& stop) {
    if (!token.has_deadline() && !token.listens_for_interrupt()) return;
    thread_ = std::thread([this, token, &stop] {
      constexpr auto kPoll = std::chrono::milliseconds(10);
      std::unique_lock lock(mutex_);
      while (!done_) {
        auto wake = token.has_deadline() ? token.deadline() : StopToken::Clock::now() + kPoll;
        if (token.listens_for_interrupt()) wake = std::min(wake, StopToken::Clock::now() + kPoll);
        if (over_.wait_until(lock, wake, [&] { return done_; })) return;
        if (token.stop_requested()) {
          stop = true;
          return;
        }
      }
    });
  }
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    over_.notify_one();
    if (thread_.joinable()) thread_.join();
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable over_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace nqga
