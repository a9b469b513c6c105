// What the exact tests compare with: the published counts, the enumeration, the kernels this
// processor has.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "board.hpp"
#include "exact/count.hpp"
#include "exact/enumerate.hpp"
#include "exact/kernel.hpp"

namespace nqga::testing {

// The reference counts (OEIS A000170 and A002562), by n.
inline std::vector<SolutionCount> reference_counts() {
  std::ifstream in(NQGA_TEST_DATA "/nqueens-counts.csv");
  std::vector<SolutionCount> counts(1);  // counts[n]; n = 0 unused
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::stringstream row(line);
    std::string n, total, unique;
    std::getline(row, n, ',');
    std::getline(row, total, ',');
    std::getline(row, unique, ',');
    counts.push_back({std::stoull(total), std::stoull(unique)});
  }
  return counts;
}

inline std::vector<Board> enumerated(int n) {
  std::vector<Board> solutions;
  enumerate_solutions(n, [&](BoardView b) { solutions.emplace_back(b.begin(), b.end()); });
  return solutions;
}

// The kernels this processor can run; scalar always.
inline std::vector<SearchKernel> kernels_here() {
  std::vector<SearchKernel> kernels;
  for (const SearchKernel k : {SearchKernel::scalar, SearchKernel::avx2, SearchKernel::avx512}) {
    if (cpu_has(k)) kernels.push_back(k);
  }
  return kernels;
}

}  // namespace nqga::testing
