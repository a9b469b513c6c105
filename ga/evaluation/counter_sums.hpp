// The sums the pair sum (pair_sum.hpp) is made of, and its loop, written once for the vectors of
// every instruction set: `Ops` names a vector type and its operations (pair_sum.cpp: SSE2;
// pair_sum_avx2.cpp: AVX2).
#pragma once

#include <cstddef>
#include <cstdint>

namespace nqga {

// Sum c and sum c^2 over `width` counters.
struct CounterSums {
  std::uint64_t sum = 0;
  std::uint64_t squares = 0;
};

// The sums of counters[k, width) in steps of Ops::kBytes counters, as far as whole steps reach;
// advances k past them.
template <typename Ops>
CounterSums counter_sums_in_steps(const std::uint8_t* counters, std::size_t width, std::size_t& k) {
  CounterSums sums;
  while (k + Ops::kBytes <= width) {
    // Each 32-bit lane gains at most 4 x 255^2 a step: flushed every 4,096 steps.
    typename Ops::Vector lane_squares = Ops::zero(), lane_sums = Ops::zero();
    for (std::size_t steps = 0; steps < 4096 && k + Ops::kBytes <= width;
         ++steps, k += Ops::kBytes) {
      const typename Ops::Vector c = Ops::load(counters + k);
      lane_squares = Ops::add32(lane_squares, Ops::squares(c));
      lane_sums = Ops::add64(lane_sums, Ops::sums(c));
    }
    sums.squares += Ops::total32(lane_squares);
    sums.sum += Ops::total64(lane_sums);
  }
  return sums;
}

}  // namespace nqga
