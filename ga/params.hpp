// Declared parameters: what a registered operator, model or solver takes besides the board, with
// its type, range, default and help. The declaration is the whole contract: the config layer turns
// each into a YAML key (ga.selection.tournament_size, ga.mutation.distance, ...) that is parsed,
// range-checked, located in errors, sweepable and listed by `nqga keys`; C++ users set the values
// by name and get the same checks from check_values().
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace nqga {

enum class ParamKind { kInteger, kReal, kChoice, kText };

// One parameter's value; the alternative follows the kind (choice and text: std::string).
using ParamValue = std::variant<std::int64_t, double, std::string>;

struct ParamSpec {
  // Every field has a default ({} included), so a declaration by field names leaves out what it
  // does not need and compilers do not warn of it.
  std::string name{};  // relative to where it is declared: "tournament_size", "islands.count"
  ParamKind kind = ParamKind::kInteger;
  ParamValue fallback{};               // the default
  double min = 0, max = 0;             // inclusive bounds for integers and reals
  std::vector<std::string> choices{};  // for kChoice
  std::string help{};                  // one line for `nqga keys`
};

// Declarations read best through these.
ParamSpec integer_param(std::string name, std::int64_t fallback, std::int64_t min, std::int64_t max,
                        std::string help);
ParamSpec real_param(std::string name, double fallback, double min, double max, std::string help);
ParamSpec choice_param(std::string name, std::vector<std::string> choices, std::string help);

// Whether two declarations of one parameter agree: everything but the name and the help.
bool same_declaration(const ParamSpec& a, const ParamSpec& b);

// "integer", "number", "choice", "text".
std::string kind_name(ParamKind kind);
// "[1, 100]", or ">= 0" for an integer bound beyond 9e15 (no natural upper bound).
std::string range_text(const ParamSpec& spec);
// A value as config text: integers exactly, reals with 15 significant digits.
std::string format_value(const ParamValue& value);

// Why `value` does not fit `spec` ("must be in [1, 100], got 0", "expected an integer, got
// 2.5", "unknown value 'x' (one of a, b)"), or "" when it does.
std::string param_problem(const ParamSpec& spec, const ParamValue& value);

// Values of declared parameters by name. Set what differs from the defaults; the owner fills the
// rest from its declaration (with_defaults). Lookups by name happen when an operator is made,
// once per run, never per call.
class ParamValues {
 public:
  ParamValues() = default;
  ParamValues(std::initializer_list<std::pair<std::string, ParamValue>> values);

  void set(std::string name, ParamValue value);
  bool has(std::string_view name) const;
  // The value of `name`; throws std::invalid_argument naming the parameter when it is missing or
  // of another kind.
  std::int64_t integer(std::string_view name) const;
  double real(std::string_view name) const;
  const std::string& text(std::string_view name) const;
  const ParamValue& at(std::string_view name) const;

  const std::vector<std::pair<std::string, ParamValue>>& entries() const { return values_; }
  bool operator==(const ParamValues&) const = default;

 private:
  std::vector<std::pair<std::string, ParamValue>> values_;  // few: a linear search is fastest
};

// `values` with every declared parameter it lacks set to its default. Throws
// std::invalid_argument for a value of an undeclared name ("'distanse' is not a parameter of
// mutation 'my-shift' (it takes distance)") or out of its range, naming `owner`.
ParamValues with_defaults(const std::vector<ParamSpec>& specs, const ParamValues& values,
                          const std::string& owner);

}  // namespace nqga
