// Text as a gnuplot script reads it: the variables plot.cpp passes each script with -e.
#pragma once

#include <string>
#include <vector>

namespace nqga {

// A gnuplot string literal: double quotes, backslash and quote escaped. O(text).
std::string gnuplot_string(const std::string& text);

// Labels as gnuplot words, ("a b" "c"), for word(list, i): a double quote in a label becomes a
// single one. O(labels).
std::string gnuplot_words(const std::vector<std::string>& labels);

}  // namespace nqga
