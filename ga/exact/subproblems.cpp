#include "subproblems.hpp"

#include <stdexcept>

#include "../parallel.hpp"
#include "constellations.hpp"
#include "enumerate.hpp"
#include "search_kernels.hpp"
#include "symmetric.hpp"

namespace nqga {

struct CountWorkspace::Buffers {
  SearchBuffers<RowBits> rows;
};

CountWorkspace::CountWorkspace() = default;
CountWorkspace::~CountWorkspace() = default;

namespace {

CountSubproblem of_kind(int id, SubproblemKind kind) {
  CountSubproblem s;
  s.id = id;
  s.kind = kind;
  return s;
}

Constellation search_of(int n, const CountSubproblem& s) {
  return constellation_search(n, s.squares, s.queens, s.weight);
}

std::uint64_t completions(const Constellation& c, SearchKernel kernel,
                          std::unique_ptr<CountWorkspace::Buffers>& buffers,
                          const std::atomic<bool>& stop) {
  if (kernel == SearchKernel::scalar) return completions_scalar(c, stop);
#ifdef NQGA_X86_KERNELS
  if (!buffers) buffers = std::make_unique_for_overwrite<CountWorkspace::Buffers>();
  if (kernel == SearchKernel::avx512) return completions_avx512(c, buffers->rows, stop);
  if (kernel == SearchKernel::avx2) return completions_avx2(c, buffers->rows, stop);
#endif
  throw std::invalid_argument("count_subproblem needs a kernel this build and processor run, got " +
                              kernel_name(kernel));
}

}  // namespace

std::vector<CountSubproblem> count_subproblems(int n) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) +
                                "] for counting, got " + std::to_string(n));
  }
  std::vector<CountSubproblem> list;
  if (n <= 5) {
    list.push_back(of_kind(0, SubproblemKind::whole_board));
  } else {
    for (const Constellation& c : border_constellations(n)) {
      CountSubproblem s = of_kind(static_cast<int>(list.size()), SubproblemKind::constellation);
      s.weight = c.weight;
      s.queens = c.queens;
      for (int k = 0; k < c.queens; ++k) s.squares[k] = c.squares[k];
      list.push_back(s);
    }
  }
  list.push_back(of_kind(static_cast<int>(list.size()), SubproblemKind::half_turn));
  list.push_back(of_kind(static_cast<int>(list.size()), SubproblemKind::quarter_turn));
  return list;
}

std::string subproblem_name(const CountSubproblem& s) {
  switch (s.kind) {
    case SubproblemKind::constellation: {
      std::string name = "constellation ";
      for (int k = 0; k < s.queens; ++k) {
        if (k) name += ',';
        name += std::to_string(s.squares[k]);
      }
      return name;
    }
    case SubproblemKind::half_turn:
      return "half turn";
    case SubproblemKind::quarter_turn:
      return "quarter turn";
    case SubproblemKind::whole_board:
      return "whole board";
  }
  return "?";
}

std::vector<std::uint64_t> estimated_costs(int n, const std::vector<CountSubproblem>& subproblems,
                                           int threads) {
  std::vector<std::uint64_t> costs(subproblems.size(), 1);
  parallel_for(static_cast<std::int64_t>(subproblems.size()), threads, [&](std::int64_t k, int) {
    const CountSubproblem& s = subproblems[static_cast<std::size_t>(k)];
    if (s.kind != SubproblemKind::constellation) return;
    Rng rng(derive_seed(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(s.id)));
    costs[static_cast<std::size_t>(k)] =
        std::max<std::uint64_t>(estimated_nodes(search_of(n, s), rng), 1);
  });
  std::uint64_t sum = 0, constellations = 0;
  for (std::size_t k = 0; k < subproblems.size(); ++k) {
    if (subproblems[k].kind != SubproblemKind::constellation) continue;
    sum += costs[k];
    ++constellations;
  }
  for (std::size_t k = 0; k < subproblems.size(); ++k) {
    const SubproblemKind kind = subproblems[k].kind;
    if (constellations &&
        (kind == SubproblemKind::half_turn || kind == SubproblemKind::quarter_turn))
      costs[k] = std::max<std::uint64_t>(sum / constellations, 1);
  }
  return costs;
}

std::uint64_t count_subproblem(int n, const CountSubproblem& s, SearchKernel kernel,
                               CountWorkspace& workspace, const std::atomic<bool>& stop) {
  switch (s.kind) {
    case SubproblemKind::constellation:
      return completions(search_of(n, s), kernel, workspace.buffers_, stop);
    case SubproblemKind::half_turn:
      return count_rotation_symmetric(n, 2);
    case SubproblemKind::quarter_turn:
      // A quarter turn maps the queens to 4-cycles plus at most the centre: none unless
      // n % 4 <= 1.
      return n % 4 <= 1 ? count_rotation_symmetric(n, 1) : 0;
    case SubproblemKind::whole_board:
      return enumerate_solutions(n, [](BoardView) {});
  }
  return 0;
}

SolutionCount assemble_count(int n, const std::vector<CountSubproblem>& subproblems,
                             const std::vector<std::uint64_t>& counts) {
  if (counts.size() != subproblems.size()) {
    throw std::invalid_argument("assemble_count: " + std::to_string(counts.size()) +
                                " counts for " + std::to_string(subproblems.size()) +
                                " subproblems");
  }
  SolutionCount result;
  std::uint64_t half_turn = 0, quarter_turn = 0;
  for (std::size_t k = 0; k < subproblems.size(); ++k) {
    switch (subproblems[k].kind) {
      case SubproblemKind::constellation:
        result.total += static_cast<std::uint64_t>(subproblems[k].weight) * counts[k];
        break;
      case SubproblemKind::whole_board:
        result.total += counts[k];
        break;
      case SubproblemKind::half_turn:
        half_turn = counts[k];
        break;
      case SubproblemKind::quarter_turn:
        quarter_turn = counts[k];
        break;
    }
  }
  result.unique = symmetry_classes(n, result.total, half_turn, quarter_turn);
  return result;
}

}  // namespace nqga
