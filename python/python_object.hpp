// A Python object that C++ keeps where the GIL may not be held (an operator made on a worker
// thread, a registry entry): copies share it, and the last one lets it go under the GIL.
#pragma once

#include <pybind11/pybind11.h>

#include <memory>

namespace nqga::python {

class PythonObject {
 public:
  explicit PythonObject(pybind11::object object);
  // The object; call with the GIL held.
  const pybind11::object& get() const { return *shared_; }

 private:
  std::shared_ptr<pybind11::object> shared_;
};

}  // namespace nqga::python
