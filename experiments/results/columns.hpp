// A table of the results model as one list of columns, each with its name, type, unit, meaning
// and the getter of its value from a typed row. The CSV file, its JSON, Python's dtypes and the
// docs' column list all come from that one list (DEAP's logbook: columns by name, never two lists
// kept in step by position).
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "run/csv.hpp"

namespace nqga {

// A column's type, and the dtype Python reads it as: text (object, "" when empty), count
// (int64), real (float64: NaN when blank, inf), flag (bool: true or false), seed (uint64).
enum class ColumnType { kText, kCount, kReal, kFlag, kSeed };
const char* column_type_name(ColumnType type);  // "text", "count", "real", "flag", "seed"

// A value: blank (no value), text, a count, a seed, a real (NaN blank, infinities kept) or a flag.
using Field = std::variant<std::monostate, std::string, std::int64_t, std::uint64_t, double, bool>;

// A column without its getter: what the docs and Python read of a schema.
struct ColumnSpec {
  std::string name;
  ColumnType type = ColumnType::kText;
  std::string unit;     // "" where it has none
  std::string meaning;  // one line
};

template <typename Row>
struct TableColumn {
  ColumnSpec spec;
  std::function<Field(const Row&)> value;
};

template <typename Row>
using TableSchema = std::vector<TableColumn<Row>>;

// The field as CSV writes it: counts and seeds in decimal, reals by number_field (blank NaN,
// "inf"), flags "true" or "false", blank "".
std::string field_text(const Field& field);
// The field as JSON: null for blank and for reals that are not finite.
nlohmann::json field_json(const Field& field);

template <typename Row>
std::vector<ColumnSpec> specs_of(const TableSchema<Row>& schema) {
  std::vector<ColumnSpec> specs;
  for (const TableColumn<Row>& column : schema) specs.push_back(column.spec);
  return specs;
}

// The rows as a table of text cells, the header from the schema.
template <typename Row, typename Rows>
Table table_of(const TableSchema<Row>& schema, const Rows& rows) {
  Table table;
  for (const TableColumn<Row>& column : schema) table.header.push_back(column.spec.name);
  for (const auto& row : rows) {
    std::vector<std::string>& cells = table.rows.emplace_back();
    for (const TableColumn<Row>& column : schema) cells.push_back(field_text(column.value(row)));
  }
  return table;
}

// The rows as a JSON array of objects, one key per column.
template <typename Row, typename Rows>
nlohmann::json json_of(const TableSchema<Row>& schema, const Rows& rows) {
  nlohmann::json array = nlohmann::json::array();
  for (const auto& row : rows) {
    nlohmann::json object = nlohmann::json::object();
    for (const TableColumn<Row>& column : schema)
      object[column.spec.name] = field_json(column.value(row));
    array.push_back(std::move(object));
  }
  return array;
}

// The specs as JSON: [{"name", "type", "unit", "meaning"}, ...].
nlohmann::json specs_json(const std::vector<ColumnSpec>& specs);

// Markdown rows "| `name` | type | unit | meaning |", one per column: the docs' column lists.
std::string specs_markdown(const std::vector<ColumnSpec>& specs);

}  // namespace nqga
