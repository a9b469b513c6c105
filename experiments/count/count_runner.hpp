// Running an exact count's subproblems: those this process owns that have no record yet, on a
// pool of threads, each recorded the moment it finishes (its commit point), so a kill loses at
// most the subproblems in flight. A record that cannot be written stops the run: the searches in
// flight give up too, since their records could not be written either.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

#include "count/count_store.hpp"

namespace nqga {

// What running the subproblems left behind.
struct CountRunOutcome {
  std::vector<CountRecord> records;  // one per subproblem run, written when `dir` is given
  std::string write_failure;         // the first record that could not be written
};

// Runs subproblems[k] for every k in `todo` (in that order, as workers free up) on `threads`
// workers with `kernel` (resolved), recording each in the count directory `dir` unless it is
// empty. With `progress`, lines on `err` say how many are done, the time elapsed and an ETA from
// the share of the estimated `costs` (one per subproblem) done so far.
CountRunOutcome run_count_subproblems(const std::filesystem::path& dir, int n,
                                      const std::vector<CountSubproblem>& subproblems,
                                      const std::vector<int>& todo,
                                      const std::vector<std::uint64_t>& costs, int threads,
                                      SearchKernel kernel, std::ostream& err, bool progress);

}  // namespace nqga
