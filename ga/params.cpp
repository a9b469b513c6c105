#include "params.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace nqga {

namespace {

constexpr double kNoBound = 9.0e15;  // integer bounds beyond this mean "none"

}  // namespace

ParamSpec integer_param(std::string name, std::int64_t fallback, std::int64_t min, std::int64_t max,
                        std::string help) {
  return {std::move(name),          ParamKind::kInteger,      fallback,
          static_cast<double>(min), static_cast<double>(max), {},
          std::move(help)};
}

ParamSpec real_param(std::string name, double fallback, double min, double max, std::string help) {
  return {std::move(name), ParamKind::kReal, fallback, min, max, {}, std::move(help)};
}

ParamSpec choice_param(std::string name, std::vector<std::string> choices, std::string help) {
  ParamValue fallback = choices.empty() ? std::string() : choices.front();
  return {std::move(name),    ParamKind::kChoice, std::move(fallback), 0, 0,
          std::move(choices), std::move(help)};
}

bool same_declaration(const ParamSpec& a, const ParamSpec& b) {
  return a.kind == b.kind && a.fallback == b.fallback && a.min == b.min && a.max == b.max &&
         a.choices == b.choices;
}

std::string kind_name(ParamKind kind) {
  switch (kind) {
    case ParamKind::kInteger:
      return "integer";
    case ParamKind::kReal:
      return "number";
    case ParamKind::kChoice:
      return "choice";
    case ParamKind::kText:
      return "text";
  }
  return "value";
}

std::string format_value(const ParamValue& value) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::string>) {
          return v;
        } else if constexpr (std::is_same_v<T, double>) {
          std::ostringstream out;
          out.precision(15);
          out << v;
          return out.str();
        } else {
          return std::to_string(v);
        }
      },
      value);
}

std::string range_text(const ParamSpec& spec) {
  auto bound = [&](double b) {
    return format_value(spec.kind == ParamKind::kReal ? ParamValue(b)
                                                      : ParamValue(static_cast<std::int64_t>(b)));
  };
  if (spec.max >= kNoBound) return ">= " + bound(spec.min);
  return "[" + bound(spec.min) + ", " + bound(spec.max) + "]";
}

namespace {

// "must be in [1, 100], got 0", or "must be >= 0, got -1" for a range without an upper bound.
std::string outside(const ParamSpec& spec, const ParamValue& value) {
  const std::string range = range_text(spec);
  return (range.starts_with(">=") ? "must be " : "must be in ") + range + ", got " +
         format_value(value);
}

}  // namespace

std::string param_problem(const ParamSpec& spec, const ParamValue& value) {
  switch (spec.kind) {
    case ParamKind::kInteger: {
      const auto* v = std::get_if<std::int64_t>(&value);
      if (!v) return "expected an integer, got " + format_value(value);
      if (*v < spec.min || *v > spec.max) {
        return outside(spec, value);
      }
      return "";
    }
    case ParamKind::kReal: {
      const double v = std::holds_alternative<std::int64_t>(value)
                           ? static_cast<double>(std::get<std::int64_t>(value))
                       : std::holds_alternative<double>(value) ? std::get<double>(value)
                                                               : std::nan("");
      if (std::isnan(v)) return "expected a number, got '" + format_value(value) + "'";
      if (!std::isfinite(v) || v < spec.min || v > spec.max) {
        return outside(spec, value);
      }
      return "";
    }
    case ParamKind::kChoice: {
      const auto* v = std::get_if<std::string>(&value);
      if (v && std::find(spec.choices.begin(), spec.choices.end(), *v) != spec.choices.end()) {
        return "";
      }
      std::string list;
      for (const auto& choice : spec.choices) list += (list.empty() ? "" : ", ") + choice;
      return "unknown value '" + format_value(value) + "' (one of " + list + ")";
    }
    case ParamKind::kText:
      return std::holds_alternative<std::string>(value) ? "" : "expected text";
  }
  return "unsupported value";
}

ParamValues::ParamValues(std::initializer_list<std::pair<std::string, ParamValue>> values) {
  for (const auto& [name, value] : values) set(name, value);
}

void ParamValues::set(std::string name, ParamValue value) {
  for (auto& [known, v] : values_) {
    if (known == name) {
      v = std::move(value);
      return;
    }
  }
  values_.emplace_back(std::move(name), std::move(value));
}

bool ParamValues::has(std::string_view name) const {
  return std::any_of(values_.begin(), values_.end(),
                     [&](const auto& e) { return e.first == name; });
}

const ParamValue& ParamValues::at(std::string_view name) const {
  for (const auto& [known, value] : values_) {
    if (known == name) return value;
  }
  throw std::invalid_argument("no parameter named '" + std::string(name) + "'");
}

std::int64_t ParamValues::integer(std::string_view name) const {
  const auto* v = std::get_if<std::int64_t>(&at(name));
  if (!v) throw std::invalid_argument("parameter '" + std::string(name) + "' is not an integer");
  return *v;
}

double ParamValues::real(std::string_view name) const {
  const ParamValue& value = at(name);
  if (const auto* i = std::get_if<std::int64_t>(&value)) return static_cast<double>(*i);
  const auto* v = std::get_if<double>(&value);
  if (!v) throw std::invalid_argument("parameter '" + std::string(name) + "' is not a number");
  return *v;
}

const std::string& ParamValues::text(std::string_view name) const {
  const auto* v = std::get_if<std::string>(&at(name));
  if (!v) throw std::invalid_argument("parameter '" + std::string(name) + "' is not text");
  return *v;
}

ParamValues with_defaults(const std::vector<ParamSpec>& specs, const ParamValues& values,
                          const std::string& owner) {
  for (const auto& entry : values.entries()) {
    const std::string& name = entry.first;
    const ParamValue& value = entry.second;
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const ParamSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      std::string known;
      for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.name;
      throw std::invalid_argument("'" + name + "' is not a parameter of " + owner + " (" +
                                  (known.empty() ? "it takes none" : "it takes " + known) + ")");
    }
    if (const std::string problem = param_problem(*spec, value); !problem.empty()) {
      throw std::invalid_argument(owner + ": " + name + " " + problem);
    }
  }
  ParamValues complete;
  for (const auto& spec : specs) {
    complete.set(spec.name, values.has(spec.name) ? values.at(spec.name) : spec.fallback);
  }
  return complete;
}

}  // namespace nqga
