// The memory a command may plan on, and byte counts as people read them. `nqga solve`, `nqga
// first`, `nqga run` and the board readers refuse work that would not fit before they allocate
// any of it; an allocation that fails anyway is reported with the estimate and what to do.
#pragma once

#include <cstdint>
#include <string>

namespace nqga {

// The bytes of "4000000000", "512K", "512KiB", "8G", "8GiB", "8GB", "1T": a whole number with an
// optional unit, K M G T (and KiB MiB GiB TiB) powers of 1024, KB MB GB TB powers of 1000, B
// bytes. Throws std::invalid_argument, saying what is wrong, for anything else: a sign, a point,
// an exponent, hexadecimal, spaces, another unit, 0, or more than 2^64 - 1 bytes.
std::uint64_t parse_byte_count(const std::string& text);

// What parse_byte_count accepts, for messages and docs.
extern const char* const kByteCountForms;

// The least of NQGA_MAX_MEMORY when set, MemAvailable from /proc/meminfo when it is not, and the
// room the address-space limit (ulimit -v) leaves; 0 when none is known. A malformed
// NQGA_MAX_MEMORY is refused by name (ConfigError): it never turns the guard off.
std::uint64_t available_memory();

// " (NQGA_MAX_MEMORY)" or " (ulimit -v)" when that is what available_memory() returned, else "".
std::string memory_source();

// Records `bytes`, a command's estimate of its peak, for out_of_memory_message().
void plan_memory(std::uint64_t bytes);

// What an allocation failure (std::bad_alloc) is reported as: the estimate planned, the memory
// available, and the advice.
std::string out_of_memory_message();

// "95.4 MiB", "7.45 GiB".
std::string format_bytes(std::uint64_t bytes);

}  // namespace nqga
