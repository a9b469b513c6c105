#include "problem_kind.hpp"

#include "../key_claims.hpp"

namespace nqga {

Registry<ProblemEntry>& problem_registry() {
  static Registry<ProblemEntry>& registry = *[] {
    auto* r = new Registry<ProblemEntry>("problem");  // never destroyed: used until exit
    add_builtin_problems(*r);
    r->admit_with([](const ProblemEntry& e) {
      refuse_foreign_keys("problem", "problem " + e.name, keys_under("problem.", e.params));
    });
    return r;
  }();
  return registry;
}

void add_builtin_problems(Registry<ProblemEntry>& registry) {
  registry.add({.name = "queens",
                .description = "plain N-Queens: n queens on an empty n x n board",
                .generate = [](int n, const ParamValues&, Rng&) { return Instance(n); }});
}

}  // namespace nqga
