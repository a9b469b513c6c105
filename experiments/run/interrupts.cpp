#include "run/interrupts.hpp"

#include <pthread.h>

#include <cstdlib>
#include <exception>
#include <ostream>

namespace nqga {

std::string signal_name(int signal) {
  if (signal == SIGINT) return "SIGINT";
  if (signal == SIGTERM) return "SIGTERM";
  return "signal " + std::to_string(signal);
}

InterruptWatch::InterruptWatch(std::ostream& err, std::function<std::string()> waiting_for,
                               std::function<void()> abandon, Interrupts* raised)
    : err_(err),
      waiting_for_(std::move(waiting_for)),
      abandon_(std::move(abandon)),
      flags_(raised ? raised : &own_) {
  if (raised) return;
  sigemptyset(&signals_);
  sigaddset(&signals_, SIGINT);
  sigaddset(&signals_, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals_, &previous_mask_);
  thread_ = std::thread([this] { watch(); });
}

InterruptWatch::~InterruptWatch() {
  if (!thread_.joinable()) return;  // the caller's interrupts: nothing blocked
  done_ = true;
  thread_.join();
  pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
}

void InterruptWatch::watch() {
  const timespec tick{0, 100'000'000};
  while (!done_) {
    const int signal = sigtimedwait(&signals_, nullptr, &tick);
    if (signal <= 0) continue;
    const bool first = flags_->signal == 0;
    if (first && signal == SIGINT) {
      flags_->signal = signal;
      flags_->stopping = true;
      err_ << "\nnqga: " << signal_name(signal) << ": no new jobs; waiting for " << waiting_for_()
           << ".\n  Send it again (Ctrl-C) to abandon them; a resume runs "
           << "them again.\n"
           << std::flush;
      continue;
    }
    try {
      abandon_();
    } catch (const std::exception& e) {  // the exit must not wait on a full disk
      err_ << "nqga: " << e.what() << "\n";
    }
    err_ << (first ? "\nnqga: " : "nqga: ") << signal_name(signal) << (first ? "" : " again")
         << ": abandoned the jobs in flight. Run the same command again to resume.\n"
         << std::flush;
    std::_Exit(128 + signal);
  }
}

}  // namespace nqga
