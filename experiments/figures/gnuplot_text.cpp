// gnuplot_string, gnuplot_words (gnuplot_text.hpp).
#include "figures/gnuplot_text.hpp"

#include <algorithm>

namespace nqga {

std::string gnuplot_string(const std::string& text) {
  std::string q = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') q += '\\';
    q += c;
  }
  return q + "\"";
}

std::string gnuplot_words(const std::vector<std::string>& labels) {
  std::string words;
  for (std::string clean : labels) {
    std::replace(clean.begin(), clean.end(), '"', '\'');
    words += (words.empty() ? "\"" : " \"") + clean + "\"";
  }
  return words;
}

}  // namespace nqga
