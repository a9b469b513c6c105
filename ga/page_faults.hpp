// Page faults taken ahead of use, for the arrays of gigabytes of the large-n search. The first
// touch of a fresh page costs the kernel a zeroed page (and, on a virtual machine, the host its
// backing memory): about 2 to 3.5 s a GB measured on the 2-core virtual machine of
// docs/performance.md, 19 s of the 80 s that `nqga solve 1000000000` took. Faulting pages in on a
// second thread while the first works takes that off the search's path; it changes no value the
// search reads.
#pragma once

#include <cstddef>
#include <span>
#include <thread>
#include <vector>

namespace nqga {

// A region of memory whose pages are to be faulted in.
using PageRegion = std::span<const std::byte>;

// Faults in the pages of `region` for writing without changing its contents (Linux 5.14's
// MADV_POPULATE_WRITE: pages already there stay as they are, so another thread may write the
// region meanwhile). Only whole pages inside the region; a no-op where the kernel lacks it.
void fault_in(PageRegion region);

// Faults in `first` on a second thread and `second` on this one; returns when both are done.
void fault_in_on_two_threads(PageRegion first, PageRegion second);

// Faults in the regions in order on a thread of its own, 16 MiB at a time, while the caller
// works. The regions must outlive this object; destroying it stops the thread at its next step
// and joins it.
class BackgroundPageFaults {
 public:
  explicit BackgroundPageFaults(std::vector<PageRegion> regions);

 private:
  std::jthread thread_;
};

}  // namespace nqga
