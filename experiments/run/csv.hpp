// CSV as the run directory writes and reads it (RFC 4180 quoting): fields, numbers, and tables
// whose columns are found by name, never by position, so files with added columns still read.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace nqga {

// One CSV field: quoted when it holds a comma, quote or line break.
std::string csv_field(const std::string& text);
// A number as CSV text: integers exactly, reals with up to 9 significant digits.
std::string csv_number(double value);
// A number that may be missing or infinite as CSV text: empty for NaN, "inf" or "-inf" for
// infinities, else csv_number.
std::string number_field(double value);
// The number of such a field: NaN when empty, infinities for "inf" and "-inf", else the finite
// decimal number it holds whole; throws std::invalid_argument for any other text ("nan", "12x").
double field_number(const std::string& field);
// Appends `fields` to `csv` as one row.
void append_csv_row(std::string& csv, const std::vector<std::string>& fields);

// A CSV file as text cells, with its header.
struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  int column(const std::string& name) const;  // -1 when absent
  // The cell of column `name` in `row`; empty when there is no such column.
  const std::string& at(const std::vector<std::string>& row, const std::string& name) const;
};
// A table that is not whole: what() is "SOURCE:LINE: problem", LINE 1-based.
struct TableError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// Reads strictly, so that a file cut short or edited never loses or shifts a row unseen: every
// row, the last included, ends with a line break, holds as many fields as the header, and every
// quoted field is closed; else TableError naming `source` and the line. An empty text is an
// empty table. O(text).
Table parse_table(const std::string& text, const std::string& source = "CSV text");
// parse_table of the file; std::runtime_error when it cannot be read, TableError when not whole.
Table read_table(const std::string& path);
std::string table_csv(const Table& table);

}  // namespace nqga
