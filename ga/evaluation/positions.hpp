// An inverse permutation, position[column] = row, as an individual keeps it beside its board
// (incremental.hpp): two bytes a column up to n = 65,536, four above. Every child copies its
// base's, so the width is bandwidth: at n = 1024 a child's copies (board, counters, positions)
// fall from 12 to 10 KB, and a tournament run takes 12 to 15 % less time
// (docs/performance-ga.md).
//
// Positions is a pointer that knows its width. Cold code reads it with operator[]; a hot loop is
// written once as a template on the element type and called through visit(), so that the width
// is tested once a call, not once a row.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../board.hpp"

namespace nqga {

using NarrowPosition = std::uint16_t;

// Whether the positions of a board of n rows fit in two bytes each.
constexpr bool narrow_positions(std::int64_t n) { return n <= 65536; }

// `Void` is void (positions to write) or const void (to read).
template <typename Void>
class BasicPositions {
  template <typename T>
  using Element = std::conditional_t<std::is_const_v<Void>, const T, T>;

 public:
  BasicPositions() = default;
  BasicPositions(std::nullptr_t) {}
  BasicPositions(Element<Column>* wide) : data_(wide) {}
  BasicPositions(Element<NarrowPosition>* narrow) : data_(narrow), narrow_(true) {}
  // Positions to write read as positions to read.
  template <typename Other,
            typename = std::enable_if_t<std::is_const_v<Void> && !std::is_const_v<Other>>>
  BasicPositions(BasicPositions<Other> other) : data_(other.data()), narrow_(other.narrow()) {}

  explicit operator bool() const { return data_ != nullptr; }
  Void* data() const { return data_; }
  bool narrow() const { return narrow_; }
  std::int64_t operator[](std::size_t column) const {
    return narrow_ ? static_cast<Element<NarrowPosition>*>(data_)[column]
                   : static_cast<Element<Column>*>(data_)[column];
  }
  // f(typed pointer): f(NarrowPosition*) or f(Column*), const where these are positions to read.
  template <typename F>
  decltype(auto) visit(F&& f) const {
    return narrow_ ? f(static_cast<Element<NarrowPosition>*>(data_))
                   : f(static_cast<Element<Column>*>(data_));
  }

 private:
  Void* data_ = nullptr;
  bool narrow_ = false;
};

using Positions = BasicPositions<void>;
using ConstPositions = BasicPositions<const void>;

}  // namespace nqga
