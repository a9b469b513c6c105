#include "pair_sum.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>

#include "counter_sums.hpp"
#endif

namespace nqga {

namespace {

#if defined(__SSE2__)
// Sixteen counters a step: squares summed in pairs by pmaddwd, bytes summed by psadbw.
struct Sse2 {
  using Vector = __m128i;
  static constexpr std::size_t kBytes = 16;
  static Vector zero() { return _mm_setzero_si128(); }
  static Vector load(const std::uint8_t* at) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
  }
  // Four 32-bit lanes, each the squares of four counters.
  static Vector squares(Vector c) {
    const Vector low = _mm_unpacklo_epi8(c, zero()), high = _mm_unpackhi_epi8(c, zero());
    return _mm_add_epi32(_mm_madd_epi16(low, low), _mm_madd_epi16(high, high));
  }
  // Two 64-bit lanes, each the sum of eight counters.
  static Vector sums(Vector c) { return _mm_sad_epu8(c, zero()); }
  static Vector add32(Vector x, Vector y) { return _mm_add_epi32(x, y); }
  static Vector add64(Vector x, Vector y) { return _mm_add_epi64(x, y); }
  static std::uint64_t total32(Vector v) {
    alignas(16) std::uint32_t lane[4];
    _mm_store_si128(reinterpret_cast<__m128i*>(lane), v);
    return std::uint64_t{lane[0]} + lane[1] + lane[2] + lane[3];
  }
  static std::uint64_t total64(Vector v) {
    alignas(16) std::uint64_t lane[2];
    _mm_store_si128(reinterpret_cast<__m128i*>(lane), v);
    return lane[0] + lane[1];
  }
};
#endif

}  // namespace

CounterSums counter_sums_baseline(const std::uint8_t* counters, std::size_t width) {
  std::size_t k = 0;
#if defined(__SSE2__)
  CounterSums sums = counter_sums_in_steps<Sse2>(counters, width, k);
#else
  CounterSums sums;
#endif
  for (; k < width; ++k) {
    const std::uint64_t c = counters[k];
    sums.sum += c;
    sums.squares += c * c;
  }
  return sums;
}

#if defined(NQGA_X86_KERNELS)
bool avx2_counter_sums() { return __builtin_cpu_supports("avx2"); }
#else
bool avx2_counter_sums() { return false; }
CounterSums counter_sums_avx2(const std::uint8_t* counters, std::size_t width) {
  return counter_sums_baseline(counters, width);
}
#endif

std::optional<std::int64_t> pairs_on(const std::uint8_t* counters, std::size_t width,
                                     std::int64_t queens) {
  static const bool avx2 = avx2_counter_sums();
  const CounterSums sums =
      avx2 ? counter_sums_avx2(counters, width) : counter_sums_baseline(counters, width);
  if (static_cast<std::int64_t>(sums.sum) != queens) return std::nullopt;
  return static_cast<std::int64_t>((sums.squares - sums.sum) / 2);
}

}  // namespace nqga
