#include "registry.hpp"

#include "../key_claims.hpp"

namespace nqga {

namespace {

template <typename Entry>
ParamValues complete_params(const Registry<Entry>& registry, const Entry& entry,
                            const OperatorChoice& choice) {
  return with_defaults(entry.params, choice.params, registry.family() + " '" + choice.name + "'");
}

template <typename Op>
Op make(const Registry<OperatorEntry<Op>>& registry, const OperatorChoice& choice) {
  const auto entry = registry.at(choice.name);
  return entry->make(complete_params(registry, *entry, choice));
}

template <typename Op>
std::optional<ParamProblem> check(const Registry<OperatorEntry<Op>>& registry,
                                  const OperatorChoice& choice, const GaShape& shape) {
  const auto entry = registry.at(choice.name);
  const ParamValues params = complete_params(registry, *entry, choice);
  return entry->check ? entry->check(params, shape) : std::nullopt;
}

}  // namespace

Registry<SelectionEntry>& selection_registry() {
  static Registry<SelectionEntry>& registry = *[] {
    auto* r = new Registry<SelectionEntry>("selection");  // never destroyed: used until exit
    add_builtin_selections(*r);
    r->admit_with([](const SelectionEntry& e) {
      refuse_foreign_keys("selection", "selection " + e.name,
                          keys_under("ga.selection.", e.params));
    });
    return r;
  }();
  return registry;
}

Registry<CrossoverEntry>& crossover_registry() {
  static Registry<CrossoverEntry>& registry = *[] {
    auto* r = new Registry<CrossoverEntry>("crossover");
    add_builtin_crossovers(*r);
    r->admit_with([](const CrossoverEntry& e) {
      refuse_foreign_keys("crossover", "crossover " + e.name,
                          keys_under("ga.crossover.", e.params));
    });
    return r;
  }();
  return registry;
}

Registry<MutationEntry>& mutation_registry() {
  static Registry<MutationEntry>& registry = *[] {
    auto* r = new Registry<MutationEntry>("mutation");
    add_builtin_mutations(*r);
    r->admit_with([](const MutationEntry& e) {
      refuse_foreign_keys("mutation", "mutation " + e.name, keys_under("ga.mutation.", e.params));
    });
    return r;
  }();
  return registry;
}

SelectionOp make_selection(const OperatorChoice& choice) {
  return make(selection_registry(), choice);
}
CrossoverOp make_crossover(const OperatorChoice& choice) {
  return make(crossover_registry(), choice);
}
MutationOp make_mutation(const OperatorChoice& choice) { return make(mutation_registry(), choice); }

std::optional<ParamProblem> check_selection(const OperatorChoice& choice, const GaShape& shape) {
  return check(selection_registry(), choice, shape);
}
std::optional<ParamProblem> check_crossover(const OperatorChoice& choice, const GaShape& shape) {
  return check(crossover_registry(), choice, shape);
}
std::optional<ParamProblem> check_mutation(const OperatorChoice& choice, const GaShape& shape) {
  return check(mutation_registry(), choice, shape);
}

}  // namespace nqga
