// `nqga run` timed as a user runs it: the peer benchmark's GA as a config, the executable's whole
// process (its CPU time from wait4, children included), against GAlib's careful program on raw
// arrays over as many seeds.
#pragma once

namespace nqga_bench {

// Runs the GA of galib_peer.hpp (population 100, elitism 1, PMX at 0.9, swap at 0.2, `generations`
// generations) at n with roulette or a tournament of 3 for `seeds` seeds: `nqga run CONFIG --jobs
// 1 --no-plot` into a temporary folder, then GAlib's raw program for seeds 1..seeds, five rounds;
// prints each round and the median of the rounds' ratios of evaluations and of generations per
// CPU second. Returns the exit status: 0, or 1 when nqga run failed.
int print_nqga_run(int n, bool tournament, int seeds, int generations);

}  // namespace nqga_bench
