#include "registry.hpp"

#include <stdexcept>

#include "crossover.hpp"
#include "mutation.hpp"
#include "selection.hpp"

namespace nqga {

namespace {

[[noreturn]] void unknown(std::string_view family, std::string_view name,
                          const std::vector<std::string>& names) {
  std::string message = "unknown " + std::string(family) + " '" + std::string(name) + "' (one of";
  for (const auto& known : names) message += " " + known;
  throw std::invalid_argument(message + ")");
}

}  // namespace

const std::vector<std::string>& selection_names() {
  static const std::vector<std::string> names{"roulette", "sus", "tournament"};
  return names;
}
const std::vector<std::string>& crossover_names() {
  static const std::vector<std::string> names{"range", "ox", "cx"};
  return names;
}
const std::vector<std::string>& mutation_names() {
  static const std::vector<std::string> names{"swap", "inversion", "conflict-swap", "repair"};
  return names;
}

SelectionOp make_selection(std::string_view name, int tournament_size) {
  if (name == "roulette") return roulette;
  if (name == "sus") return sus;
  if (name == "tournament") {
    if (tournament_size < 1) throw std::invalid_argument("tournament size must be at least 1");
    return [tournament_size](const Eigen::VectorXd& w, Rng& rng, std::span<int> picks, Workspace&) {
      tournament(w, tournament_size, rng, picks);
    };
  }
  unknown("selection", name, selection_names());
}

CrossoverOp make_crossover(std::string_view name) {
  if (name == "range") return pmx;
  if (name == "ox") return ox;
  if (name == "cx") return cx;
  unknown("crossover", name, crossover_names());
}

MutationOp make_mutation(std::string_view name) {
  if (name == "swap") return swap_mutation;
  if (name == "inversion") return inversion_mutation;
  if (name == "conflict-swap") return conflict_swap_mutation;
  if (name == "repair") return repair_mutation;
  unknown("mutation", name, mutation_names());
}

}  // namespace nqga
