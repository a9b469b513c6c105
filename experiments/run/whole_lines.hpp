// An output stream that threads share and whose lines arrive whole: each thread's text is kept
// until its line ends (or it flushes), then handed on under a lock, so that two workers' notes
// never interleave mid-line on stderr. What a thread flushes mid-line (a progress line that
// starts with "\r") is handed on as it stands.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace nqga {

class WholeLineBuffer : public std::streambuf {
 public:
  explicit WholeLineBuffer(std::function<void(const std::string&)> sink) : sink_(std::move(sink)) {}
  // What a thread left unfinished is handed on, a line break added.
  ~WholeLineBuffer() override;

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* text, std::streamsize count) override;
  int sync() override;

 private:
  std::function<void(const std::string&)> sink_;
  std::mutex mutex_;
  std::map<std::thread::id, std::string> pending_;  // each thread's text since its last line end
};

class WholeLines : public std::ostream {
 public:
  // Lines go to `sink`, one call each (or a flushed part of one).
  explicit WholeLines(std::function<void(const std::string&)> sink);
  // Lines go to `out`, each written and flushed in one go.
  explicit WholeLines(std::ostream& out);

 private:
  WholeLineBuffer buffer_;
};

}  // namespace nqga
