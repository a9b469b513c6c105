#include "results/columns.hpp"

#include <cmath>

namespace nqga {

const char* column_type_name(ColumnType type) {
  switch (type) {
    case ColumnType::kText:
      return "text";
    case ColumnType::kCount:
      return "count";
    case ColumnType::kReal:
      return "real";
    case ColumnType::kFlag:
      return "flag";
    case ColumnType::kSeed:
      break;
  }
  return "seed";
}

std::string field_text(const Field& field) {
  struct Text {
    std::string operator()(std::monostate) const { return ""; }
    std::string operator()(const std::string& text) const { return text; }
    std::string operator()(std::int64_t count) const { return std::to_string(count); }
    std::string operator()(std::uint64_t seed) const { return std::to_string(seed); }
    std::string operator()(double real) const { return number_field(real); }
    std::string operator()(bool flag) const { return flag ? "true" : "false"; }
  };
  return std::visit(Text{}, field);
}

nlohmann::json field_json(const Field& field) {
  struct Json {
    nlohmann::json operator()(std::monostate) const { return nullptr; }
    nlohmann::json operator()(const std::string& text) const { return text; }
    nlohmann::json operator()(std::int64_t count) const { return count; }
    nlohmann::json operator()(std::uint64_t seed) const { return seed; }
    nlohmann::json operator()(double real) const {
      return std::isfinite(real) ? nlohmann::json(real) : nlohmann::json(nullptr);
    }
    nlohmann::json operator()(bool flag) const { return flag; }
  };
  return std::visit(Json{}, field);
}

nlohmann::json specs_json(const std::vector<ColumnSpec>& specs) {
  nlohmann::json array = nlohmann::json::array();
  for (const ColumnSpec& spec : specs) {
    array.push_back({{"name", spec.name},
                     {"type", column_type_name(spec.type)},
                     {"unit", spec.unit},
                     {"meaning", spec.meaning}});
  }
  return array;
}

std::string specs_markdown(const std::vector<ColumnSpec>& specs) {
  std::string text = "| column | type | unit | meaning |\n|---|---|---|---|\n";
  for (const ColumnSpec& spec : specs) {
    text += "| `" + spec.name + "` | " + column_type_name(spec.type) + " | " +
            (spec.unit.empty() ? "" : spec.unit) + " | " + spec.meaning + " |\n";
  }
  return text;
}

}  // namespace nqga
