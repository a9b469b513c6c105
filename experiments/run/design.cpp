#include "run/design.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "run/sweep.hpp"

namespace nqga {

std::vector<std::string> Design::keys(Role role) const {
  std::vector<std::string> keys;
  for (const DesignAxis& axis : axes) {
    if (axis.role == role) keys.push_back(axis.key);
  }
  return keys;
}

Design sweep_design(const Sweep& sweep) {
  Design design;
  for (std::size_t a = 0; a < sweep.axes.size(); ++a) {
    design.axes.push_back({(*sweep.schema)[sweep.axes[a]].path, sweep.roles[a], {}});
  }
  for (const Job& job : sweep.jobs) {
    for (std::size_t a = 0; a < sweep.axes.size(); ++a) {
      std::vector<std::string>& values = design.axes[a].values;
      std::string value = axis_text(sweep, job, sweep.axes[a]);
      if (!value.empty() && std::find(values.begin(), values.end(), value) == values.end()) {
        values.push_back(std::move(value));
      }
    }
  }
  if (!sweep.jobs.empty()) {
    const Job& job = sweep.jobs.front();
    design.seeds = static_cast<int>(std::get<std::int64_t>(job.value("seeds")));
    design.seeding = std::get<std::string>(job.value("seeding"));
  }
  return design;
}

DesignCell design_cell(const Sweep& sweep, const Job& job) {
  DesignCell cell;
  bool n_is_axis = false;
  for (std::size_t a = 0; a < sweep.axes.size(); ++a) {
    const std::string& key = (*sweep.schema)[sweep.axes[a]].path;
    n_is_axis = n_is_axis || key == "n";
    const std::string value = axis_text(sweep, job, sweep.axes[a]);
    if (value.empty()) continue;
    std::string& label = sweep.roles[a] == Role::kFactor    ? cell.configuration
                         : sweep.roles[a] == Role::kProblem ? cell.problem
                                                            : cell.instance;
    label += (label.empty() ? "" : " ") + key + "=" + value;
  }
  // n always names the problem, unless the config made it a factor.
  if (!n_is_axis) {
    cell.problem =
        "n=" + std::to_string(job_n(job)) + (cell.problem.empty() ? "" : " ") + cell.problem;
  }
  if (cell.configuration.empty()) cell.configuration = "solver=" + job_solver(job);
  return cell;
}

std::string design_json(const Design& design) {
  auto axes = nlohmann::json::array();
  for (const DesignAxis& axis : design.axes) {
    axes.push_back({{"key", axis.key}, {"role", role_name(axis.role)}, {"values", axis.values}});
  }
  const nlohmann::json json{{"axes", axes}, {"seeds", design.seeds}, {"seeding", design.seeding}};
  return json.dump(2) + "\n";
}

Design parse_design(const std::string& text, const std::string& source) {
  const auto json = nlohmann::json::parse(text, nullptr, false);
  auto damaged = [&](const std::string& what) {
    return std::runtime_error(source + ": not a design nqga wrote (" + what + ")");
  };
  if (!json.is_object()) throw damaged("not a JSON object");
  if (!json.contains("axes") || !json["axes"].is_array()) throw damaged("no list 'axes'");
  if (!json.contains("seeds") || !json["seeds"].is_number_integer()) throw damaged("no 'seeds'");
  Design design;
  design.seeds = json["seeds"].get<int>();
  design.seeding = json.value("seeding", "");
  for (const auto& axis : json["axes"]) {
    if (!axis.is_object() || !axis.contains("key") || !axis["key"].is_string() ||
        !axis.contains("role") || !axis["role"].is_string() || !axis.contains("values") ||
        !axis["values"].is_array()) {
      throw damaged("an axis without key, role and values");
    }
    const auto role = role_named(axis["role"].get<std::string>());
    if (!role) throw damaged("unknown role '" + axis["role"].get<std::string>() + "'");
    DesignAxis& read = design.axes.emplace_back();
    read.key = axis["key"].get<std::string>();
    read.role = *role;
    for (const auto& value : axis["values"]) {
      if (!value.is_string()) throw damaged("a value of " + read.key + " that is not text");
      read.values.push_back(value.get<std::string>());
    }
  }
  return design;
}

}  // namespace nqga
