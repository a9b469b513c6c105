// The design of a sweep (config/roles.hpp) as the run directory records it in design.json, and
// as tables, tests, figures and the report read it: each axis with its key, role and values, the
// replicates, and each job's place in it: its configuration (the factors' values), its problem
// point (n and the problem axes) and its instance.
//
// Installed as <nqga/run/design.hpp> (the experiment API returns a Design); it includes by
// relative path.
#pragma once

#include <string>
#include <vector>

#include "../config/roles.hpp"

namespace nqga {

struct Sweep;
struct Job;

struct DesignAxis {
  std::string key;  // "ga.selection.method"
  Role role = Role::kFactor;
  std::vector<std::string> values;  // as tables write them, in the order of first use
};

struct Design {
  std::vector<DesignAxis> axes;  // in sweep order (the first varies slowest)
  int seeds = 1;                 // replicates per point of a seeded solver
  std::string seeding;           // "independent" or "common" (replicate r paired across points)
  // The keys of the axes of `role`, in axis order.
  std::vector<std::string> keys(Role role) const;
};

// A job's place in the design, as labels of the axis values in effect there ("key=value" joined
// by spaces, in axis order). configuration: its factors, or "solver=NAME" when no factor varies;
// problem: "n=N" first (unless the config made n a factor), then its problem axes; instance: its
// instance axes, or "" when there are none. Runs with one configuration and problem but different
// instances are aggregated, never compared.
struct DesignCell {
  std::string configuration, problem, instance;
};

Design sweep_design(const Sweep& sweep);
DesignCell design_cell(const Sweep& sweep, const Job& job);

// design.json: {"axes": [{"key", "role", "values"}...], "seeds", "seeding"}.
std::string design_json(const Design& design);
// Reads design.json's text; throws std::runtime_error naming `source` and what is wrong.
Design parse_design(const std::string& text, const std::string& source);

}  // namespace nqga
