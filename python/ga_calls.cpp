// One GA run from Python: the GA's keys as config keys (ga.*, stop.*), checked and located as a
// config's and run by the `ga` solver as a job is (every stop.* key honoured), and a callback per
// generation that may stop the run. The run goes without the GIL and stops at the end of the
// generation an interrupt comes in (interruptible_call.hpp); the callback takes the GIL for its
// call.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
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
#include "stepped_ga.hpp"
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

// A (rows x n) int32 array of copies of `boards`.
py::array_t<Column> boards_array(const std::vector<BoardView>& boards, int n) {
  py::array_t<Column> array({static_cast<py::ssize_t>(boards.size()), static_cast<py::ssize_t>(n)});
  auto rows = array.mutable_unchecked<2>();
  for (std::size_t r = 0; r < boards.size(); ++r) {
    std::copy(boards[r].begin(), boards[r].end(),
              rows.mutable_data(static_cast<py::ssize_t>(r), 0));
  }
  return array;
}

// The GA of `values` at n for stepping: the run's own loop, so no time limit of the config's.
GaParams stepped_params(const KeySchema& schema, const std::vector<Value>& values) {
  GaParams ga = point_ga_params(schema, values);
  ga.stop = point_stop_rules(schema, values);
  ga.stop.time_limit_s = 0;
  return ga;
}

// nqga.GA's native side (stepped_ga.hpp), holding the children of the last ask().
class PythonSteppedGa {
 public:
  PythonSteppedGa(int n, const std::string& base_config, const std::vector<std::string>& overrides,
                  std::uint64_t seed)
      : n_(n), ga_(n, params_of(n, base_config, overrides), seed) {}

  // Up to k generations without the GIL; an interrupt stops them at a generation's end.
  py::tuple step(std::int64_t k) {
    std::int64_t made = 0;
    InterruptibleCall call;
    call.run_in_memory(call_text("GA.step", n_),
                       [&] { made = ga_.step(k, &call.interrupts().stopping); });
    return py::make_tuple(made, call.interrupted());
  }

  py::array_t<Column> ask() {
    children_ = ga_.ask();
    return boards_array({children_.begin(), children_.end()}, n_);
  }

  void tell(const py::array_t<Column, py::array::c_style>& children) {
    if (children_.empty())
      throw std::logic_error("tell() without ask(): ask() for the children first");
    if (children.ndim() != 2 || static_cast<std::size_t>(children.shape(0)) != children_.size() ||
        children.shape(1) != n_) {
      throw py::value_error("tell() takes the " + std::to_string(children_.size()) + " x " +
                            std::to_string(n_) + " children ask() gave, got an array of shape " +
                            py::repr(children.attr("shape")).cast<std::string>());
    }
    for (std::size_t r = 0; r < children_.size(); ++r) {
      const Column* row = children.data(static_cast<py::ssize_t>(r), 0);
      std::copy(row, row + n_, children_[r].begin());
    }
    children_.clear();
    ga_.tell();
  }

  py::dict state() const {
    const Population& population = ga_.population();
    std::vector<BoardView> boards;
    for (int i = 0; i < population.size(); ++i) boards.push_back(population.board(i));
    py::dict d;
    d["population"] = boards_array(boards, n_);
    d["conflicts"] = py::array_t<std::int64_t>(population.size(), population.conflicts.data());
    const Board best = ga_.best();
    d["best"] = py::array_t<Column>(static_cast<py::ssize_t>(best.size()), best.data());
    d["best_conflicts"] = ga_.best_conflicts();
    d["stop_reason"] = ga_.stop_reason()
                           ? py::object(py::str(std::string(to_string(*ga_.stop_reason()))))
                           : py::none();
    return d;
  }

  py::list log() const {
    py::list records;
    for (const GenerationRecord& record : ga_.log()) records.append(record_dict(record));
    return records;
  }

 private:
  static GaParams params_of(int n, const std::string& base_config,
                            const std::vector<std::string>& overrides) {
    const ExperimentConfig config = load_config(base_config, overrides);
    return stepped_params(*config.schema, single_point(config, n));
  }

  int n_;
  SteppedGa ga_;
  std::vector<BoardSpan> children_;  // of the last ask(), until tell()
};

}  // namespace

std::function<void(int, const GenerationRecord&)> python_generation_watch(
    py::object on_generation) {
  if (on_generation.is_none()) return {};
  const PythonObject callback(std::move(on_generation));
  return [callback](int job, const GenerationRecord& record) {
    const WorkerGil gil;
    const CuttableCall cuttable;
    std::string failure;
    try {
      callback.get()(job, record_dict(record));
    } catch (const py::error_already_set& e) {
      failure = e.what();
    }
    cuttable.end("on_generation");  // a KeyboardInterrupt of the cut: RunCut
    if (!failure.empty()) throw std::runtime_error("on_generation: " + failure);
  };
}

void bind_ga_calls(py::module_& m) {
  py::class_<PythonSteppedGa>(m, "SteppedGa")
      .def(py::init<int, const std::string&, const std::vector<std::string>&, std::uint64_t>(),
           py::arg("n"), py::arg("base_config"), py::arg("overrides"), py::arg("seed"))
      .def("step", &PythonSteppedGa::step, py::arg("k"))
      .def("ask", &PythonSteppedGa::ask)
      .def("tell", &PythonSteppedGa::tell, py::arg("children"))
      .def("state", &PythonSteppedGa::state)
      .def("log", &PythonSteppedGa::log);
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
