// The one random number generator of nqga and the portable draws built on it.
//
// Every stochastic function takes `Rng&` explicitly; there is no global generator. The engine is
// xoshiro256** (Blackman and Vigna 2018), seeded through splitmix64. Bounded integers and reals are
// drawn by the functions below rather than by <random>'s distributions, whose algorithms differ
// between standard libraries (esa/pagmo2#259): a seed gives the same run with any compiler or libc.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <string_view>

namespace nqga {

// One step of splitmix64 (Steele, Lea and Flood 2014): advances `state` and returns a well-mixed
// 64-bit value. Used to expand seeds; never as the main generator.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// xoshiro256**: 256 bits of state, period 2^256 - 1, about 1 ns a draw. Satisfies
// UniformRandomBitGenerator, so it also works with std::shuffle in tests (never in the library).
class Rng {
 public:
  using result_type = std::uint64_t;

  explicit Rng(std::uint64_t seed) {
    std::uint64_t sm = seed;
    for (auto& word : s_) word = splitmix64(sm);
  }

  // The whole state, to checkpoint a run and continue it exactly.
  using State = std::array<std::uint64_t, 4>;
  State state() const { return {s_[0], s_[1], s_[2], s_[3]}; }
  void set_state(const State& state) {
    for (int i = 0; i < 4; ++i) s_[i] = state[static_cast<std::size_t>(i)];
  }

  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }

  result_type operator()() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

__extension__ using Uint128 = unsigned __int128;  // GCC and Clang; the draws below need it

// A uniform integer in [0, bound), bound > 0, without bias: Lemire's multiply-and-reject method
// (Lemire 2019, "Fast random integer generation in an interval"). One draw almost always.
inline std::uint64_t uniform_below(Rng& rng, std::uint64_t bound) {
  Uint128 m = static_cast<Uint128>(rng()) * bound;
  auto low = static_cast<std::uint64_t>(m);
  if (low < bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    while (low < threshold) {
      m = static_cast<Uint128>(rng()) * bound;
      low = static_cast<std::uint64_t>(m);
    }
  }
  return static_cast<std::uint64_t>(m >> 64);
}

// A uniform real in [0, 1) with 53 random bits. One draw.
inline double uniform_real(Rng& rng) { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }

// True with probability p (p <= 0: never, p >= 1: always). One draw.
inline bool bernoulli(Rng& rng, double p) { return uniform_real(rng) < p; }

// The seed of job `job_id` of an experiment with base seed `base`: a splitmix64 mix of both, so
// neighbouring ids give unrelated streams and the result depends on nothing else (not on threads,
// shards or the order in which jobs run).
constexpr std::uint64_t derive_seed(std::uint64_t base, std::uint64_t job_id) {
  std::uint64_t state = base ^ (0xD1B54A32D192ED03ULL * (job_id + 1));
  splitmix64(state);
  return splitmix64(state);
}

// FNV-1a, 64 bits (Fowler, Noll and Vo): a portable hash of a text, for seeds drawn from names
// and for checksums that tell one text from another (not a defence against forgery). O(text).
constexpr std::uint64_t fnv1a(std::string_view text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;  // the offset basis; 0x100000001B3 is the prime
  for (const unsigned char byte : text) hash = (hash ^ byte) * 0x100000001B3ULL;
  return hash;
}

}  // namespace nqga
