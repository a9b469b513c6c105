// libFuzzer target: any bytes as a text board read from a stream (`nqga show -`), `nqga first`'s
// line allowed -> a board or a clean BoardFileError, never more bytes read than a board of its n
// may take (4096 + 32 n); a board read is then validated.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "run/board_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  try {
    const nqga::Board board =
        nqga::read_board_text("stdin", in, nqga::BoardTextForm::kFileOrFirstLine);
    const auto read =
        static_cast<std::uint64_t>(in.rdbuf()->pubseekoff(0, std::ios::cur, std::ios::in));
    if (read > nqga::kBoardTextHeaderBytes + nqga::kBoardTextBytesPerColumn * board.size())
      std::abort();  // the bound the reader promises
    nqga::check_board(board).describe(board);
  } catch (const nqga::BoardFileError&) {
  }
  return 0;
}
