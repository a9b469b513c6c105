// The counter as it was before the subproblem work (commit 5d2d67c), frozen here as the count
// benchmark's "before": constellations searched as their least image, by the batched search with
// its leaf test inside the loop. Not used by nqga; only count_bench.cpp runs it, beside today's.
#pragma once

#include <cstdint>

#include "exact/count.hpp"
#include "exact/kernel.hpp"

// Total and unique for n >= 6 the old way on `threads` workers with `kernel` (scalar, avx2 or
// avx512, one this processor has).
nqga::SolutionCount count_before(int n, int threads, nqga::SearchKernel kernel);
