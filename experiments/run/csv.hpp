// CSV as the run directory writes and reads it (RFC 4180 quoting): fields, numbers, and tables
// whose columns are found by name, never by position, so files with added columns still read.
#pragma once

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
Table read_table(const std::string& path);  // throws std::runtime_error when unreadable
Table parse_table(const std::string& text);
std::string table_csv(const Table& table);

}  // namespace nqga
