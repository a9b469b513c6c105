#include "run/recorded_operators.hpp"

#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "operators/registry.hpp"
#include "run/files.hpp"

namespace nqga {

namespace {

using nlohmann::json;

std::mutex stand_ins_mutex;
std::set<std::pair<std::string, std::string>> stand_ins;  // (family, name)

ParamSpec recorded_param(const json& param) {
  const std::string type = param.at("type");
  const std::string name = param.at("name");
  const std::string help = param.value("help", "");
  if (type == "int") {
    return integer_param(name, param.at("default"), param.at("min"), param.at("max"), help);
  }
  if (type == "float") {
    return real_param(name, param.at("default"), param.at("min"), param.at("max"), help);
  }
  throw std::invalid_argument("parameter '" + name + "' has type '" + type + "' (int or float)");
}

// Registers the stand-in of `recorded` (one of the file's operators) unless `registry` knows
// its name.
template <typename Op>
void add_stand_in(Registry<OperatorEntry<Op>>& registry, const json& recorded) {
  const std::string family = recorded.at("family");
  const std::string name = recorded.at("name");
  if (registry.find(name)) return;
  const std::string qualname = recorded.at("qualname");
  const std::string function = recorded.at("module").get<std::string>() + ":" + qualname;
  std::vector<ParamSpec> params;
  for (const json& param : recorded.at("params")) params.push_back(recorded_param(param));
  const std::string why = family + " '" + name + "' is written in Python (" + function +
                          ", source sha256 " +
                          recorded.at("source_sha256").get<std::string>().substr(0, 12) +
                          "): only a Python session that registers it can run it; resume from "
                          "Python after nqga.register_" +
                          family + "(\"" + name + "\", " + qualname + ")";
  registry.add({.name = name,
                .description = "written in Python (" + function + "), recorded: runs need it",
                .params = std::move(params),
                .make = [why](const ParamValues&) -> Op { throw std::invalid_argument(why); }});
  const std::lock_guard lock(stand_ins_mutex);
  stand_ins.emplace(family, name);
}

}  // namespace

void register_recorded_operators(const std::filesystem::path& dir) {
  const std::filesystem::path path = dir / kRecordedOperatorsFile;
  if (!std::filesystem::exists(path)) return;
  try {
    const json file = json::parse(read_text(path));
    for (const json& recorded : file.at("operators")) {
      const std::string family = recorded.at("family");
      if (family == "mutation") {
        add_stand_in(mutation_registry(), recorded);
      } else if (family == "crossover") {
        add_stand_in(crossover_registry(), recorded);
      } else if (family == "selection") {
        add_stand_in(selection_registry(), recorded);
      } else {
        throw std::invalid_argument("unknown family '" + family + "'");
      }
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(path.string() + ": " + e.what());
  }
}

bool is_recorded_stand_in(const std::string& family, const std::string& name) {
  const std::lock_guard lock(stand_ins_mutex);
  return stand_ins.count({family, name}) > 0;
}

}  // namespace nqga
