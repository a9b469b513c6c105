// The generational model: elites copied, the rest of the next generation bred from parents the
// selection operator picks, the whole population replaced each generation (DEAP's eaSimple).
#include "builtin_models.hpp"

namespace nqga {

namespace {

class Generational final : public Evolution {
 public:
  Generational(int n, const GaParams& ga, const ParamValues& params, Rng& rng)
      : Evolution(n, ga, rng),
        elite_ties_(params.text("elite_ties") == "newest" ? Ties::kLast : Ties::kFirst),
        next_(ga.population, n),
        picks_(static_cast<std::size_t>(ga.population - ga.elitism + 1)),
        changed_(static_cast<std::size_t>(ga.population)) {}

  void advance() override {
    const int size = ga_.population;
    weigh();
    const int elite = keep_elites(next_, changed_, elite_ties_);
    const std::span<int> parents(picks_.data(),
                                 static_cast<std::size_t>(parents_for(size - elite)));
    select(parents);
    breed(parents, next_, elite, size, changed_);
    mutate(next_, elite, size, changed_);
    replace(next_, evaluate(next_, elite, size, changed_));
  }

 private:
  // The rows of a generation hold its elites first, then its children: ties to the last row
  // make a child that equals an elite take its place ("newest").
  Ties elite_ties_;
  Population next_;
  std::vector<int> picks_;
  std::vector<std::uint8_t> changed_;
};

}  // namespace

ModelEntry generational_model() {
  return {.name = "generational",
          .description =
              "the whole population replaced each generation, the ga.elitism best kept (eaSimple)",
          .params = {choice_param(
              "elite_ties", {"first", "newest"},
              "which of equally good individuals are the elites: the first rows (the elites "
              "before) or the newest, so that a child equal to an elite takes its place")},
          .evolution =
              [](int n, const GaParams& ga, const ParamValues& params, Rng& rng) {
                return std::unique_ptr<Evolution>(new Generational(n, ga, params, rng));
              },
          .bytes =
              [](std::int64_t n, int population, const ParamValues&) {
                return 2 * static_cast<std::uint64_t>(population) * static_cast<std::uint64_t>(n) *
                       sizeof(Column);
              }};
}

}  // namespace nqga
