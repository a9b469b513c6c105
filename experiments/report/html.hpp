// Writing the report's HTML: escaping, numbers as a reader wants them, and the cells of the
// sortable tables. Every text that comes from a run directory (labels, config values, file
// names) passes html_escape before it reaches the page.
#pragma once

#include <string>
#include <string_view>

namespace nqga {

// Text safe in an element or a quoted attribute: & < > " ' as character references. O(text).
std::string html_escape(std::string_view text);

// A document as a data: URI (base64), for an <img> that needs no file beside the page: an SVG
// keeps its own ids and styles there, apart from the page's and the other figures'. O(bytes).
std::string data_uri(std::string_view media_type, std::string_view bytes);

// JSON text safe inside <script type="application/json">: "</" becomes "<\/" (the same JSON),
// so no value can end the element. O(text).
std::string script_json(std::string_view json);

// A number for reading: whole numbers and numbers from 100 on in full (rounded) below 10^7,
// others to 3 significant digits ("0.000652", "1.71e+07"), "∞" for an infinity, "–" for NaN.
std::string readable(double value);

// "median (q25–q75)" from readable() numbers; "–" when the median is NaN.
std::string readable_spread(double median, double q25, double q75);

// A table cell that sorts by `key` (the page's script sorts on data-sort when a cell has it),
// showing `html` (already escaped). NaN keys sort last.
std::string sort_cell(double key, const std::string& html, const std::string& css_class = "");

}  // namespace nqga
