// How many threads a command starts: what --jobs or --threads asks for, capped by the work and by
// the machine (usable_threads), with a notice when the machine lowers a request.
#pragma once

#include <cstdint>
#include <limits>
#include <ostream>
#include <string>

namespace nqga {

// No bound from the work: a search that splits as finely as its threads ask.
inline constexpr std::int64_t kUnboundedWork = std::numeric_limits<std::int64_t>::max();

// usable_threads(requested, tasks). A request beyond what the machine allows is lowered with a
// notice on `err` ("nqga: --jobs 100000 lowered to 8: at most 4 threads per hardware thread (2
// here)"); one beyond the work, silently (the threads would have nothing to do).
int threads_for(const std::string& option, std::int64_t requested, std::int64_t tasks,
                std::ostream& err);

}  // namespace nqga
