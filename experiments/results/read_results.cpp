#include "results/read_results.hpp"

#include <cstdint>
#include <optional>
#include <variant>

#include "config/config.hpp"
#include "run/run_directory.hpp"

namespace nqga {

namespace fs = std::filesystem;

Results read_results(const fs::path& dir, std::vector<std::string>* damaged) {
  try {
    const ExperimentConfig config = stored_config(dir);
    const Sweep sweep = expand_sweep(config);
    std::vector<JobRecord> records;
    std::vector<std::string> refused;
    add_present_records(dir, sweep, records, &refused);
    if (!refused.empty() && !damaged) {
      throw AnalysisError(
          refused.front() +
          (refused.size() > 1 ? " (and " + std::to_string(refused.size() - 1) + " more)" : "") +
          "; nothing is analysed from a damaged record: `nqga run " +
          (dir / "config.yaml").string() + " --out " + dir.string() + "` runs its job again");
    }
    if (damaged) *damaged = std::move(refused);
    ExactReference reference(
        static_cast<int>(std::get<std::int64_t>(config.single("validate.exact_up_to"))));
    return results_of(sweep, std::move(records), reference, dir.string());
  } catch (const AnalysisError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw AnalysisError(e.what());
  }
}

}  // namespace nqga
