// The built-in models' entries, each defined in its own file and registered by
// add_builtin_models (model.cpp). Internal.
#pragma once

#include "evolution.hpp"
#include "model_entry.hpp"

namespace nqga {

ModelEntry generational_model();
ModelEntry steady_state_model();
ModelEntry mu_plus_lambda_model();
ModelEntry mu_comma_lambda_model();
ModelEntry islands_model();

}  // namespace nqga
