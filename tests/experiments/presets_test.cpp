// The presets that copy a shipped config are that config: large_n_ga_params (what `nqga solve
// --method ga` and the memetic GA run) is configs/ga-best.yaml's GA and stopping rules.
#include <gtest/gtest.h>

#include "config/read.hpp"
#include "run/sweep.hpp"
#include "solvers/solver.hpp"

namespace nqga::presets_test {
namespace {

// Every parameter, model parameters completed with their defaults as a config completes them.
std::string described(GaParams ga, const StopRules& stop) {
  ga.model.params = model_params(ga.model.params);
  return describe(ga) + "; " + describe(stop);
}

TEST(Presets, LargeNGaParamsAreGaBestYaml) {
  const ExperimentConfig config = load_config(NQGA_TEST_DATA "/../../configs/ga-best.yaml", {});
  const Sweep sweep = expand_sweep(config);
  const StopRules stop = job_stop_rules(sweep.jobs.front());
  const GaParams preset = large_n_ga_params(stop.time_limit_s);
  EXPECT_EQ(described(preset, preset.stop), described(job_ga_params(sweep.jobs.front()), stop));
  EXPECT_GT(stop.time_limit_s, 0);  // the preset's limit is the config's, and it has one
}

}  // namespace
}  // namespace nqga::presets_test
