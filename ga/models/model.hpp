// Evolution models: how a GA turns one population into the next. `generational` (the default),
// `steady-state`, `mu-plus-lambda`, `mu-comma-lambda` and `islands` (populations running one of
// the others, exchanging migrants), chosen by `ga.model` like an operator by its name, with their
// parameters under ga.* (ga.replacement, ga.lambda, ga.islands.count, ...). After DEAP's
// eaSimple, eaMuPlusLambda and eaMuCommaLambda and pagmo2's archipelago.
//
// A model's parameters live in one bag shared by all models (ModelChoice::params), because
// `islands` runs another model inside and needs that one's parameters too.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../ga_params.hpp"
#include "../operators/operator_registry.hpp"
#include "../params.hpp"
#include "../registry.hpp"
#include "../rng.hpp"
#include "../run_result.hpp"
#include "model_entry.hpp"

namespace nqga {

// The registry, with the built-ins registered on first use, in this order: generational,
// steady-state, mu-plus-lambda, mu-comma-lambda, islands.
Registry<ModelEntry>& model_registry();
void add_builtin_models(Registry<ModelEntry>& registry);

// The standard run of a model of one population: the evolution `factory` makes, started (or
// restored from in.checkpoints), advanced until a stopping rule fires, logged and observed every
// generation, checkpointed when due.
RunResult run_population(const ModelInput& in, const EvolutionFactory& factory);

// The run of the model `in.ga.model` names: its own run, or the standard one of its evolution.
RunResult run_model(const ModelInput& in);

// Checkpoint framing: a state starts with the run's fingerprint (n and every parameter), so that
// a state of another run is refused (std::runtime_error naming both) instead of continued.
class StateWriter;
class StateReader;
void save_checkpoint_header(StateWriter& out, const ModelInput& input);
void restore_checkpoint_header(StateReader& in, const ModelInput& input);

// The evolution of the registered model `name`, with the model parameters `params`. Throws
// std::invalid_argument for a name nobody registered or a model without an evolution (islands).
std::unique_ptr<Evolution> make_evolution(const std::string& name, int n, const GaParams& ga,
                                          const ParamValues& params, Rng& rng);

// Every parameter any registered model declares, for the bag of ModelChoice::params.
std::vector<ParamSpec> model_param_specs();
// `values` completed with defaults and checked against model_param_specs(); throws
// std::invalid_argument naming a value that is undeclared or out of range.
ParamValues model_params(const ParamValues& values);

}  // namespace nqga
