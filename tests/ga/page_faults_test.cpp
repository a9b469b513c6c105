// Page faults taken ahead of use (ga/page_faults.hpp) and the zeroed arrays of HugePageAllocator
// (ga/huge_pages.hpp): faulting pages in must never change what the arrays hold, while another
// thread writes them too, and must leave the pages resident (mincore, the kernel's own account).
#include "page_faults.hpp"

#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <span>
#include <vector>

#include "huge_pages.hpp"
#include "required.hpp"

namespace nqga {
namespace {

using Words = std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>>;

// Whether every page of `words` is resident.
bool resident(const Words& words) {
  const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto begin = reinterpret_cast<std::uintptr_t>(words.data()) / page * page;
  const auto end = reinterpret_cast<std::uintptr_t>(words.data() + words.size());
  std::vector<unsigned char> pages((end - begin + page - 1) / page);
  if (::mincore(reinterpret_cast<void*>(begin), end - begin, pages.data()) != 0) return false;
  for (unsigned char p : pages) {
    if (!(p & 1)) return false;
  }
  return true;
}

// Whether this kernel can fault pages in without writing them (Linux 5.14).
bool kernel_populates() {
  Words probe(std::size_t{1} << 20);
  fault_in(std::as_bytes(std::span(probe)));
  return resident(probe);
}

TEST(HugePageAllocator, ArraysStartZeroedSmallAndLarge) {
  for (const std::size_t size : {std::size_t{100}, std::size_t{3} << 20}) {
    const Words words(size);
    for (std::uint64_t w : words) ASSERT_EQ(w, 0u) << "size " << size;
  }
  const Words large(std::size_t{3} << 20);  // 24 MiB: mapped on a 2 MiB boundary
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(large.data()) % HugePageAllocator<int>::kHugePage, 0u);
}

TEST(PageFaults, FaultInKeepsTheContentsAndMakesThePagesResident) {
  if (!kernel_populates()) NQGA_SKIP_WITHOUT_PRIVILEGE("the kernel lacks MADV_POPULATE_WRITE");
  Words words(std::size_t{1} << 21);  // 16 MiB, none of it touched yet
  for (std::size_t i = 0; i < words.size(); i += 4096) words[i] = i + 1;
  // A region that starts and ends inside pages: only its whole pages are faulted in.
  fault_in(std::as_bytes(std::span(words).subspan(3, words.size() - 7)));
  fault_in_on_two_threads(std::as_bytes(std::span(words).first(words.size() / 2)),
                          std::as_bytes(std::span(words).subspan(words.size() / 2)));
  EXPECT_TRUE(resident(words));
  for (std::size_t i = 0; i < words.size(); ++i) {
    ASSERT_EQ(words[i], i % 4096 == 0 ? i + 1 : 0) << "word " << i;
  }
}

TEST(PageFaults, BackgroundFaultsChangeNothingThatIsWrittenMeanwhile) {
  Words first(std::size_t{1} << 22), second(std::size_t{1} << 20);  // 32 and 8 MiB
  {
    const BackgroundPageFaults faults(
        {std::as_bytes(std::span(first)), std::as_bytes(std::span(second))});
    for (std::size_t i = 0; i < first.size(); i += 97) first[i] = 3 * i + 1;
  }
  for (std::size_t i = 0; i < first.size(); ++i) {
    ASSERT_EQ(first[i], i % 97 == 0 ? 3 * i + 1 : 0) << "word " << i;
  }
  for (std::uint64_t w : second) ASSERT_EQ(w, 0u);
}

}  // namespace
}  // namespace nqga
