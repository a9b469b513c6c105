#include "run/csv.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "run/files.hpp"

namespace nqga {

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

std::string csv_number(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::abs(value) < 9.0e15) {
    return std::to_string(static_cast<std::int64_t>(value));
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

std::string number_field(double value) {
  if (std::isnan(value)) return "";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  return csv_number(value);
}

double field_number(const std::string& field) {
  if (field.empty()) return std::nan("");
  if (field == "inf" || field == "-inf") {
    return field[0] == '-' ? -std::numeric_limits<double>::infinity()
                           : std::numeric_limits<double>::infinity();
  }
  // Decimal text only, whole: std::stod alone would read "nan", "0x10" and "12x" (as 12).
  std::size_t used = 0;
  const bool decimal = field.find_first_not_of("0123456789+-.eE") == std::string::npos;
  const double value = decimal ? std::stod(field, &used) : 0;
  if (!decimal || used != field.size() || !std::isfinite(value)) {
    throw std::invalid_argument("'" + field + "' is not a finite number");
  }
  return value;
}

void append_csv_row(std::string& csv, const std::vector<std::string>& fields) {
  for (const auto& field : fields) (csv += csv_field(field)) += ',';
  if (fields.empty()) csv += ',';
  csv.back() = '\n';
}

int Table::column(const std::string& name) const {
  const auto it = std::find(header.begin(), header.end(), name);
  return it == header.end() ? -1 : static_cast<int>(it - header.begin());
}

const std::string& Table::at(const std::vector<std::string>& row, const std::string& name) const {
  static const std::string missing;
  const int c = column(name);
  return c < 0 || static_cast<std::size_t>(c) >= row.size() ? missing
                                                            : row[static_cast<std::size_t>(c)];
}

Table read_table(const std::string& path) {
  if (!std::filesystem::exists(path)) throw std::runtime_error("cannot read " + path);
  return parse_table(read_text(path), path);
}

namespace {

// Ends a row at `line`: the header, else a row with as many fields as the header.
void end_row(Table& table, std::vector<std::string>& row, std::size_t line,
             const std::string& source) {
  if (table.header.empty()) {
    table.header = std::move(row);
  } else if (row.size() != table.header.size()) {
    throw TableError(source + ":" + std::to_string(line) + ": " + std::to_string(row.size()) +
                     " field(s) where the header has " + std::to_string(table.header.size()));
  } else {
    table.rows.push_back(std::move(row));
  }
  row.clear();
}

}  // namespace

Table parse_table(const std::string& text, const std::string& source) {
  Table table;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false;
  std::size_t line = 1, row_line = 1;  // where the row being read starts (a quoted field may span)
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    line += c == '\n';
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      row.push_back(std::move(field));
      field.clear();
    } else if (c == '\n') {
      row.push_back(std::move(field));
      field.clear();
      end_row(table, row, row_line, source);
      row_line = line;
    } else if (c != '\r') {
      field += c;
    }
  }
  if (quoted) {
    throw TableError(source + ":" + std::to_string(row_line) +
                     ": a quoted field is not closed (the file was cut short)");
  }
  if (!text.empty() && text.back() != '\n') {
    throw TableError(source + ":" + std::to_string(row_line) +
                     ": the last row ends without a line break (the file was cut short)");
  }
  return table;
}

std::string table_csv(const Table& table) {
  std::string csv;
  append_csv_row(csv, table.header);
  for (const auto& row : table.rows) append_csv_row(csv, row);
  return csv;
}

}  // namespace nqga
