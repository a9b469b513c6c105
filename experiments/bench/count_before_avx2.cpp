// The old counting search on AVX2 (count_before_search.hpp), compiled with -mavx2; its lanes as
// they were in ga/exact/search_avx2.cpp at commit 5d2d67c.
#include <immintrin.h>

#include "count_before_search.hpp"

namespace nqga::before {

namespace {

// For each 8-lane mask, 8 lane indices packed one per byte. pack_order: the set lanes first, in
// order (compress); spread_order: set lane k takes element (number of set lanes below k) (expand).
struct LaneTables {
  std::uint64_t pack_order[256];
  std::uint64_t spread_order[256];
};

constexpr LaneTables make_lane_tables() {
  LaneTables t{};
  for (int m = 0; m < 256; ++m) {
    std::uint64_t pack = 0, spread = 0;
    int packed = 0, below = 0;
    for (int lane = 0; lane < 8; ++lane) {
      if (m >> lane & 1) {
        pack |= std::uint64_t(lane) << (8 * packed++);
        spread |= std::uint64_t(below++) << (8 * lane);
      }
    }
    t.pack_order[m] = pack;
    t.spread_order[m] = spread;
  }
  return t;
}

constexpr LaneTables kLaneTables = make_lane_tables();

struct Avx2Common {
  using Vec = __m256i;
  using Mask = unsigned;
  static Vec indices(std::uint64_t packed) {
    return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(packed)));
  }
  static Vec lanes8(Mask m) {  // all ones in the 32-bit lanes set in m
    const Vec bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    return _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32(static_cast<int>(m)), bits), bits);
  }
  static Vec permute_in(Mask m8, const void* source, Vec v) {  // expand over 32-bit lanes
    const Vec loaded = _mm256_loadu_si256(static_cast<const __m256i*>(source));
    return _mm256_blendv_epi8(
        v, _mm256_permutevar8x32_epi32(loaded, indices(kLaneTables.spread_order[m8])), lanes8(m8));
  }
  static void permute_out(void* destination, Mask m8, Vec v) {  // compress over 32-bit lanes
    _mm256_storeu_si256(static_cast<__m256i*>(destination),
                        _mm256_permutevar8x32_epi32(v, indices(kLaneTables.pack_order[m8])));
  }
  static Vec either(Vec a, Vec b) { return _mm256_or_si256(a, b); }
  static Vec toggle(Vec a, Vec b) { return _mm256_xor_si256(a, b); }
  static Vec outside(Vec a, Vec b) { return _mm256_andnot_si256(a, b); }
};

struct Avx2x32 : Avx2Common {
  using Word = std::uint32_t;
  static constexpr int kWidth = 8;
  static Vec broadcast(Word bits) { return _mm256_set1_epi32(static_cast<int>(bits)); }
  static Mask zero_lanes(Vec v) {
    return static_cast<Mask>(
        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(v, _mm256_setzero_si256()))));
  }
  static Mask nonzero(Vec v) { return zero_lanes(v) ^ 0xFFu; }
  static Vec select(Mask m, Vec a, Vec b) { return _mm256_blendv_epi8(b, a, lanes8(m)); }
  static Vec refill(Vec v, Mask lanes, const Word* source) { return permute_in(lanes, source, v); }
  static void pack(Word* destination, Mask keep, Vec v) { permute_out(destination, keep, v); }
  static Vec lowest_bit(Vec v) {
    return _mm256_and_si256(v, _mm256_sub_epi32(_mm256_setzero_si256(), v));
  }
  static Vec shift_left(Vec v) { return _mm256_slli_epi32(v, 1); }
  static Vec shift_right(Vec v) { return _mm256_srli_epi32(v, 1); }
};

}  // namespace

std::uint64_t completions_avx2(const Constellation& c, Buffers& buffers) {
  return Search<Avx2x32, 4>(c, buffers).run();
}

}  // namespace nqga::before
