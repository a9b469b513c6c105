// The built-in operators, registered through the same Registry::add a user's own operators use.
// An operator with a parameter is one entry like `tournament` below.
#include "crossover.hpp"
#include "mutation.hpp"
#include "operator_registry.hpp"
#include "selection.hpp"

namespace nqga {

namespace {

// The factory of an operator function that takes no parameters.
template <typename Op, typename Function>
std::function<Op(const ParamValues&)> plain(Function function) {
  return [function](const ParamValues&) { return Op(function); };
}

}  // namespace

void add_builtin_selections(Registry<SelectionEntry>& registry) {
  registry.add({.name = "roulette",
                .description = "roulette wheel: picks in proportion to the weights (Holland 1975)",
                .make = plain<SelectionOp>(roulette)});
  registry.add({.name = "sus",
                .description =
                    "stochastic universal sampling: one spin, evenly spaced pointers (Baker 1987)",
                .make = plain<SelectionOp>(sus)});
  registry.add(
      {.name = "tournament",
       .description = "the best of tournament_size individuals drawn with replacement",
       .params = {integer_param("tournament_size", 3, 1, 1'000'000,
                                "individuals per tournament (<= population)")},
       .make = [](const ParamValues& p) -> SelectionOp {
         const int size = static_cast<int>(p.integer("tournament_size"));
         return [size](const Eigen::VectorXd& w, Rng& rng, std::span<int> picks, Workspace&) {
           tournament(w, size, rng, picks);
         };
       },
       .check = [](const ParamValues& p, const GaShape& shape) -> std::optional<ParamProblem> {
         const std::int64_t size = p.integer("tournament_size");
         if (size <= shape.population) return std::nullopt;
         return ParamProblem{"tournament_size", "must be at most ga.population (" +
                                                    std::to_string(shape.population) + "), got " +
                                                    std::to_string(size)};
       }});
}

void add_builtin_crossovers(Registry<CrossoverEntry>& registry) {
  registry.add({.name = "range",
                .description = "PMX: one parent's columns on a random row range, the rest mapped "
                               "from the other",
                .make = plain<CrossoverOp>(pmx)});
  registry.add(
      {.name = "ox",
       .description = "order crossover: a row range of one parent, the rest in the other's order",
       .make = plain<CrossoverOp>(ox)});
  registry.add(
      {.name = "cx",
       .description = "cycle crossover: every queen keeps its row and a column of one parent",
       .make = plain<CrossoverOp>(cx)});
}

void add_builtin_mutations(Registry<MutationEntry>& registry) {
  registry.add({.name = "swap",
                .description = "swaps the columns of two random rows",
                .make = plain<MutationOp>(swap_mutation)});
  registry.add({.name = "inversion",
                .description = "reverses the columns of a random row range",
                .make = plain<MutationOp>(inversion_mutation)});
  registry.add({.name = "conflict-swap",
                .description = "swaps a queen under attack with a random other row",
                .make = plain<MutationOp>(conflict_swap_mutation),
                .plain_only = true});
  registry.add(
      {.name = "repair",
       .description = "min-conflicts repair: up to 8 improving swaps of attacked queens (memetic)",
       .make = plain<MutationOp>(repair_mutation),
       .plain_only = true});
}

}  // namespace nqga
