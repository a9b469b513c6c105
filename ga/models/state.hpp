// A run's state as bytes, for checkpoints: values appended in a fixed order and read back in the
// same order. Host byte order (checkpoints are continued on the machine, or the cluster, that
// wrote them); the reader checks every length, so a truncated or foreign state throws instead of
// being half-read.
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace nqga {

class StateWriter {
 public:
  // Writes into `buffer`'s storage (emptied first): a run that keeps its state after each slow
  // generation reuses one buffer instead of holding the old state beside a growing new one.
  explicit StateWriter(std::string buffer = {}) : bytes_(std::move(buffer)) { bytes_.clear(); }

  template <typename T>
  void put(const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    bytes_.append(reinterpret_cast<const char*>(&value), sizeof value);
  }
  template <typename T>
  void put_vector(const std::vector<T>& values) {
    put(static_cast<std::uint64_t>(values.size()));
    put_span(values.data(), values.size());
  }
  template <typename T>
  void put_span(const T* values, std::size_t count) {
    static_assert(std::is_trivially_copyable_v<T>);
    bytes_.append(reinterpret_cast<const char*>(values), count * sizeof(T));
  }
  // The state written; the writer is left empty.
  std::string take() { return std::move(bytes_); }

 private:
  std::string bytes_;
};

// Throws std::runtime_error "the checkpoint is truncated or not this run's" on any overrun.
class StateReader {
 public:
  explicit StateReader(const std::string& bytes) : bytes_(bytes) {}

  template <typename T>
  T get() {
    T value;
    get_span(&value, 1);
    return value;
  }
  template <typename T>
  std::vector<T> get_vector(std::uint64_t at_most) {
    const auto size = get<std::uint64_t>();
    if (size > at_most || size > (bytes_.size() - at_) / sizeof(T)) fail();  // before allocating
    std::vector<T> values(size);
    get_span(values.data(), size);
    return values;
  }
  template <typename T>
  void get_span(T* values, std::size_t count) {
    static_assert(std::is_trivially_copyable_v<T>);
    if (count > (bytes_.size() - at_) / sizeof(T)) fail();
    if (count == 0) return;  // an empty vector's data() may be null, which memcpy must not get
    std::memcpy(values, bytes_.data() + at_, count * sizeof(T));
    at_ += count * sizeof(T);
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  [[noreturn]] static void fail() {
    throw std::runtime_error("the checkpoint is truncated or not this run's");
  }
  const std::string& bytes_;
  std::size_t at_ = 0;
};

}  // namespace nqga
