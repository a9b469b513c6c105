#include "problem_kind.hpp"

#include <stdexcept>
#include <string>

#include "../key_claims.hpp"
#include "generators.hpp"
#include "instance_file.hpp"

namespace nqga {

namespace {

// The instance that problem.file holds, which must be of the point's n.
Instance instance_of_file(int n, const ParamValues& params, Rng&) {
  const std::string& path = params.text("file");
  if (path.empty()) throw std::invalid_argument("needs problem.file, the instance file");
  return instance_of_size(read_instance_file(path), n, path);
}

}  // namespace

Instance instance_of_size(Instance instance, int n, const std::string& path) {
  if (instance.size() != n) {
    throw std::invalid_argument("the instance of " + path +
                                " has n = " + std::to_string(instance.size()) +
                                ", the point's n is " + std::to_string(n));
  }
  return instance;
}

namespace {

// The keys of a problem's parameters start so.
std::string problem_key_prefix(const ProblemEntry&) { return "problem."; }
const KeyOwner kProblemKeys("problem",
                            [] { return claims_of(problem_registry(), problem_key_prefix); });

}  // namespace

Registry<ProblemEntry>& problem_registry() {
  static Registry<ProblemEntry>& registry = *[] {
    auto* r = new Registry<ProblemEntry>("problem");  // never destroyed: used until exit
    add_builtin_problems(*r);
    refuse_foreign_entries(*r, problem_key_prefix);
    return r;
  }();
  return registry;
}

void add_builtin_problems(Registry<ProblemEntry>& registry) {
  registry.add({.name = "queens",
                .description = "plain N-Queens: n queens on an empty n x n board",
                .drawn = false,
                .generate = [](int n, const ParamValues&, Rng&) { return Instance(n); }});
  registry.add(
      {.name = "completion",
       .description = "n-Queens Completion: problem.placed queens given (Gent et al. 2017)",
       .params = {integer_param("placed", 1, 0, 1'000'000'000,
                                "queens given in advance (at most n)"),
                  choice_param("placed_from", {"solution", "non-attacking"},
                               "how they are drawn: rows of a random solution (always "
                               "completable), or one by one on unattacked squares (may have "
                               "no completion)")},
       .generate = [](int n, const ParamValues& params, Rng& rng) {
         const std::int64_t placed = params.integer("placed");
         return params.text("placed_from") == "solution"
                    ? completion_from_solution(n, placed, rng)
                    : completion_from_placement(n, placed, rng);
       }});
  registry.add({.name = "blocked",
                .description = "Blocked n-Queens: round(problem.density n^2) squares blocked, "
                               "problem.min_free left free in every row and column",
                .params = {real_param("density", 0.2, 0, 1,
                                      "the fraction of the board's squares blocked: "
                                      "round(density n^2), halves away from zero"),
                           integer_param("min_free", 0, 0, 1'000'000,
                                         "squares left free in every row and column, as the "
                                         "authors' generator (CSPLib 080's blocked-gen.py) "
                                         "leaves them; 0: a uniform draw")},
                .generate = [](int n, const ParamValues& params, Rng& rng) {
                  return blocked_at_density(n, params.real("density"), rng,
                                            params.integer("min_free"));
                }});
  registry.add({.name = kFileProblem,
                .description = "the instance of an instance file (docs/problems.md), e.g. one "
                               "from CSPLib or XCSP converted",
                .params = {{.name = "file",
                            .kind = ParamKind::kText,
                            .fallback = std::string{},
                            .help = "the instance file, relative to the working directory; its "
                                    "n must be the point's n"}},
                .drawn = false,
                .generate = instance_of_file});
}

}  // namespace nqga
