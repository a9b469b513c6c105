// A time limit for searches that cannot look at the clock in their inner loops.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace nqga {

// Sets `stop` when limit_s (> 0) seconds have passed, unless it is destroyed first; the searches
// read the flag now and then. No thread without a limit.
class Watchdog {
 public:
  Watchdog(double limit_s, std::atomic<bool>& stop) {
    if (limit_s <= 0) return;
    thread_ = std::thread([this, limit_s, &stop] {
      std::unique_lock lock(mutex_);
      if (!over_.wait_for(lock, std::chrono::duration<double>(limit_s), [&] { return done_; })) {
        stop = true;
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
