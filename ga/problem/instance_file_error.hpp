// The error of a bad instance file, whatever its form (instance_file.hpp, essence_instance.hpp).
#pragma once

#include <stdexcept>

namespace nqga {

// A bad instance file is a bad input, like a bad argument: callers that refuse bad input with
// std::invalid_argument refuse it too.
class InstanceFileError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

}  // namespace nqga
