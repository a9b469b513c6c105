// A tuning folder (`nqga tune`) on the page: irace's final elites (best first) with their runs
// and mean costs, best.yaml, and how often irace sampled each parameter's values, read from the
// log irace left (irace.Rdata, through R: tune/irace.hpp). Without the log (irace not run, or R
// missing) the page shows the scenario and says why.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

// Whether `dir` is a scenario folder of `nqga tune` (tune.yaml and scenario.txt).
bool is_tuning_folder(const std::filesystem::path& dir);

std::string tuning_section(const std::filesystem::path& dir);

}  // namespace nqga
