// The generational model: elites copied, the rest of the next generation bred from parents the
// selection operator picks, the whole population replaced each generation (DEAP's eaSimple).
#include "builtin_models.hpp"

namespace nqga {

namespace {

class Generational final : public Evolution {
 public:
  Generational(int n, const GaParams& ga, Rng& rng)
      : Evolution(n, ga, rng),
        next_(ga.population, n),
        picks_(static_cast<std::size_t>(ga.population - ga.elitism + 1)),
        changed_(static_cast<std::size_t>(ga.population)) {}

  void advance() override {
    const int size = ga_.population, elite = ga_.elitism;
    weigh();
    best_indices(population_.conflicts, elite, order_);
    for (int e = 0; e < elite; ++e) {
      copy(population_, order_[static_cast<std::size_t>(e)], next_, e);
      changed_[static_cast<std::size_t>(e)] = 0;
    }
    // Children come in pairs; an odd count makes one more pick, and its second child is dropped.
    const std::span<int> parents(picks_.data(), static_cast<std::size_t>((size - elite + 1) & ~1));
    select(parents);
    for (int c = elite, k = 0; c < size; c += 2, k += 2) {
      make_children(population_, parents[static_cast<std::size_t>(k)],
                    parents[static_cast<std::size_t>(k + 1)], next_, c, c + 1 < size, changed_);
    }
    for (int c = elite; c < size; ++c) maybe_mutate(next_, c, changed_);
    const int evaluated = evaluate(next_, elite, size, changed_);
    std::swap(population_, next_);
    if (halted()) keep_rows(evaluated);  // the run ends here; next_ is sized again by no one
  }

 private:
  Population next_;
  std::vector<int> picks_;
  std::vector<std::uint8_t> changed_;
};

}  // namespace

ModelEntry generational_model() {
  return {.name = "generational",
          .description =
              "the whole population replaced each generation, the ga.elitism best kept (eaSimple)",
          .evolution =
              [](int n, const GaParams& ga, const ParamValues&, Rng& rng) {
                return std::unique_ptr<Evolution>(new Generational(n, ga, rng));
              },
          .bytes = [](std::int64_t n, int population, const ParamValues&) {
            return 2 * static_cast<std::uint64_t>(population) * static_cast<std::uint64_t>(n) *
                   sizeof(Column);
          }};
}

}  // namespace nqga
