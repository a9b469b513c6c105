#include "input_file.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <streambuf>

namespace nqga {

namespace {

[[noreturn]] void refuse(int fd, const std::string& why) {
  if (fd >= 0) ::close(fd);
  throw InputFileError(why);
}

// Reads up to `size` bytes, again after a signal; -1 with errno set on failure.
ssize_t read_some(int fd, char* into, std::size_t size) {
  ssize_t got;
  do {
    got = ::read(fd, into, size);
  } while (got < 0 && errno == EINTR);
  return got;
}

// Waits until the FIFO open without blocking on `fd` has a writer: a read of an empty FIFO ends
// (0) while none has opened it, and says EAGAIN once one has. The bytes a read got go to `into`
// (how many: the result). Refuses after kFifoWriterWaitSeconds.
std::size_t await_writer(int fd, char* into, std::size_t size) {
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(kFifoWriterWaitSeconds);
  for (;;) {
    const ssize_t got = read_some(fd, into, size);
    if (got > 0) return static_cast<std::size_t>(got);
    if (got < 0 && errno == EAGAIN) return 0;
    if (got < 0) refuse(fd, std::string("cannot read the FIFO: ") + std::strerror(errno));
    if (std::chrono::steady_clock::now() >= give_up) {
      refuse(fd, "is a FIFO that no program opened for writing within " +
                     std::to_string(kFifoWriterWaitSeconds) +
                     " s; start its writer first, or give the file itself");
    }
    pollfd wait{fd, POLLIN, 0};
    ::poll(&wait, 1, 10);  // wakes at once when a writer writes, else after 10 ms
  }
}

}  // namespace

// A stream buffer over a file descriptor, which it closes.
class InputFile::Buffer : public std::streambuf {
 public:
  explicit Buffer(const std::string& path) {
    fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd_ < 0) {
      refuse(-1, errno == ENOENT ? "cannot open the file (does it exist?)"
                                 : std::string("cannot open the file: ") + std::strerror(errno));
    }
    struct stat status {};
    if (::fstat(fd_, &status) != 0)
      refuse(fd_, std::string("cannot read: ") + std::strerror(errno));
    if (S_ISDIR(status.st_mode)) refuse(fd_, "is a directory");
    std::size_t got = 0;
    if (S_ISFIFO(status.st_mode)) got = await_writer(fd_, data_, sizeof data_);
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
    setg(data_, data_, data_ + got);
  }
  ~Buffer() override { ::close(fd_); }

 protected:
  int_type underflow() override {
    const ssize_t got = read_some(fd_, data_, sizeof data_);
    if (got <= 0) return traits_type::eof();
    setg(data_, data_, data_ + got);
    return traits_type::to_int_type(data_[0]);
  }

 private:
  int fd_ = -1;
  char data_[1 << 16];
};

InputFile::InputFile(const std::string& path)
    : std::istream(nullptr), buffer_(std::make_unique<Buffer>(path)) {
  rdbuf(buffer_.get());
}

InputFile::~InputFile() = default;

}  // namespace nqga
