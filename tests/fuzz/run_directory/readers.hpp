// The run directory's readers under the fuzzer, one function each (run_directory_fuzz.cpp picks
// one by the input's first byte): any bytes as that file must give its contents or a clean
// refusal, never a crash, a hang or a read out of bounds.
#pragma once

#include <cstddef>
#include <cstdint>

namespace nqga::fuzzing {

void job_record(const std::uint8_t* data, std::size_t size);  // jobs/0.json, with its log or not
void manifest(const std::uint8_t* data, std::size_t size);    // manifest.json
void whole_directory(const std::uint8_t* data, std::size_t size);  // a file of a run directory
void gens_csv(const std::uint8_t* data, std::size_t size);         // jobs/0.gens.csv
void checkpoint(const std::uint8_t* data, std::size_t size);       // jobs/0.checkpoint
void instances(const std::uint8_t* data, std::size_t size);  // instances/files.json, instances
void design(const std::uint8_t* data, std::size_t size);     // design.json

}  // namespace nqga::fuzzing
