// libFuzzer target: the run directory's readers in one binary, so that the sanitizer build links
// one fuzzer, not seven. The first byte picks the reader (modulo 7, in readers.hpp's order), the
// rest is the file; the corpus's seeds start with their reader's byte.
#include <cstddef>
#include <cstdint>

#include "run_directory/readers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  using Reader = void (*)(const std::uint8_t*, std::size_t);
  static constexpr Reader kReaders[] = {nqga::fuzzing::job_record,      nqga::fuzzing::manifest,
                                        nqga::fuzzing::whole_directory, nqga::fuzzing::gens_csv,
                                        nqga::fuzzing::checkpoint,      nqga::fuzzing::instances,
                                        nqga::fuzzing::design};
  kReaders[data[0] % 7](data + 1, size - 1);
  return 0;
}
