// The old counting search on AVX-512 (count_before_search.hpp), compiled with -mavx512f; its
// lanes as they were in ga/exact/search_avx512.cpp at commit 5d2d67c.
#include <immintrin.h>

#include "count_before_search.hpp"

namespace nqga::before {

namespace {

struct Avx512Common {
  using Vec = __m512i;
  static Vec either(Vec a, Vec b) { return _mm512_or_si512(a, b); }
  static Vec toggle(Vec a, Vec b) { return _mm512_xor_si512(a, b); }
  static Vec outside(Vec a, Vec b) { return _mm512_andnot_si512(a, b); }
};

struct Avx512x32 : Avx512Common {
  using Word = std::uint32_t;
  using Mask = __mmask16;
  static constexpr int kWidth = 16;
  static Vec broadcast(Word bits) { return _mm512_set1_epi32(static_cast<int>(bits)); }
  static Mask nonzero(Vec v) { return _mm512_test_epi32_mask(v, v); }
  static Mask zero_lanes(Vec v) { return _mm512_testn_epi32_mask(v, v); }
  static Vec select(Mask m, Vec a, Vec b) { return _mm512_mask_blend_epi32(m, b, a); }
  static Vec refill(Vec v, Mask lanes, const Word* source) {
    return _mm512_mask_expand_epi32(v, lanes, _mm512_loadu_si512(source));
  }
  // Compressed in a register, then stored: the compressing store is slow on AMD's cores.
  static void pack(Word* destination, Mask keep, Vec v) {
    _mm512_storeu_si512(destination, _mm512_maskz_compress_epi32(keep, v));
  }
  static Vec lowest_bit(Vec v) {
    return _mm512_and_si512(v, _mm512_sub_epi32(_mm512_setzero_si512(), v));
  }
  static Vec shift_left(Vec v) { return _mm512_slli_epi32(v, 1); }
  static Vec shift_right(Vec v) { return _mm512_srli_epi32(v, 1); }
};

}  // namespace

std::uint64_t completions_avx512(const Constellation& c, Buffers& buffers) {
  return Search<Avx512x32, 4>(c, buffers).run();
}

}  // namespace nqga::before
