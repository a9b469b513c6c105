// The completion search on 16-lane AVX-512 vectors (compiled with -mavx512f; called only where
// the processor has it). Four streams: 64 nodes a step.
#include <immintrin.h>

#include "completion_simd.hpp"

namespace nqga {

namespace {

struct Avx512 {
  using Vec = __m512i;
  using Mask = __mmask16;
  static constexpr int kWidth = 16;

  static Vec broadcast(RowBits bits) { return _mm512_set1_epi32(static_cast<int>(bits)); }
  static Mask nonzero(Vec v) { return _mm512_test_epi32_mask(v, v); }
  static Mask zero_lanes(Vec v) { return _mm512_testn_epi32_mask(v, v); }
  static Vec select(Mask m, Vec a, Vec b) { return _mm512_mask_blend_epi32(m, b, a); }
  static Vec refill(Vec v, Mask lanes, const RowBits* source) {
    return _mm512_mask_expand_epi32(v, lanes, _mm512_loadu_si512(source));
  }
  static void pack(RowBits* destination, Mask keep, Vec v) {
    // Compress into a register, then store: the compressing store is slow on AMD's cores.
    _mm512_storeu_si512(destination, _mm512_maskz_compress_epi32(keep, v));
  }
  static Vec lowest_bit(Vec v) {
    return _mm512_and_si512(v, _mm512_sub_epi32(_mm512_setzero_si512(), v));
  }
  static Vec either(Vec a, Vec b) { return _mm512_or_si512(a, b); }
  static Vec toggle(Vec a, Vec b) { return _mm512_xor_si512(a, b); }
  static Vec outside(Vec a, Vec b) { return _mm512_andnot_si512(a, b); }
  static Vec shift_left(Vec v) { return _mm512_slli_epi32(v, 1); }
  static Vec shift_right(Vec v) { return _mm512_srli_epi32(v, 1); }
};

}  // namespace

std::uint64_t completions_avx512(const Constellation& c, NodeBuffers& buffers,
                                 const std::atomic<bool>& stop) {
  return BatchedCompletions<Avx512, 4>(c, buffers, stop).count();
}

}  // namespace nqga
