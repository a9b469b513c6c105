// Compiled with -mavx2 (ga/CMakeLists.txt) and called only where avx2_counter_sums() says the
// processor has it.
#include <immintrin.h>

#include "counter_sums.hpp"
#include "pair_sum.hpp"

namespace nqga {

namespace {

// Thirty-two counters a step, as the SSE2 kernel's sixteen (each 128-bit half on its own).
struct Avx2 {
  using Vector = __m256i;
  static constexpr std::size_t kBytes = 32;
  static Vector zero() { return _mm256_setzero_si256(); }
  static Vector load(const std::uint8_t* at) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(at));
  }
  static Vector squares(Vector c) {
    const Vector low = _mm256_unpacklo_epi8(c, zero()), high = _mm256_unpackhi_epi8(c, zero());
    return _mm256_add_epi32(_mm256_madd_epi16(low, low), _mm256_madd_epi16(high, high));
  }
  static Vector sums(Vector c) { return _mm256_sad_epu8(c, zero()); }
  static Vector add32(Vector x, Vector y) { return _mm256_add_epi32(x, y); }
  static Vector add64(Vector x, Vector y) { return _mm256_add_epi64(x, y); }
  static std::uint64_t total32(Vector v) {
    alignas(32) std::uint32_t lane[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lane), v);
    std::uint64_t total = 0;
    for (const std::uint32_t x : lane) total += x;
    return total;
  }
  static std::uint64_t total64(Vector v) {
    alignas(32) std::uint64_t lane[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lane), v);
    return lane[0] + lane[1] + lane[2] + lane[3];
  }
};

}  // namespace

CounterSums counter_sums_avx2(const std::uint8_t* counters, std::size_t width) {
  std::size_t k = 0;
  CounterSums sums = counter_sums_in_steps<Avx2>(counters, width, k);
  // The last counters, fewer than a step.
  const CounterSums rest = counter_sums_baseline(counters + k, width - k);
  sums.sum += rest.sum;
  sums.squares += rest.squares;
  return sums;
}

}  // namespace nqga
