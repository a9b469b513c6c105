#include "report/html.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace nqga {

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string data_uri(std::string_view media_type, std::string_view bytes) {
  static constexpr char kDigits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out = "data:" + std::string(media_type) + ";base64,";
  out.reserve(out.size() + (bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t left = bytes.size() - i;
    std::uint32_t group = static_cast<unsigned char>(bytes[i]) << 16;
    if (left > 1) group |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    if (left > 2) group |= static_cast<unsigned char>(bytes[i + 2]);
    out += kDigits[(group >> 18) & 63];
    out += kDigits[(group >> 12) & 63];
    out += left > 1 ? kDigits[(group >> 6) & 63] : '=';
    out += left > 2 ? kDigits[group & 63] : '=';
  }
  return out;
}

std::string script_json(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    out += json[i];
    if (json[i] == '<' && i + 1 < json.size() && json[i + 1] == '/') out += '\\';
  }
  return out;
}

std::string readable(double value) {
  if (std::isnan(value)) return "–";
  if (std::isinf(value)) return value > 0 ? "∞" : "−∞";
  char text[32];
  // Whole numbers, and anything from 100 on, in full up to 10^7: counts of work read best so.
  if ((value == std::floor(value) || std::fabs(value) >= 100) && std::fabs(value) < 1e7) {
    std::snprintf(text, sizeof text, "%.0f", value);
  } else {
    std::snprintf(text, sizeof text, "%.3g", value);
  }
  return text;
}

std::string readable_spread(double median, double q25, double q75) {
  if (std::isnan(median)) return "–";
  return readable(median) + " <span class=\"iqr\">(" + readable(q25) + "–" + readable(q75) +
         ")</span>";
}

std::string sort_cell(double key, const std::string& html, const std::string& css_class) {
  char text[40];
  if (std::isnan(key)) {
    std::snprintf(text, sizeof text, "%s", "");
  } else if (std::isinf(key)) {
    std::snprintf(text, sizeof text, "%s", key > 0 ? "Infinity" : "-Infinity");
  } else {
    std::snprintf(text, sizeof text, "%.17g", key);
  }
  return "<td data-sort=\"" + std::string(text) + "\"" +
         (css_class.empty() ? "" : " class=\"" + css_class + "\"") + ">" + html + "</td>";
}

}  // namespace nqga
