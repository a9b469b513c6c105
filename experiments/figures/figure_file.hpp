// Whether a drawn figure is whole. A drawing program that runs out of disk may still exit 0 and
// leave an empty file or one cut mid-path; such a figure is never renamed into place, counted,
// or put on a page.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

// Why the figure in `file` is not whole, or "": it is empty, a PNG ("png") without PNG's
// signature or ending before its IEND chunk, an SVG ("svg") not ending with </svg>. Any other
// format only needs to be non-empty. Reads the first 8 and the last 64 bytes.
std::string incomplete_figure(const std::filesystem::path& file, const std::string& format);

}  // namespace nqga
