#include "report/design_title.hpp"

#include "report/words.hpp"

namespace nqga {

namespace {

constexpr std::size_t kListedValues = 6;  // more values read as a range

std::string values_words(const std::vector<std::string>& values) {
  if (values.size() <= kListedValues) return joined(values);
  return values.front() + " to " + values.back() + " (" + std::to_string(values.size()) +
         " values)";
}

}  // namespace

std::string varied_words(const Design& design, const std::vector<std::string>& sizes) {
  std::string factors, problems, instances;
  bool n_axis = false;
  std::size_t instance_count = 1;
  for (const DesignAxis& axis : design.axes) {
    if (axis.role == Role::kFactor) {
      std::string vs;
      for (const std::string& value : axis.values) vs += (vs.empty() ? "" : " vs ") + value;
      factors += (factors.empty() ? "" : " × ") + vs + " (" + axis.key + ")";
    } else if (axis.role == Role::kProblem) {
      n_axis |= axis.key == "n";
      problems += (problems.empty() ? "" : ", ") + axis.key + " = " + values_words(axis.values);
    } else {
      instance_count *= axis.values.size();
      instances += (instances.empty() ? "" : ", ") + axis.key;
    }
  }
  if (!n_axis && !sizes.empty())
    problems = "n = " + values_words(sizes) + (problems.empty() ? "" : ", " + problems);
  std::string words = factors.empty() ? "one configuration" : factors;
  words += " on " + problems;
  if (!instances.empty())
    words += ", " + std::to_string(instance_count) + " instances each (" + instances + ")";
  return words + ", " + std::to_string(design.seeds) + (design.seeds == 1 ? " seed" : " seeds") +
         " each";
}

}  // namespace nqga
