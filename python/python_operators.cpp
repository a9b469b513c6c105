// Operators written in Python, registered into the same registries as the built-ins: their
// parameters become validated, located, sweepable config keys (ga.mutation.length), and the
// runner calls them as it calls any operator. A call takes the GIL (so jobs that use a Python
// operator take turns in it), lends the job's generator, passes the boards as numpy arrays of
// Python's own (copies of the GA's boards, O(n) a call: one kept past its call never points into
// the GA's memory), and checks afterwards that the boards it may change are still permutations:
// a broken one would index the conflict counters out of range.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "operators/operator_registry.hpp"
#include "problem/problem_kind.hpp"
#include "python_object.hpp"
#include "python_rng.hpp"
#include "run/recorded_operators.hpp"
#include "thread_state.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

// A parameter declaration from (type, default, min, max[, help]); int and float.
ParamSpec declared_param(const std::string& name, const py::tuple& declaration) {
  if (declaration.size() != 4 && declaration.size() != 5) {
    throw py::value_error("parameter '" + name + "': give (type, default, min, max[, help])");
  }
  const std::string help = declaration.size() == 5 ? declaration[4].cast<std::string>() : "";
  const py::object type = declaration[0];
  if (type.ptr() == reinterpret_cast<PyObject*>(&PyLong_Type)) {
    return integer_param(name, declaration[1].cast<std::int64_t>(),
                         declaration[2].cast<std::int64_t>(), declaration[3].cast<std::int64_t>(),
                         help);
  }
  if (type.ptr() == reinterpret_cast<PyObject*>(&PyFloat_Type)) {
    return real_param(name, declaration[1].cast<double>(), declaration[2].cast<double>(),
                      declaration[3].cast<double>(), help);
  }
  throw py::type_error("parameter '" + name + "': the type must be int or float");
}

std::vector<ParamSpec> declared_params(const py::dict& params) {
  std::vector<ParamSpec> specs;
  for (const auto& [name, declaration] : params) {
    specs.push_back(declared_param(name.cast<std::string>(), declaration.cast<py::tuple>()));
  }
  return specs;
}

// Parameter values as a Python function's keyword arguments (under the GIL).
py::dict keyword_arguments(const ParamValues& values) {
  py::dict kwargs;
  for (const auto& [name, value] : values.entries()) {
    kwargs[py::str(name)] = std::visit([](const auto& v) { return py::cast(v); }, value);
  }
  return kwargs;
}

// repr(value), cut to 60 characters (under the GIL).
std::string short_repr(const py::handle& value) {
  std::string shown = py::repr(value).cast<std::string>();
  return shown.size() > 60 ? shown.substr(0, 57) + "..." : shown;
}

// One made operator: the function, its parameter values as keyword arguments, and the generator
// object lent to each call. One per job (operators are made once per run), so never shared
// between threads.
class PythonCall {
 public:
  PythonCall(std::string label, PythonObject function, const ParamValues& values)
      : label_(std::move(label)), function_(std::move(function)), values_(values) {}

  // Calls the function with the arrays lent since the last call, `then` (unless null), and the
  // job's generator; copies the written arrays back. A Python exception becomes a
  // std::runtime_error naming the operator (the job fails with it, as with any operator), as does
  // an array the function kept beyond the call: the array stays Python's (a copy, never the GA's
  // memory) and the next call gets a new one. An interrupt's cut (thread_state.hpp) throws RunCut.
  py::object call(Rng& rng, const py::object& then = {}) {
    const CuttableCall cuttable;
    PythonRng& lent = rng_.cast<PythonRng&>();
    lent.lend(rng);
    py::object result;
    std::string failure;
    {
      py::list all;
      for (std::size_t i = 0; i < lent_; ++i) all.append(arrays_[i]);
      if (then) all.append(then);
      all.append(rng_);
      try {
        result = function_.get()(*all, **kwargs_);
      } catch (py::error_already_set& e) {
        failure = e.what();
      }
    }
    lent.end_loan();
    for (const auto& [slot, board] : written_) {
      const py::array& array = arrays_[slot];
      // ndarray.resize and a new dtype change the array in place: its memory is no longer the
      // board's n columns, and copying them back would read past it.
      if (array.ndim() == 1 && array.size() == static_cast<py::ssize_t>(board.size()) &&
          array.itemsize() == static_cast<py::ssize_t>(sizeof(Column))) {
        std::memcpy(board.data(), array.data(), board.size_bytes());
      } else if (failure.empty()) {
        failure = "resized or retyped an array it was lent (" + std::to_string(board.size()) +
                  " int32 columns, now " + std::to_string(array.size()) + " of " +
                  std::to_string(array.itemsize()) + " bytes); change its columns in place";
      }
    }
    written_.clear();
    const bool kept = take_back_arrays();
    cuttable.end(label_);
    if (!failure.empty()) throw std::runtime_error(label_ + ": " + failure);
    if (kept) {
      throw std::runtime_error(label_ +
                               " kept an array it was lent beyond its call; the GA's boards change "
                               "after it: keep a copy (board.copy())");
    }
    return result;
  }

  // Lends `values` to the next call as a numpy array of Python's own (a copy: O(n)), read-only
  // unless `written_back`, whose values are then copied into it after the call. The first call of
  // a job makes the keyword arguments and the generator object (under the GIL).
  template <typename T>
  void lend(std::span<const T> values, BoardSpan written_back = {}) {
    if (!rng_) prepare();
    if (arrays_.size() <= lent_) arrays_.resize(lent_ + 1);
    py::array& held = arrays_[lent_];
    if (held.size() != static_cast<py::ssize_t>(values.size())) {  // first, or kept
      held = py::array_t<T>(static_cast<py::ssize_t>(values.size()));
    }
    auto& flags = py::detail::array_proxy(held.ptr())->flags;
    flags |= py::detail::npy_api::NPY_ARRAY_WRITEABLE_;  // its own memory: always allowed
    std::memcpy(held.mutable_data(), values.data(), values.size_bytes());
    if (written_back.empty()) flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
    if (!written_back.empty()) written_.emplace_back(lent_, written_back);
    ++lent_;
  }

  // Throws unless `board` is still a permutation of 0..n-1. O(n).
  void require_permutation(BoardView board, const char* which) {
    seen_.assign(board.size(), 0);
    for (const Column column : board) {
      if (column < 0 || static_cast<std::size_t>(column) >= board.size() || seen_[column]++) {
        throw std::runtime_error(label_ + " left " + which + " no permutation of 0..n-1 (column " +
                                 std::to_string(column) +
                                 " out of range or repeated); change boards by swapping columns");
      }
    }
  }

  // Throws TypeError unless the call returned None: a mutation or crossover changes the boards it
  // was lent; one that returns a new board instead (np.roll(board, 1)) would change nothing.
  void require_none(const py::object& returned) const {
    if (returned.is_none()) return;
    throw py::type_error(label_ + " returned " + short_repr(returned) + " (" +
                         Py_TYPE(returned.ptr())->tp_name +
                         "): change the lent board in place (board[:] = ...) and return None");
  }

  const std::string& label() const { return label_; }

 private:
  // Whether the last call kept one of its arrays (a reference beyond ours); such an array is
  // left to Python. Makes the next call start lending from the first array.
  bool take_back_arrays() {
    bool kept = false;
    for (std::size_t i = 0; i < lent_; ++i) {
      if (Py_REFCNT(arrays_[i].ptr()) > 1) {
        arrays_[i] = py::array();  // empty: the next call makes another
        kept = true;
      }
    }
    lent_ = 0;
    return kept;
  }

  void prepare() {
    kwargs_ = keyword_arguments(values_);
    rng_ = py::cast(PythonRng());
  }

  std::string label_;
  PythonObject function_;
  ParamValues values_;
  // Python objects, made under the GIL by prepare(): a PythonCall is made without it.
  py::object kwargs_;
  py::object rng_;
  std::vector<py::array> arrays_;                           // the arrays lent, by argument position
  std::size_t lent_ = 0;                                    // lent to the next call
  std::vector<std::pair<std::size_t, BoardSpan>> written_;  // copied back after the call
  std::vector<char> seen_;
};

// A made operator's shared call, whose Python members go under the GIL when the last job is done
// with it.
std::shared_ptr<PythonCall> make_call(const std::string& label, const PythonObject& function,
                                      const ParamValues& values) {
  return std::shared_ptr<PythonCall>(new PythonCall(label, function, values), [](PythonCall* c) {
    const PythonEntry entry;
    if (!Py_IsInitialized() || !entry.admitted()) return;  // exiting: its objects are left behind
    py::gil_scoped_acquire gil;
    delete c;
  });
}

MutationOp python_mutation(std::shared_ptr<PythonCall> call) {
  return [call](BoardSpan board, Rng& rng, Workspace&) {
    const WorkerGil gil;
    call->lend<Column>(board, board);
    call->require_none(call->call(rng));
    call->require_permutation(board, "the board");
  };
}

CrossoverOp python_crossover(std::shared_ptr<PythonCall> call) {
  return
      [call](BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace&) {
        const WorkerGil gil;
        call->lend<Column>(a);
        call->lend<Column>(b);
        call->lend<Column>(child_a, child_a);
        call->lend<Column>(child_b, child_b);
        call->require_none(call->call(rng));
        call->require_permutation(child_a, "child_a");
        call->require_permutation(child_b, "child_b");
      };
}

// What a selection returned, as `count` indices: a sequence of integers (Python's or numpy's);
// TypeError for floats, texts or bools (never truncated or read as 1), ValueError for another
// length, each naming what it returned.
py::array_t<std::int64_t> selection_indices(const PythonCall& call, const py::object& returned,
                                            std::size_t count) {
  const std::string expected =
      " must return " + std::to_string(count) + " indices into the weights";
  py::array array;
  try {
    array = py::module_::import("numpy").attr("asarray")(returned);
  } catch (const py::error_already_set&) {
    throw py::type_error(call.label() + expected + ", got " + short_repr(returned));
  }
  const char kind = array.dtype().kind();
  if (kind != 'i' && kind != 'u') {
    throw py::type_error(call.label() + " returned " + short_repr(returned) + " (" +
                         py::str(array.dtype()).cast<std::string>() +
                         "): indices must be integers");
  }
  if (array.ndim() != 1 || static_cast<std::size_t>(array.size()) != count) {
    throw py::value_error(call.label() + expected + ", got " + short_repr(returned));
  }
  return py::array_t<std::int64_t, py::array::forcecast>::ensure(array);
}

SelectionOp python_selection(std::shared_ptr<PythonCall> call) {
  return [call](const Eigen::VectorXd& weights, Rng& rng, std::span<int> picks, Workspace&) {
    const WorkerGil gil;
    call->lend<double>({weights.data(), static_cast<std::size_t>(weights.size())});
    const py::object result = call->call(rng, py::int_(picks.size()));
    const py::array_t<std::int64_t> chosen = selection_indices(*call, result, picks.size());
    for (std::size_t i = 0; i < picks.size(); ++i) {
      const std::int64_t pick = chosen.at(static_cast<py::ssize_t>(i));
      if (pick < 0 || pick >= weights.size()) {
        throw std::runtime_error(call->label() + " returned index " + std::to_string(pick) +
                                 ", outside 0.." + std::to_string(weights.size() - 1));
      }
      picks[i] = static_cast<int>(pick);
    }
  };
}

// The operators registered from Python, as (family, name): those a registration may replace, with
// the stand-ins of recorded ones (run/recorded_operators.hpp). Changed under the GIL.
std::set<std::pair<std::string, std::string>>& python_names() {
  static std::set<std::pair<std::string, std::string>> names;
  return names;
}

// Throws unless `name` is new to `registry` or was registered from Python: a name that nqga or
// the program registered is refused, since runs would record it and mean another piece.
template <typename Entry>
void refuse_built_in(const Registry<Entry>& registry, const std::string& family,
                     const std::string& name) {
  if (registry.find(name) && !python_names().count({family, name}) &&
      !is_recorded_stand_in(family, name)) {
    throw py::value_error(family + " '" + name +
                          "' is built in (nqga keys lists it): give yours another name");
  }
}

// Registers `fn` under `name` in `registry`, each made operator wrapped by `wrap`; `source`
// identifies the function (OperatorEntry::source).
template <typename Entry, typename Wrap>
void register_python(Registry<Entry>& registry, const char* family, const std::string& name,
                     py::object fn, const py::dict& params, const std::string& description,
                     const std::string& source, Wrap wrap) {
  if (!PyCallable_Check(fn.ptr())) throw py::type_error(std::string(family) + " must be callable");
  refuse_built_in(registry, family, name);
  const PythonObject function(std::move(fn));
  const std::string label = std::string(family) + " '" + name + "'";
  try {
    registry.add(
        {.name = name,
         .description = description.empty() ? "written in Python" : description,
         .params = declared_params(params),
         .make =
             [=](const ParamValues& values) { return wrap(make_call(label, function, values)); },
         .source = source});
  } catch (const std::invalid_argument& e) {
    throw py::value_error(e.what());
  }
  python_names().emplace(family, name);
}

// What a problem kind's function returned, as (given, blocked); throws std::invalid_argument
// with the value's repr for anything else (None, a board), never pybind's cast message.
std::pair<std::vector<Column>, py::list> instance_parts(const py::object& returned) {
  try {
    return returned.cast<std::pair<std::vector<Column>, py::list>>();
  } catch (const py::cast_error&) {
    throw std::invalid_argument("returned " + short_repr(returned) + ", not (given, blocked)");
  }
}

// The instance `fn(n, rng, **params)` returns as (given, blocked): `given` the 0-based column of
// each row's given queen, -1 where free; `blocked` the blocked squares as (row, column) pairs.
// Instance::give and ::block refuse what is off the board or contradicts itself.
Instance python_instance(const PythonObject& function, const std::string& label, int n,
                         const ParamValues& values, Rng& rng) {
  const WorkerGil gil;
  const py::dict kwargs = keyword_arguments(values);
  py::object lent = py::cast(PythonRng());
  lent.cast<PythonRng&>().lend(rng);
  try {
    const auto [given, blocked] = instance_parts(function.get()(n, lent, **kwargs));
    lent.cast<PythonRng&>().end_loan();
    if (given.size() != static_cast<std::size_t>(n)) {
      throw std::invalid_argument("gave " + std::to_string(given.size()) + " rows' columns for " +
                                  std::to_string(n) + " rows");
    }
    Instance instance(n);
    for (int row = 0; row < n; ++row) {
      if (given[row] < kNoQueen || given[row] >= n) {
        throw std::invalid_argument("row " + std::to_string(row) + " has given column " +
                                    std::to_string(given[row]) + ", outside 0.." +
                                    std::to_string(n - 1) + " (-1: free)");
      }
      if (given[row] != kNoQueen) instance.give(row, given[row]);
    }
    std::vector<std::int64_t> squares;
    for (const auto& square : blocked) {
      const auto [row, column] = square.cast<std::pair<std::int64_t, std::int64_t>>();
      if (row < 0 || row >= n || column < 0 || column >= n) {
        throw std::invalid_argument("blocked square (" + std::to_string(row) + ", " +
                                    std::to_string(column) + ") is off the board");
      }
      squares.push_back(row * n + column);
    }
    instance.block(squares);
    return instance;
  } catch (const std::exception& e) {
    lent.cast<PythonRng&>().end_loan();
    // invalid_argument: a config's check locates it at problem.kind.
    throw std::invalid_argument(label + ": " + e.what() +
                                " (return (given, blocked): n columns, -1 where free; (row, "
                                "column) pairs)");
  }
}

}  // namespace

void bind_python_operators(py::module_& m) {
  m.def(
      "register_mutation",
      [](const std::string& name, py::object fn, const py::dict& params,
         const std::string& description, const std::string& source) {
        register_python(mutation_registry(), "mutation", name, std::move(fn), params, description,
                        source, python_mutation);
      },
      py::arg("name"), py::arg("fn"), py::arg("params") = py::dict(), py::arg("description") = "",
      py::arg("source") = "");
  m.def(
      "register_crossover",
      [](const std::string& name, py::object fn, const py::dict& params,
         const std::string& description, const std::string& source) {
        register_python(crossover_registry(), "crossover", name, std::move(fn), params, description,
                        source, python_crossover);
      },
      py::arg("name"), py::arg("fn"), py::arg("params") = py::dict(), py::arg("description") = "",
      py::arg("source") = "");
  m.def(
      "register_selection",
      [](const std::string& name, py::object fn, const py::dict& params,
         const std::string& description, const std::string& source) {
        register_python(selection_registry(), "selection", name, std::move(fn), params, description,
                        source, python_selection);
      },
      py::arg("name"), py::arg("fn"), py::arg("params") = py::dict(), py::arg("description") = "",
      py::arg("source") = "");
  m.def(
      "register_problem",
      [](const std::string& name, py::object fn, const py::dict& params,
         const std::string& description, bool drawn, const std::string& source) {
        if (!PyCallable_Check(fn.ptr())) throw py::type_error("a problem kind must be callable");
        refuse_built_in(problem_registry(), "problem", name);
        const PythonObject function(std::move(fn));
        const std::string label = "problem kind '" + name + "'";
        try {
          problem_registry().add(
              {.name = name,
               .description = description.empty() ? "written in Python" : description,
               .params = declared_params(params),
               .drawn = drawn,
               .generate =
                   [=](int n, const ParamValues& values, Rng& rng) {
                     return python_instance(function, label, n, values, rng);
                   },
               .source = source});
        } catch (const std::invalid_argument& e) {
          throw py::value_error(e.what());
        }
        python_names().emplace("problem", name);
      },
      py::arg("name"), py::arg("fn"), py::arg("params") = py::dict(), py::arg("description") = "",
      py::arg("drawn") = true, py::arg("source") = "");
  // Registrations end before the interpreter does: the registries outlive it (they are C++
  // statics), and a Python function must not be let go of after it.
  m.def("unregister", [](const std::string& family, const std::string& name) {
    python_names().erase({family, name});
    if (family == "mutation") return mutation_registry().remove(name);
    if (family == "crossover") return crossover_registry().remove(name);
    if (family == "selection") return selection_registry().remove(name);
    if (family == "problem") return problem_registry().remove(name);
    throw py::value_error("unknown family '" + family +
                          "' (mutation, crossover, selection, problem)");
  });
  m.def("close_python_entry", &close_python_entry,
        "At exit: waits for the Python calls of nqga's threads, then lets none begin.");
}

}  // namespace nqga::python
