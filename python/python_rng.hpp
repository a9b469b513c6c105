// nqga.Rng: nqga's own generator (xoshiro256**, ga/rng.hpp) as Python sees it. An operator call
// lends the job's generator to a Python operator for that call only, so its draws are part of the
// job's stream: reproducible from the job's seed, whatever the number of threads. Draws use the
// library's portable functions, so a Python operator drawing as a built-in does gets its runs.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>

#include "rng.hpp"

namespace nqga::python {

class PythonRng {
 public:
  PythonRng() = default;  // lent: no generator until lend()
  explicit PythonRng(std::uint64_t seed) : own_(seed) {}

  // Draws from `rng` until end_loan(); then the object refuses draws (a Python operator that
  // kept it cannot reach a generator that is gone).
  void lend(Rng& rng) { lent_ = &rng; }
  void end_loan() { lent_ = nullptr; }

  // A uniform integer in [low, high): low + uniform_below(high - low). One draw (almost always).
  std::int64_t integers(std::int64_t low, std::int64_t high);
  // A uniform real in [0, 1) with 53 random bits. One draw.
  double random();
  // Shuffles a list or a one-dimensional array in place, Fisher-Yates as shuffle_board does
  // (size - 1 draws).
  void shuffle(pybind11::object sequence);

 private:
  Rng& rng();
  std::optional<Rng> own_;
  Rng* lent_ = nullptr;
};

}  // namespace nqga::python
