// The sweep: the cartesian product of every list-valued key, each key crossed only with the
// choices that use it, times `seeds` replicates, as jobs with stable ids.
//
// Order: parameter points vary the axes in config_keys() order, the first axis slowest and the
// last fastest (row-major, like nested loops written in config order); each point's replicates
// are consecutive (`seeds` of them, or one for a deterministic solver). Job id = its position in
// that order, 0..J-1, so an id names the same run on every machine, and the job's seed is
// derive_seed(seed, id); with `seeding: common`, derive_seed(seed, replicate), so that replicate r
// of every point runs with the same seed (common random numbers: the points pair up).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "config/config.hpp"
#include "engine.hpp"
#include "problem/instance.hpp"
#include "solvers/solver.hpp"

namespace nqga {

struct Job {
  int id = 0;
  int point = 0;      // index of the parameter point
  int replicate = 0;  // 0..seeds-1
  std::uint64_t seed = 0;
  // Every key's value at this point, parallel to the schema: shared by the point's replicates, so
  // that a sweep holds each point's values once (the dry run of one point with 10^6 seeds: 1.72
  // GB and 21.6 s with a copy per job, 157 MB and 1.4 s shared).
  std::shared_ptr<const std::vector<Value>> point_values;
  const KeySchema* schema = nullptr;      // the sweep's
  ProblemFiles* problem_files = nullptr;  // the sweep's: problem.file's instances

  const std::vector<Value>& values() const { return *point_values; }
  const Value& value(std::string_view path) const { return values()[schema->index(path)]; }
};

struct Sweep {
  std::shared_ptr<const KeySchema> schema;
  std::vector<std::size_t> axes;  // indices into the schema of the list-valued keys
  std::vector<Role> roles;        // parallel to axes: each one's role in the design
  int points = 0;
  std::vector<Job> jobs;
  std::vector<std::string> warnings;  // keys the config sets and no point uses (check_keys_used)
  // The experiment's fingerprint: "fnv1a64:" and the FNV-1a hash of its resolved config (the
  // text of config.yaml), which every job record of its run directory names.
  std::string experiment;
  std::shared_ptr<ProblemFiles> problem_files;  // the config's: each problem.file read once
};

// Expands the grid, leaving out the points that differ from an earlier one only in keys not in
// effect there (config/conditions.hpp), and checks every point (check_point). Throws ConfigError.
Sweep expand_sweep(const ExperimentConfig& config);

// What a job runs: the board size, the solver's name, the GA's parameters, the stopping rules and
// the solver's own parameters at its point.
int job_n(const Job& job);
const std::string& job_solver(const Job& job);
GaParams job_ga_params(const Job& job);
StopRules job_stop_rules(const Job& job);
ParamValues job_solver_params(const Job& job, const SolverEntry& solver);
// The instance the job's problem.* keys give (point_instance): none for plain N-Queens. The one
// place a job's instance comes from, for its solver and its validation.
std::optional<Instance> job_instance(const Job& job);

// The pieces `job` runs whose code is named by a source (OperatorEntry::source: written in
// Python): "family name" -> source, for its selection, crossover and mutation (when its solver
// runs the GA) and its problem kind. What its job record names.
std::map<std::string, std::string> job_sources(const Job& job);

// The value of `axis` at `job` as tables write it: "" where the key is not in effect.
std::string axis_text(const Sweep& sweep, const Job& job, std::size_t axis);

// The axes in effect at `job`'s point and their values, in axis order.
std::vector<std::pair<std::string, std::string>> point_parameters(const Sweep& sweep,
                                                                  const Job& job);

// "n=16 ga.selection.method=tournament": the axis values in effect at a point, for tables and
// labels.
std::string point_label(const Sweep& sweep, const Job& job);

}  // namespace nqga
