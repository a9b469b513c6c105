// What a model is and what it runs with: the entry a model registers (model.hpp keeps the
// registry), its input, the observer of its generations and its checkpoints. The built-in models
// and the run's tracker use these; the registry sits above them.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../evaluation/population.hpp"
#include "../ga_params.hpp"
#include "../log_thinning.hpp"
#include "../params.hpp"
#include "../problem/instance_conflicts.hpp"
#include "../rng.hpp"
#include "../run_result.hpp"

namespace nqga {

class Evolution;

// Watches a run: called after every generation (generation 0, the random population, included)
// with its record and a population (for islands: the best island's, as of the end of the
// migration interval being recorded). Returning false stops the run with stop reason `observer`.
// It may compute and log statistics of its own; the run pays for what it does.
using GenerationObserver = std::function<bool(const GenerationRecord&, const Population&)>;

// Checkpoints of a long run: every `every_s` seconds (at a generation's end) the whole state goes
// to `save`; a run given a `restore` state continues from it, and ends exactly as the run that
// saved it would have (seconds aside). A state of another run (other n, parameters, model or
// format) is refused: std::runtime_error saying why.
// An `interrupt` stops the run once it is set: at the end of the generation, unless a stopping rule
// ends the run there anyway, with stop reason interrupted and its state saved, so that a run
// continued from it ends as one never stopped. An operator cut within a generation (RunCut) ends
// the run as of the state it kept at the end of its last checkpoint or generation of
// kSlowGenerationS or more (a copy of the state, small beside such a generation), saved when it
// kept one.
struct Checkpoints {
  double every_s = 0;  // 0: never
  std::function<void(const std::string& state)> save;
  std::string restore;                           // empty: start anew
  const std::atomic<bool>* interrupt = nullptr;  // null: never interrupted
};

// A generation this long or longer makes an interruptible run keep its state (Checkpoints).
inline constexpr double kSlowGenerationS = 0.1;

// What a model runs with.
struct ModelInput {
  int n = 0;
  const GaParams& ga;
  const ParamValues& params;  // every model parameter, defaults filled in
  Rng& rng;
  const GenerationObserver& observer;
  const Checkpoints* checkpoints = nullptr;
  // An instance with given queens or blocked squares: n is then its free rows' count, the boards
  // are permutations of the free columns, and each population scores them with its own copy
  // (Evolution::use_instance). Null: plain N-Queens.
  const InstanceConflicts* instance = nullptr;
  // What the run keeps of its log and its falls (log_thinning.hpp).
  LogThinning thinning{};
};

// Makes one population's evolution under a model (evolution.hpp).
using EvolutionFactory = std::function<std::unique_ptr<Evolution>(
    int n, const GaParams& ga, const ParamValues& params, Rng& rng)>;

// Filled by field name (`{.name = "mine", .description = ..., .evolution = ...}`); every field
// has a default, so an entry names only what it has.
struct ModelEntry {
  std::string name{};
  std::string description{};        // one line for `nqga keys`
  std::vector<ParamSpec> params{};  // its keys: ga.<param name>
  // A model of one population gives its evolution; the run (logging, stopping rules, observer,
  // checkpoints) is then the standard one, and islands can run it too. A model of another kind
  // (islands) gives its whole run instead.
  EvolutionFactory evolution{};
  std::function<RunResult(const ModelInput&)> run{};
  // Optional: a problem with the values at a GA shape ("ga.lambda must be at least ...").
  std::function<std::optional<ParamProblem>(const ParamValues&, const GaShape&)> check{};
  // The bytes a run holds at its peak, beyond O(n) workspaces: its boards.
  std::function<std::uint64_t(std::int64_t n, int population, const ParamValues&)> bytes{};
};

}  // namespace nqga
