#include "python_object.hpp"

namespace py = pybind11;

namespace nqga::python {

PythonObject::PythonObject(py::object object)
    : shared_(new py::object(std::move(object)), [](py::object* held) {
        // After the interpreter has ended (a registry torn down at exit) there is no one to tell.
        if (Py_IsInitialized()) {
          py::gil_scoped_acquire gil;
          delete held;
        } else {
          held->release();
          delete held;
        }
      }) {}

}  // namespace nqga::python
