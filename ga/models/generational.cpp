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
    const int size = ga_.population;
    weigh();
    const int elite = keep_elites(next_, changed_);
    const std::span<int> parents(picks_.data(),
                                 static_cast<std::size_t>(parents_for(size - elite)));
    select(parents);
    breed(parents, next_, elite, size, changed_);
    mutate(next_, elite, size, changed_);
    replace(next_, evaluate(next_, elite, size, changed_));
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
          .bytes =
              [](std::int64_t n, int population, const ParamValues&) {
                return 2 * static_cast<std::uint64_t>(population) * static_cast<std::uint64_t>(n) *
                       sizeof(Column);
              }};
}

}  // namespace nqga
