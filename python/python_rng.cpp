#include "python_rng.hpp"

#include <pybind11/numpy.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "bindings.hpp"

namespace py = pybind11;

namespace nqga::python {

Rng& PythonRng::rng() {
  if (lent_) return *lent_;
  if (own_) return *own_;
  throw std::runtime_error(
      "this rng was lent to one operator call, which has ended; draw within the call");
}

std::int64_t PythonRng::integers(std::int64_t low, std::int64_t high) {
  if (high <= low) {
    throw py::value_error("integers(low, high) needs low < high, got " + std::to_string(low) +
                          " and " + std::to_string(high));
  }
  const auto span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + uniform_below(rng(), span));
}

double PythonRng::random() { return uniform_real(rng()); }

void PythonRng::shuffle(py::object sequence) {
  if (py::isinstance<py::list>(sequence)) {
    py::list list = sequence.cast<py::list>();
    for (std::size_t i = list.size(); i > 1; --i) {
      const std::size_t j = uniform_below(rng(), i);
      py::object last = list[i - 1];
      list[i - 1] = list[j];
      list[j] = last;
    }
    return;
  }
  py::buffer_info info = sequence.cast<py::buffer>().request(true);
  if (info.ndim != 1) throw py::value_error("shuffle takes a list or a one-dimensional array");
  auto* bytes = static_cast<char*>(info.ptr);
  const auto item = static_cast<std::size_t>(info.itemsize);
  std::vector<char> held(item);
  for (auto i = static_cast<std::size_t>(info.shape[0]); i > 1; --i) {
    const std::size_t j = uniform_below(rng(), i);
    char* a = bytes + static_cast<py::ssize_t>(i - 1) * info.strides[0];
    char* b = bytes + static_cast<py::ssize_t>(j) * info.strides[0];
    std::memcpy(held.data(), a, item);
    std::memcpy(a, b, item);
    std::memcpy(b, held.data(), item);
  }
}

void bind_rng(py::module_& m) {
  py::class_<PythonRng>(m, "Rng",
                        "nqga's generator (xoshiro256**). Operators get the job's; Rng(seed) "
                        "makes one of your own, to try an operator by hand.")
      .def(py::init<std::uint64_t>(), py::arg("seed"))
      .def("integers", &PythonRng::integers, py::arg("low"), py::arg("high"),
           "A uniform integer in [low, high).")
      .def("random", &PythonRng::random, "A uniform float in [0, 1).")
      .def("shuffle", &PythonRng::shuffle, py::arg("sequence"),
           "Shuffles a list or a one-dimensional array in place.");
}

}  // namespace nqga::python
