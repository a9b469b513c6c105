#include "figures/figure_file.hpp"

#include <algorithm>
#include <fstream>

namespace nqga {

namespace {

// The last `count` bytes of a file of `size` bytes (all of it when shorter).
std::string tail(std::ifstream& in, std::uintmax_t size, std::uintmax_t count) {
  const std::uintmax_t start = size > count ? size - count : 0;
  std::string bytes(static_cast<std::size_t>(size - start), '\0');
  in.seekg(static_cast<std::streamoff>(start));
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return in ? bytes : "";
}

}  // namespace

std::string incomplete_figure(const std::filesystem::path& file, const std::string& format) {
  std::error_code error;
  const std::uintmax_t size = std::filesystem::file_size(file, error);
  if (error || size == 0) return "it is empty";
  std::ifstream in(file, std::ios::binary);
  if (format == "png") {
    static const std::string signature = "\x89PNG\r\n\x1a\n";
    static const std::string end = std::string("\0\0\0\0IEND\xae\x42\x60\x82", 12);
    std::string head(signature.size(), '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    if (!in || head != signature) return "it is no PNG (no PNG signature)";
    if (!tail(in, size, end.size()).ends_with(end)) return "it ends before its IEND chunk";
  } else if (format == "svg") {
    std::string last = tail(in, size, 64);
    last.erase(last.find_last_not_of(" \t\r\n") + 1);
    if (!last.ends_with("</svg>")) return "it ends before its </svg>";
  }
  return "";
}

}  // namespace nqga
