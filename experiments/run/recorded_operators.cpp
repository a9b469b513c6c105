#include "run/recorded_operators.hpp"

#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "operators/operator_registry.hpp"
#include "problem/problem_kind.hpp"
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

// Why a stand-in cannot run: the function it stands for and how to bring it back.
std::string stand_in_refusal(const json& recorded) {
  const std::string family = recorded.at("family");
  const std::string name = recorded.at("name");
  const std::string qualname = recorded.at("qualname");
  return family + " '" + name + "' is written in Python (" +
         recorded.at("module").get<std::string>() + ":" + qualname + ", source sha256 " +
         recorded.at("source_sha256").get<std::string>().substr(0, 12) +
         "): only a Python session that registers it can run it; resume from Python after "
         "nqga.register_" +
         family + "(\"" + name + "\", " + qualname + ")";
}

// The stand-in's name, description and declared parameters.
template <typename Entry>
Entry stand_in(const json& recorded) {
  Entry entry;
  entry.name = recorded.at("name");
  entry.description = "written in Python (" + recorded.at("module").get<std::string>() + ":" +
                      recorded.at("qualname").get<std::string>() + "), recorded: runs need it";
  for (const json& param : recorded.at("params")) entry.params.push_back(recorded_param(param));
  // The function it stands for: its records resume only with that function registered again.
  entry.source = "sha256:" + recorded.at("source_sha256").get<std::string>();
  return entry;
}

// Registers `entry` unless `registry` knows its name.
template <typename Entry>
void add_stand_in(Registry<Entry>& registry, const std::string& family, Entry entry) {
  if (registry.find(entry.name)) return;
  const std::string name = entry.name;
  registry.add(std::move(entry));
  const std::lock_guard lock(stand_ins_mutex);
  stand_ins.emplace(family, name);
}

template <typename Op>
void add_operator_stand_in(Registry<OperatorEntry<Op>>& registry, const json& recorded) {
  auto entry = stand_in<OperatorEntry<Op>>(recorded);
  entry.make = [why = stand_in_refusal(recorded)](const ParamValues&) -> Op {
    throw std::invalid_argument(why);
  };
  add_stand_in(registry, recorded.at("family"), std::move(entry));
}

void add_problem_stand_in(const json& recorded) {
  auto entry = stand_in<ProblemEntry>(recorded);
  entry.drawn = recorded.value("drawn", true);
  entry.generate = [why = stand_in_refusal(recorded)](int, const ParamValues&, Rng&) -> Instance {
    throw std::invalid_argument(why);
  };
  add_stand_in(problem_registry(), "problem", std::move(entry));
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
        add_operator_stand_in(mutation_registry(), recorded);
      } else if (family == "crossover") {
        add_operator_stand_in(crossover_registry(), recorded);
      } else if (family == "selection") {
        add_operator_stand_in(selection_registry(), recorded);
      } else if (family == "problem") {
        add_problem_stand_in(recorded);
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
