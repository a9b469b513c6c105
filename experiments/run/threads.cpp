#include "run/threads.hpp"

#include "parallel.hpp"

namespace nqga {

int threads_for(const std::string& option, std::int64_t requested, std::int64_t tasks,
                std::ostream& err) {
  const std::int64_t machine = std::int64_t{kThreadsPerHardwareThread} * hardware_threads();
  if (requested > machine) {
    err << "nqga: " << option << " " << requested << " lowered to " << machine << ": at most "
        << kThreadsPerHardwareThread << " threads per hardware thread (" << hardware_threads()
        << " here)\n";
  }
  return usable_threads(requested, tasks);
}

}  // namespace nqga
