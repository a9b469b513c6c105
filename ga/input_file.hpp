// A file opened to be read as a stream (board and instance files), where a FIFO without a writer
// is refused after a wait instead of blocking the reader forever.
#pragma once

#include <istream>
#include <memory>
#include <stdexcept>
#include <string>

namespace nqga {

// How long a reader waits for a FIFO's writer before it refuses the FIFO.
inline constexpr int kFifoWriterWaitSeconds = 5;

// Why a file could not be opened, in words without its name ("cannot open the file (does it
// exist?)"), for the caller to put after the name.
class InputFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A regular file, device or FIFO opened for reading. A FIFO is opened without blocking and waited
// for until a writer has opened it (a read that finds no data then says so rather than seeing the
// end), up to kFifoWriterWaitSeconds; from then on reads wait for the writer at its own pace.
// Throws InputFileError when the file cannot be opened or the FIFO has no writer in time.
class InputFile : public std::istream {
 public:
  explicit InputFile(const std::string& path);
  ~InputFile() override;

 private:
  class Buffer;
  std::unique_ptr<Buffer> buffer_;
};

}  // namespace nqga
