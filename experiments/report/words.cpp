#include "report/words.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace nqga {

namespace {

std::string printed(const char* format, double value) {
  char text[48];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// "37487" -> "37,487".
std::string with_separators(long long whole) {
  std::string digits = std::to_string(whole < 0 ? -whole : whole), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return (whole < 0 ? "-" : "") + out;
}

}  // namespace

std::string prose_number(double value) {
  if (std::isnan(value)) return "–";
  if (std::isinf(value)) return value > 0 ? "∞" : "−∞";
  const double size = std::fabs(value);
  if (size >= 1e6) return printed("%.3g", value / 1e6) + " M";
  if (size >= 100 || value == std::floor(value)) return with_separators(std::llround(value));
  return printed("%.3g", value);
}

std::string prose_p(double p) {
  if (std::isnan(p)) return "–";
  if (p >= 0.001 || p == 0) return printed("%.3g", p);
  const int exponent = static_cast<int>(std::floor(std::log10(p)));
  double mantissa = p / std::pow(10.0, exponent);
  std::string text = printed("%.2g", mantissa);
  if (text == "10") return "1e" + std::to_string(exponent + 1);
  return text + "e" + std::to_string(exponent);
}

std::string prose_interval(double low, double high) {
  if (std::isnan(low) || std::isnan(high)) return "";
  return "[" + prose_number(low) + ", " + prose_number(high) + (std::isinf(high) ? ")" : "]");
}

std::string prose_percent(double share) {
  return std::isnan(share) ? "–" : printed("%.0f", 100 * share) + " %";
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::vector<std::string> label_words(const std::string& label) {
  std::istringstream words(label);
  std::vector<std::string> out;
  for (std::string word; words >> word;) out.push_back(word);
  return out;
}

std::string problem_words(const std::string& label) {
  std::string out;
  for (const std::string& word : label_words(label)) {
    const auto equals = word.find('=');
    out += (out.empty() ? "" : ", ") +
           (equals == std::string::npos ? word
                                        : word.substr(0, equals) + " = " + word.substr(equals + 1));
  }
  return out;
}

std::string problems_words(const std::vector<std::string>& labels) {
  if (labels.empty()) return "";
  // Labels of one shape (the same keys in the same order) that differ in one key's value only:
  // the shared words said once, then that key and its values, "n = 28, problem.placed = 0, 8
  // and 16".
  std::vector<std::vector<std::string>> words;
  for (const std::string& label : labels) words.push_back(label_words(label));
  const auto key = [](const std::string& word) { return word.substr(0, word.find('=')); };
  std::size_t differing = words[0].size();
  bool one_shape = true;
  for (const auto& other : words) {
    if (other.size() != words[0].size()) {
      one_shape = false;
      break;
    }
    for (std::size_t k = 0; k < other.size(); ++k) {
      if (key(other[k]) != key(words[0][k])) one_shape = false;
      if (other[k] != words[0][k] && differing != k) {
        if (differing != words[0].size()) one_shape = false;
        differing = k;
      }
    }
  }
  if (!one_shape || differing == words[0].size() ||
      words[0][differing].find('=') == std::string::npos) {
    std::vector<std::string> each;
    for (const std::string& label : labels) each.push_back(problem_words(label));
    return joined(each);
  }
  std::string shared;
  for (std::size_t k = 0; k < words[0].size(); ++k)
    if (k != differing) shared += problem_words(words[0][k]) + ", ";
  std::vector<std::string> values;
  for (const auto& other : words)
    values.push_back(other[differing].substr(key(other[differing]).size() + 1));
  return shared + key(words[0][differing]) + " = " + joined(values);
}

}  // namespace nqga
