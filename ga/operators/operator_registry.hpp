// The operator registries: selection, crossover and mutation operators by the names configs use
// (`roulette`, `range`, `swap`, ...), each with a one-line description and its declared
// parameters. A user's operator registers the same way as the built-ins and then gets what they
// get: YAML keys under ga.<family>.<parameter>, range checks and located errors, sweep axes,
// `nqga keys`, validation, summaries and plots. Names are resolved once per run (make_*), so the
// engine never looks a name up per call.
#pragma once

#include <Eigen/Core>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "../board.hpp"
#include "../evaluation/workspace.hpp"
#include "../params.hpp"
#include "../registry.hpp"
#include "../rng.hpp"

namespace nqga {

// Fills `picks` with indices of the individuals whose selection `weights` (bigger is better,
// non-negative, positive sum) are given.
using SelectionOp =
    std::function<void(const Eigen::VectorXd& weights, Rng&, std::span<int> picks, Workspace&)>;
// Writes two children of parents a and b; both stay permutations.
using CrossoverOp = std::function<void(BoardView a, BoardView b, Rng&, BoardSpan child_a,
                                       BoardSpan child_b, Workspace&)>;
// Changes one board in place; it stays a permutation.
using MutationOp = std::function<void(BoardSpan board, Rng&, Workspace&)>;

// What a check of an operator's parameters may need to know of the GA it runs in.
struct GaShape {
  int n = 0;
  int population = 0;
  int elitism = 0;
};

// A parameter value that cannot work at a GA shape, and why ("must be at most ga.population
// (10), got 11").
struct ParamProblem {
  std::string param;
  std::string problem;
};

// Filled by field name (`{.name = "duel", .description = ..., .make = ...}`); every field has a
// default, so an entry names only what it has.
template <typename Op>
struct OperatorEntry {
  std::string name{};               // the config name, e.g. "tournament"
  std::string description{};        // one line for `nqga keys`
  std::vector<ParamSpec> params{};  // its keys: ga.<family>.<param name>
  // Makes the operator from every declared parameter's value (defaults filled in).
  std::function<Op(const ParamValues&)> make{};
  // Optional: a problem with the values at a GA shape, beyond each parameter's own range.
  std::function<std::optional<ParamProblem>(const ParamValues&, const GaShape&)> check{};
  // Whether it reads the board as plain queens (conflict-swap, repair: it looks for attacked
  // queens itself). On an instance the GA's boards are permutations of the free rows, whose
  // conflicts such an operator cannot see, so the GA refuses it there (engine.hpp: run_ga_on).
  bool plain_only = false;
  // What identifies the code behind the name where two sessions of one program may register
  // different code under it (a Python function: "sha256:" and its source's hash); empty for
  // compiled code, which the run directory's manifest identifies. Job records name it, so that a
  // resume with other code under the name is refused.
  std::string source{};
};
using SelectionEntry = OperatorEntry<SelectionOp>;
using CrossoverEntry = OperatorEntry<CrossoverOp>;
using MutationEntry = OperatorEntry<MutationOp>;

// The registries, with the built-ins (operators/builtin_operators.cpp) registered on first use,
// in this order: roulette, sus, tournament; range (PMX), ox, cx; swap, inversion, conflict-swap,
// repair. The first of each is the default.
Registry<SelectionEntry>& selection_registry();
Registry<CrossoverEntry>& crossover_registry();
Registry<MutationEntry>& mutation_registry();

// An operator as a GA's parameters name it: its registered name and the values of the
// parameters it declares (those not set take their defaults).
struct OperatorChoice {
  OperatorChoice(std::string name, ParamValues params = {})
      : name(std::move(name)), params(std::move(params)) {}
  OperatorChoice(const char* name) : name(name) {}  // params.mutation = "swap"

  std::string name;
  ParamValues params;
  bool operator==(const OperatorChoice&) const = default;
};

// The operator of a choice, made once. Throws std::invalid_argument for an unknown name (listing
// the registered ones), an undeclared parameter or a value out of its range.
SelectionOp make_selection(const OperatorChoice& choice);
CrossoverOp make_crossover(const OperatorChoice& choice);
MutationOp make_mutation(const OperatorChoice& choice);

// The first problem of a choice's parameters at a GA shape (the entry's check), or none. Throws
// like make_*.
std::optional<ParamProblem> check_selection(const OperatorChoice& choice, const GaShape& shape);
std::optional<ParamProblem> check_crossover(const OperatorChoice& choice, const GaShape& shape);
std::optional<ParamProblem> check_mutation(const OperatorChoice& choice, const GaShape& shape);

// Registers the built-ins into the registries (called by the registries themselves).
void add_builtin_selections(Registry<SelectionEntry>& registry);
void add_builtin_crossovers(Registry<CrossoverEntry>& registry);
void add_builtin_mutations(Registry<MutationEntry>& registry);

}  // namespace nqga
