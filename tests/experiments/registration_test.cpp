// Names across kinds of pieces: a key that another kind of piece, or nqga itself, owns is refused
// when the entry is registered, naming both owners, never first found when a config is read.
#include <gtest/gtest.h>

#include <algorithm>

#include "config/keys.hpp"
#include "key_claims.hpp"
#include "models/model.hpp"
#include "operators/operator_registry.hpp"
#include "solvers/solver.hpp"

namespace nqga::registration_test {
namespace {

// The message with which `add` refuses its entry, or "registered" (the entry then removed again).
template <typename Entry>
std::string refusal(Registry<Entry>& registry, Entry entry) {
  const std::string name = entry.name;
  try {
    registry.add(std::move(entry));
  } catch (const std::invalid_argument& e) {
    EXPECT_FALSE(registry.find(name)) << "a refused entry stays out";
    return e.what();
  }
  registry.remove(name);
  return "registered";
}

TEST(Registration, AKeyOfNqgasOwnIsRefusedNamingNqga) {
  EXPECT_EQ(refusal(model_registry(),
                    {.name = "test-model", .params = {integer_param("population", 7, 1, 9, "")}}),
            "model test-model declares ga.population, which is already a key of nqga's own; give "
            "the parameter (or the model) another name");
  EXPECT_EQ(refusal(solver_registry(),
                    {.name = "stop", .params = {integer_param("max_generations", 7, 1, 9, "")}}),
            "solver stop declares stop.max_generations, which is already a key of nqga's own; "
            "give the parameter (or the solver) another name");
  // A group over one of nqga's keys, or a key inside one, clashes too.
  EXPECT_EQ(
      refusal(solver_registry(), {.name = "n", .params = {integer_param("rows", 7, 1, 9, "")}}),
      "solver n declares n.rows, which overlaps n, a key of nqga's own; give the parameter "
      "(or the solver) another name");
}

TEST(Registration, AKeyOfAnotherKindOfPieceIsRefusedNamingIt) {
  // The model's ga.selection.tournament_size would be tournament selection's key.
  EXPECT_EQ(refusal(model_registry(),
                    {.name = "test-model",
                     .params = {integer_param("selection.tournament_size", 3, 2, 9, "")}}),
            "model test-model declares ga.selection.tournament_size, which is already a key of "
            "selection tournament; give the parameter (or the model) another name");
  // And the other way round: a mutation whose key a model holds.
  const ScopedRegistration model(
      model_registry(),
      {.name = "test-model", .params = {integer_param("mutation.reach", 3, 1, 9, "")}});
  EXPECT_EQ(refusal(mutation_registry(),
                    {.name = "test-reach", .params = {integer_param("reach", 3, 1, 9, "")}}),
            "mutation test-reach declares ga.mutation.reach, which is already a key of model "
            "test-model; give the parameter (or the mutation) another name");
  // Entries of one family still share a key they declare alike (registry.hpp).
  const ScopedRegistration first(
      mutation_registry(), {.name = "test-a", .params = {integer_param("span", 3, 1, 9, "")}});
  EXPECT_EQ(refusal(mutation_registry(),
                    {.name = "test-b", .params = {integer_param("span", 3, 1, 9, "")}}),
            "registered");
}

// The library's list of nqga's own keys is the config schema's: every key no registry owns.
TEST(Registration, NqgasOwnKeysAreTheSchemasOwn) {
  std::vector<std::string> schema_own;
  const auto schema = KeySchema::current();
  for (const KeySpec& key : schema->keys()) {
    if (key.owner_family.empty()) schema_own.push_back(key.path);
  }
  std::vector<std::string> library_own = own_config_keys();
  std::sort(schema_own.begin(), schema_own.end());
  std::sort(library_own.begin(), library_own.end());
  EXPECT_EQ(library_own, schema_own);
}

}  // namespace
}  // namespace nqga::registration_test
