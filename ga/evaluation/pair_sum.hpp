// The pairs on an individual's 1-byte diagonal counters (incremental.hpp), (sum c^2 - sum c) / 2,
// summed after a full count: a fifth of the count's time at n = 1024 with SSE2, which every
// x86-64 has (about 2,000 instructions at n = 1024, where the compiler's own vectorisation of
// c (c - 1) widened to 64 bits took 18,000), and half that time with AVX2 where the processor has
// it. Both kernels give the same sums; tests run every one this processor has.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "counter_sums.hpp"

namespace nqga {

// Sixteen counters a step with SSE2 (x86-64), one at a time elsewhere.
CounterSums counter_sums_baseline(const std::uint8_t* counters, std::size_t width);
// Thirty-two a step; only where avx2_counter_sums() says this processor and build have AVX2.
CounterSums counter_sums_avx2(const std::uint8_t* counters, std::size_t width);
bool avx2_counter_sums();

// The pairs on counters holding `queens` queens in all, with the widest kernel here; nothing when
// a counter wrapped past 255 (the counters then sum to fewer than `queens`).
std::optional<std::int64_t> pairs_on(const std::uint8_t* counters, std::size_t width,
                                     std::int64_t queens);

}  // namespace nqga
