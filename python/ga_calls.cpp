// One GA run from Python: the GA's keys as config keys (ga.*, stop.*), checked and located as a
// config's and run by the `ga` solver as a job is (every stop.* key honoured), and a callback per
// generation that may stop the run. The run goes without the GIL and stops at the end of the
// generation an interrupt comes in (interruptible_call.hpp); the callback takes the GIL for its
// call.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "config/config.hpp"
#include "config/point.hpp"
#include "engine.hpp"
#include "interruptible_call.hpp"
#include "python_object.hpp"
#include "solvers/solver.hpp"
#include "thread_state.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

// The values of `config` at its only point, n set; throws ConfigError for a key that holds a
// list (one run has no sweep) and for values that do not go together.
std::vector<Value> single_point(const ExperimentConfig& config, int n) {
  if (!config.alternatives.empty()) {
    const Alternatives& first = config.alternatives.front();
    throw ConfigError(first.where.prefix() + ": " + first.group +
                      ": run_ga runs one GA; give one block (nqga.run sweeps alternatives)");
  }
  std::vector<Value> values;
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    const Setting& setting = config.settings[i];
    if (setting.listed || setting.values.size() != 1) {
      throw ConfigError(setting.where.prefix() + ": " + config.schema->keys()[i].path +
                        ": run_ga runs one GA; give one value (nqga.run sweeps lists)");
    }
    values.push_back(setting.values.front());
  }
  values[config.schema->index("n")] = std::int64_t{n};
  check_point(config, values);
  return values;
}

py::dict record_dict(const GenerationRecord& record) {
  py::dict d;
  d["generation"] = record.generation;
  d["evaluations"] = record.evaluations;
  d["best"] = record.best;
  d["mean"] = record.mean;
  d["std"] = record.std;
  d["worst"] = record.worst;
  d["diversity"] = record.diversity;
  d["seconds"] = record.seconds;
  return d;
}

py::dict result_dict(const RunResult& result) {
  py::dict d;
  d["solved"] = result.solved;
  d["stop_reason"] = std::string(to_string(result.stop_reason));
  d["board"] =
      py::array_t<Column>(static_cast<py::ssize_t>(result.board.size()), result.board.data());
  d["best_conflicts"] = result.best_conflicts;
  d["generations"] = result.generations;
  d["evaluations"] = result.evaluations;
  d["seconds"] = result.seconds;
  py::list log;
  for (const GenerationRecord& record : result.log) log.append(record_dict(record));
  d["log"] = log;
  return d;
}

// Whether the run goes on after on_generation returned `answer` (under the GIL): None or true
// goes on, false stops it; anything but None and a bool (Python's or numpy's) is refused,
// never read as true ("no" would be).
bool goes_on(const py::object& answer) {
  if (answer.is_none()) return true;
  if (PyBool_Check(answer.ptr()) ||
      std::string_view(Py_TYPE(answer.ptr())->tp_name).starts_with("numpy.bool")) {
    return answer.cast<bool>();
  }
  throw std::invalid_argument("on_generation returned " + py::repr(answer).cast<std::string>() +
                              ": return False to stop the run, True or None to go on");
}

// The GA of a point's `values` at n, as the `ga` solver runs a job: its stop.* rules, the time
// limit counted from now, and `interrupt` stopping it at a generation's end.
RunResult run_point_ga(int n, const KeySchema& schema, const std::vector<Value>& values,
                       std::uint64_t seed, const GenerationObserver& observer,
                       const std::atomic<bool>& interrupt) {
  const GaParams ga = point_ga_params(schema, values);
  const StopRules stop = point_stop_rules(schema, values);
  const auto solver = solver_registry().at("ga");
  const ParamValues params = with_defaults(solver->params, {}, "solver 'ga'");
  const StopToken token(stop.time_limit_s, &interrupt);
  Rng rng(seed);
  return solver->run({n, ga, stop, params, rng, observer, nullptr, &token});
}

}  // namespace

void bind_ga_calls(py::module_& m) {
  m.def(
      "run_ga",
      [](int n, const std::string& base_config, const std::vector<std::string>& overrides,
         std::uint64_t seed, py::object on_generation) {
        const ExperimentConfig config = load_config(base_config, overrides);
        const std::vector<Value> values = single_point(config, n);
        GenerationObserver observer;
        if (!on_generation.is_none()) {
          const PythonObject callback(std::move(on_generation));
          observer = [callback](const GenerationRecord& record, const Population&) {
            const WorkerGil gil;
            const CuttableCall cuttable;
            try {
              return goes_on(callback.get()(record_dict(record)));
            } catch (const py::error_already_set&) {
              cuttable.end("on_generation");  // a KeyboardInterrupt of the cut: RunCut
              throw;
            }
          };
        }
        RunResult result;
        InterruptibleCall call;
        call.run_in_memory(call_text("run_ga", n), [&] {
          result =
              run_point_ga(n, *config.schema, values, seed, observer, call.interrupts().stopping);
        });
        py::dict d = result_dict(result);
        d["interrupted"] = call.interrupted();
        return d;
      },
      py::arg("n"), py::arg("base_config"), py::arg("overrides"), py::arg("seed"),
      py::arg("on_generation"));
}

}  // namespace nqga::python
