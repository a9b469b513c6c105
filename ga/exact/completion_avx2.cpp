// The completion search on 8-lane AVX2 vectors (compiled with -mavx2; called only where the
// processor has it). AVX2 has no compress or expand instruction, so both go through a permute
// with indices from a table of the 256 lane masks. Four streams: 32 nodes a step.
#include <immintrin.h>

#include <cstdint>

#include "completion_simd.hpp"

namespace nqga {

namespace {

// For each 8-bit lane mask, 8 lane indices packed one per byte.
// pack_order: the set lanes first, in order (compress); spread_order: set lane k takes element
// (number of set lanes below k) (expand).
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

struct Avx2 {
  using Vec = __m256i;
  using Mask = unsigned;
  static constexpr int kWidth = 8;

  static Vec indices(std::uint64_t packed) {
    return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(packed)));
  }
  static Vec lanes_of(Mask m) {  // all ones in the lanes set in m
    const Vec bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    return _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32(static_cast<int>(m)), bits), bits);
  }

  static Vec broadcast(RowBits bits) { return _mm256_set1_epi32(static_cast<int>(bits)); }
  static Mask zero_lanes(Vec v) {
    return static_cast<Mask>(
        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(v, _mm256_setzero_si256()))));
  }
  static Mask nonzero(Vec v) { return zero_lanes(v) ^ 0xFFu; }
  static Vec select(Mask m, Vec a, Vec b) { return _mm256_blendv_epi8(b, a, lanes_of(m)); }
  static Vec refill(Vec v, Mask lanes, const RowBits* source) {
    const Vec loaded = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(source));
    return select(lanes,
                  _mm256_permutevar8x32_epi32(loaded, indices(kLaneTables.spread_order[lanes])), v);
  }
  static void pack(RowBits* destination, Mask keep, Vec v) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(destination),
                        _mm256_permutevar8x32_epi32(v, indices(kLaneTables.pack_order[keep])));
  }
  static Vec lowest_bit(Vec v) {
    return _mm256_and_si256(v, _mm256_sub_epi32(_mm256_setzero_si256(), v));
  }
  static Vec either(Vec a, Vec b) { return _mm256_or_si256(a, b); }
  static Vec toggle(Vec a, Vec b) { return _mm256_xor_si256(a, b); }
  static Vec outside(Vec a, Vec b) { return _mm256_andnot_si256(a, b); }
  static Vec shift_left(Vec v) { return _mm256_slli_epi32(v, 1); }
  static Vec shift_right(Vec v) { return _mm256_srli_epi32(v, 1); }
};

}  // namespace

std::uint64_t completions_avx2(const Constellation& c, NodeBuffers& buffers,
                               const std::atomic<bool>& stop) {
  return BatchedCompletions<Avx2, 4>(c, buffers, stop).count();
}

}  // namespace nqga
