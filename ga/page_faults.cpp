#include "page_faults.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>

namespace nqga {

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14; older headers lack the name
#endif

void fault_in(PageRegion region) {
  const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto begin = reinterpret_cast<std::uintptr_t>(region.data());
  const std::uintptr_t first = (begin + page - 1) / page * page;
  const std::uintptr_t last = (begin + region.size()) / page * page;
  // Advice only: an older kernel says EINVAL, and the pages then fault on first touch.
  if (first < last) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_POPULATE_WRITE);
}

void fault_in_on_two_threads(PageRegion first, PageRegion second) {
  const std::jthread other([first] { fault_in(first); });
  fault_in(second);
}

BackgroundPageFaults::BackgroundPageFaults(std::vector<PageRegion> regions)
    : thread_([regions = std::move(regions)](std::stop_token stop) {
        // Steps end at multiples of 16 MiB in the address space, so that no page falls between
        // two of them (fault_in takes whole pages only).
        constexpr std::uintptr_t kStep = std::uintptr_t{16} << 20;
        for (PageRegion region : regions) {
          const auto begin = reinterpret_cast<std::uintptr_t>(region.data());
          std::size_t at = 0;
          while (at < region.size() && !stop.stop_requested()) {
            const std::size_t size = std::min<std::size_t>(
                (begin + at) / kStep * kStep + kStep - (begin + at), region.size() - at);
            fault_in(region.subspan(at, size));
            at += size;
          }
        }
      }) {}

}  // namespace nqga
