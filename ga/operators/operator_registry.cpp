#include "operator_registry.hpp"

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

namespace {

// The keys of a selection's parameters start so.
std::string selection_key_prefix(const SelectionEntry&) { return "ga.selection."; }
const KeyOwner kSelectionKeys("selection",
                              [] { return claims_of(selection_registry(), selection_key_prefix); });

// The keys of a crossover's parameters start so.
std::string crossover_key_prefix(const CrossoverEntry&) { return "ga.crossover."; }
const KeyOwner kCrossoverKeys("crossover",
                              [] { return claims_of(crossover_registry(), crossover_key_prefix); });

// The keys of a mutation's parameters start so.
std::string mutation_key_prefix(const MutationEntry&) { return "ga.mutation."; }
const KeyOwner kMutationKeys("mutation",
                             [] { return claims_of(mutation_registry(), mutation_key_prefix); });

}  // namespace

Registry<SelectionEntry>& selection_registry() {
  static Registry<SelectionEntry>& registry = *[] {
    auto* r = new Registry<SelectionEntry>("selection");  // never destroyed: used until exit
    add_builtin_selections(*r);
    refuse_foreign_entries(*r, selection_key_prefix);
    return r;
  }();
  return registry;
}

Registry<CrossoverEntry>& crossover_registry() {
  static Registry<CrossoverEntry>& registry = *[] {
    auto* r = new Registry<CrossoverEntry>("crossover");
    add_builtin_crossovers(*r);
    refuse_foreign_entries(*r, crossover_key_prefix);
    return r;
  }();
  return registry;
}

Registry<MutationEntry>& mutation_registry() {
  static Registry<MutationEntry>& registry = *[] {
    auto* r = new Registry<MutationEntry>("mutation");
    add_builtin_mutations(*r);
    refuse_foreign_entries(*r, mutation_key_prefix);
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
