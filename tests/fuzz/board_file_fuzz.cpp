// libFuzzer target: any bytes as a board file, text and binary -> a board or a clean
// BoardFileError; a board read is then validated.
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <string>

#include "run/board_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string stem = "/tmp/nqga_board_fuzz_" + std::to_string(::getpid());
  for (const char* suffix : {".txt", ".bin"}) {
    const std::string path = stem + suffix;
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    try {
      const nqga::Board board = nqga::read_board_file(path);
      nqga::check_board(board).describe(board);
    } catch (const nqga::BoardFileError&) {
    }
  }
  return 0;
}
