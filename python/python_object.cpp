#include "python_object.hpp"

#include "thread_state.hpp"

namespace py = pybind11;

namespace nqga::python {

PythonObject::PythonObject(py::object object)
    : shared_(new py::object(std::move(object)), [](py::object* held) {
        // After the interpreter has ended (a registry torn down at exit) there is no one to tell,
        // and while it ends no thread may take the GIL (thread_state.hpp).
        const PythonEntry entry;
        if (Py_IsInitialized() && entry.admitted()) {
          py::gil_scoped_acquire gil;
          delete held;
        } else {
          held->release();
          delete held;
        }
      }) {}

}  // namespace nqga::python
