#include "model.hpp"

#include <algorithm>
#include <stdexcept>

#include "../ga_params.hpp"
#include "../key_claims.hpp"
#include "builtin_models.hpp"
#include "tracker.hpp"

namespace nqga {

namespace {

// The first bytes of every checkpoint: its format and the run it belongs to.
std::string fingerprint(const ModelInput& in) {
  return "nqga checkpoint 3; n " + std::to_string(in.n) + "; " + describe(in.ga) + ", " +
         describe(in.ga.stop) + (in.instance ? "; " + in.instance->fingerprint() : "");
}

}  // namespace

void restore_checkpoint_header(StateReader& in, const ModelInput& input) {
  const std::vector<char> saved = in.get_vector<char>(1 << 16);
  const std::string expected = fingerprint(input);
  if (std::string(saved.begin(), saved.end()) != expected) {
    throw std::runtime_error("the checkpoint is of another run (" +
                             std::string(saved.begin(), saved.end()) + "), not of this one (" +
                             expected + ")");
  }
}

void save_checkpoint_header(StateWriter& out, const ModelInput& input) {
  const std::string text = fingerprint(input);
  out.put_vector(std::vector<char>(text.begin(), text.end()));
}

RunResult run_population(const ModelInput& in, const EvolutionFactory& factory) {
  const std::unique_ptr<Evolution> evolution = factory(in.n, in.ga, in.params, in.rng);
  if (in.instance) evolution->use_instance(*in.instance);
  Tracker tracker(in.ga.stop, in.observer, in.checkpoints, in.thinning);
  evolution->limit_evaluations(in.ga.stop.max_evaluations);
  auto restore = [&](const std::string& saved) {
    StateReader state(saved);
    restore_checkpoint_header(state, in);
    tracker.load(state);
    evolution->load(state);
  };
  auto start = [&] {
    evolution->start();
    return tracker.record(evolution->snapshot(), {}, evolution->population());
  };
  auto next = [&] {
    evolution->advance();
    return tracker.record(evolution->snapshot(), {}, evolution->population());
  };
  auto write = [&](std::string buffer) {
    StateWriter out(std::move(buffer));
    save_checkpoint_header(out, in);
    tracker.save(out);
    evolution->save(out);
    return out.take();
  };
  return run_generations(tracker, in.checkpoints, restore, start, next, write);
}

RunResult run_model(const ModelInput& in) {
  const auto model = model_registry().at(in.ga.model.name);
  return model->run ? model->run(in) : run_population(in, model->evolution);
}

namespace {

// The keys of a model's parameters start so.
std::string model_key_prefix(const ModelEntry&) { return "ga."; }
const KeyOwner kModelKeys("model", [] { return claims_of(model_registry(), model_key_prefix); });

}  // namespace

Registry<ModelEntry>& model_registry() {
  static Registry<ModelEntry>& registry = *[] {
    auto* r = new Registry<ModelEntry>("model");  // never destroyed: used until exit
    add_builtin_models(*r);
    refuse_foreign_entries(*r, model_key_prefix);
    return r;
  }();
  return registry;
}

void add_builtin_models(Registry<ModelEntry>& registry) {
  registry.add(generational_model());
  registry.add(steady_state_model());
  registry.add(mu_plus_lambda_model());
  registry.add(mu_comma_lambda_model());
  registry.add(islands_model());
}

std::vector<ParamSpec> model_param_specs() {
  std::vector<ParamSpec> specs;
  for (const auto& model : model_registry().entries()) {
    for (const ParamSpec& param : model->params) {
      const bool known = std::any_of(specs.begin(), specs.end(),
                                     [&](const ParamSpec& s) { return s.name == param.name; });
      if (!known) specs.push_back(param);
    }
  }
  return specs;
}

ParamValues model_params(const ParamValues& values) {
  return with_defaults(model_param_specs(), values, "the models");
}

std::unique_ptr<Evolution> make_evolution(const std::string& name, int n, const GaParams& ga,
                                          const ParamValues& params, Rng& rng) {
  const auto entry = model_registry().at(name);
  if (!entry->evolution) {
    throw std::invalid_argument("model '" + name + "' runs no single population");
  }
  return entry->evolution(n, ga, params, rng);
}

}  // namespace nqga
