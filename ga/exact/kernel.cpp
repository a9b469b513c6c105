#include "kernel.hpp"

#include <stdexcept>

namespace nqga {

bool cpu_has(SearchKernel kernel) {
  switch (kernel) {
    case SearchKernel::automatic:
    case SearchKernel::scalar:
      return true;
#ifdef NQGA_X86_KERNELS
    case SearchKernel::avx2:
      return __builtin_cpu_supports("avx2");
    case SearchKernel::avx512:
      return __builtin_cpu_supports("avx512f");
#else
    case SearchKernel::avx2:
    case SearchKernel::avx512:
      return false;
#endif
  }
  return false;
}

std::string kernel_name(SearchKernel kernel) {
  switch (kernel) {
    case SearchKernel::automatic:
      return "automatic";
    case SearchKernel::scalar:
      return "scalar";
    case SearchKernel::avx2:
      return "avx2";
    case SearchKernel::avx512:
      return "avx512";
  }
  return "?";
}

SearchKernel kernel_from_name(const std::string& name) {
  for (const SearchKernel k :
       {SearchKernel::automatic, SearchKernel::scalar, SearchKernel::avx2, SearchKernel::avx512}) {
    if (kernel_name(k) == name) return k;
  }
  throw std::invalid_argument("unknown kernel '" + name +
                              "'; choose automatic, scalar, avx2 or avx512");
}

SearchKernel best_kernel() {
  if (cpu_has(SearchKernel::avx512)) return SearchKernel::avx512;
  if (cpu_has(SearchKernel::avx2)) return SearchKernel::avx2;
  return SearchKernel::scalar;
}

SearchKernel resolve_kernel(SearchKernel kernel) {
  if (!cpu_has(kernel)) {
    throw std::invalid_argument("the " + kernel_name(kernel) +
                                " kernel needs instructions this processor (or build) lacks; "
                                "the best here is " +
                                kernel_name(best_kernel()));
  }
  return kernel == SearchKernel::automatic ? best_kernel() : kernel;
}

}  // namespace nqga
