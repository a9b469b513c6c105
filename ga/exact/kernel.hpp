// Which form of the innermost search the exact reference runs (search_kernels.hpp): one node at a
// time on any processor, or many nodes a step on AVX2 or AVX-512 vectors.
#pragma once

#include <string>

namespace nqga {

// scalar: one node at a time; avx2, avx512: 32 or 64 nodes a step when counting (16 or 32 with
// the 64-bit rows of the first-solution search). `automatic` takes the widest this processor has.
// All give the same results, node counts included.
enum class SearchKernel { automatic, scalar, avx2, avx512 };

// Whether this processor (and this build) can run the kernel; scalar and automatic always can.
bool cpu_has(SearchKernel kernel);
// "automatic", "scalar", "avx2", "avx512"; kernel_from_name throws std::invalid_argument with
// the list for any other name.
std::string kernel_name(SearchKernel kernel);
SearchKernel kernel_from_name(const std::string& name);
// The kernel `automatic` resolves to here.
SearchKernel best_kernel();
// The kernel a search runs: best_kernel() for automatic, the kernel itself where cpu_has it;
// otherwise throws std::invalid_argument naming what this processor offers.
SearchKernel resolve_kernel(SearchKernel kernel);

}  // namespace nqga
