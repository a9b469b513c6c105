// The median wall seconds of a benchmark's repetitions, shared by the benchmark programs.
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

// Runs run() `repetitions` times (at least once); result: the last run's result.
template <typename Run, typename Result>
double median_seconds(int repetitions, const Run& run, Result& result) {
  std::vector<double> seconds;
  for (int r = 0; r < std::max(repetitions, 1); ++r) {
    const auto start = std::chrono::steady_clock::now();
    result = run();
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(seconds.begin(), seconds.end());
  return seconds[seconds.size() / 2];
}
