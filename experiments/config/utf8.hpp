// UTF-8 checks for configs and overrides: yaml-cpp does not check the encoding itself.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nqga {

// The offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or npos. O(length).
std::size_t first_invalid_utf8(std::string_view text);

// "not valid UTF-8 (byte 0xE9)": the start of the message for a bad byte.
std::string utf8_problem(unsigned char byte);

}  // namespace nqga
