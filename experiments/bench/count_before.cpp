#include "count_before.hpp"

#include <memory>
#include <mutex>
#include <vector>

#include "count_before_search.hpp"
#include "exact/search_kernels.hpp"
#include "exact/symmetric.hpp"
#include "parallel.hpp"

nqga::SolutionCount count_before(int n, int threads, nqga::SearchKernel kernel) {
  using namespace nqga;
  std::vector<Constellation> constellations;
  for (const Constellation& c : border_constellations(n))  // as the least image, unturned
    constellations.push_back(constellation_search(n, c.squares, c.queens, c.weight, false));
  std::vector<std::unique_ptr<before::Buffers>> buffers(static_cast<std::size_t>(threads));
  for (auto& b : buffers) b = std::make_unique_for_overwrite<before::Buffers>();
  const std::atomic<bool> go{false};
  std::mutex mutex;
  SolutionCount count;
  parallel_for(static_cast<std::int64_t>(constellations.size()), threads,
               [&](std::int64_t k, int worker) {
                 const Constellation& c = constellations[static_cast<std::size_t>(k)];
                 before::Buffers& b = *buffers[static_cast<std::size_t>(worker)];
                 std::uint64_t found = 0;
#ifdef NQGA_X86_KERNELS
                 if (kernel == SearchKernel::avx512) found = before::completions_avx512(c, b);
                 if (kernel == SearchKernel::avx2) found = before::completions_avx2(c, b);
#endif
                 if (kernel == SearchKernel::scalar) found = completions_scalar(c, go);
                 std::lock_guard lock(mutex);
                 count.total += static_cast<std::uint64_t>(c.weight) * found;
               });
  count.unique = symmetry_classes(n, count.total, count_rotation_symmetric(n, 2),
                                  n % 4 <= 1 ? count_rotation_symmetric(n, 1) : 0);
  return count;
}
