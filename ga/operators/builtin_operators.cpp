// The built-in operators, registered through the same Registry::add a user's own operators use.
// An operator with a parameter is one entry like `tournament` below.
#include "crossover.hpp"
#include "mutation.hpp"
#include "registry.hpp"
#include "selection.hpp"

namespace nqga {

namespace {

// An entry for an operator function that takes no parameters.
template <typename Op, typename Function>
OperatorEntry<Op> plain(std::string name, std::string description, Function function) {
  return {std::move(name), std::move(description), {}, [function](const ParamValues&) {
            return Op(function);
          },
          {}};
}

}  // namespace

void add_builtin_selections(Registry<SelectionEntry>& registry) {
  registry.add(plain<SelectionOp>(
      "roulette", "roulette wheel: picks in proportion to the weights (Holland 1975)", roulette));
  registry.add(plain<SelectionOp>(
      "sus", "stochastic universal sampling: one spin, evenly spaced pointers (Baker 1987)", sus));
  registry.add({"tournament",
                "the best of tournament_size individuals drawn with replacement",
                {integer_param("tournament_size", 3, 1, 1'000'000,
                               "individuals per tournament (<= population)")},
                [](const ParamValues& p) -> SelectionOp {
                  const int size = static_cast<int>(p.integer("tournament_size"));
                  return [size](const Eigen::VectorXd& w, Rng& rng, std::span<int> picks,
                                Workspace&) { tournament(w, size, rng, picks); };
                },
                [](const ParamValues& p, const GaShape& shape) -> std::optional<ParamProblem> {
                  const std::int64_t size = p.integer("tournament_size");
                  if (size <= shape.population) return std::nullopt;
                  return ParamProblem{"tournament_size",
                                      "must be at most ga.population (" +
                                          std::to_string(shape.population) + "), got " +
                                          std::to_string(size)};
                }});
}

void add_builtin_crossovers(Registry<CrossoverEntry>& registry) {
  registry.add(plain<CrossoverOp>(
      "range", "PMX: one parent's columns on a random row range, the rest mapped from the other",
      pmx));
  registry.add(plain<CrossoverOp>(
      "ox", "order crossover: a row range of one parent, the rest in the other's order", ox));
  registry.add(plain<CrossoverOp>(
      "cx", "cycle crossover: every queen keeps its row and a column of one parent", cx));
}

void add_builtin_mutations(Registry<MutationEntry>& registry) {
  registry.add(plain<MutationOp>("swap", "swaps the columns of two random rows", swap_mutation));
  registry.add(plain<MutationOp>("inversion", "reverses the columns of a random row range",
                                 inversion_mutation));
  registry.add(plain<MutationOp>(
      "conflict-swap", "swaps a queen under attack with a random other row",
      conflict_swap_mutation));
  registry.add(plain<MutationOp>(
      "repair", "min-conflicts repair: up to 8 improving swaps of attacked queens (memetic)",
      repair_mutation));
}

}  // namespace nqga
