// The `immigrants` evolution model: the generational model with a share of every generation made
// of random boards instead of children (random immigrants, after Grefenstette 1992), so that
// diversity never runs out. Built from nqga's building blocks (nqga/models/evolution.hpp) as the
// generational model itself is: no loop is copied.
#pragma once

#include <memory>
#include <nqga/board.hpp>
#include <nqga/models/evolution.hpp>
#include <nqga/models/model.hpp>

namespace my_models {

class Immigrants final : public nqga::Evolution {
 public:
  Immigrants(int n, const nqga::GaParams& ga, const nqga::ParamValues& params, nqga::Rng& rng)
      : Evolution(n, ga, rng),
        immigrants_(
            static_cast<int>(params.real("immigrants.share") * (ga.population - ga.elitism))),
        next_(ga.population, n),
        parents_(static_cast<std::size_t>(ga.population + 1)),
        changed_(static_cast<std::size_t>(ga.population)) {}

  // Elites, then children, then immigrants, all evaluated in row order by evaluate(), which
  // stops at the solving evaluation or the budget; replace() keeps what it evaluated.
  void advance() override {
    const int size = ga().population, bred = size - immigrants_;
    weigh();
    const int elite = keep_elites(next_, changed_);
    const std::span<int> parents(parents_.data(),
                                 static_cast<std::size_t>(parents_for(bred - elite)));
    select(parents);
    breed(parents, next_, elite, bred, changed_);
    mutate(next_, elite, bred, changed_);
    for (int c = bred; c < size; ++c) {
      nqga::shuffle_board(next_.board(c), rng());
      changed_[static_cast<std::size_t>(c)] = 1;
    }
    replace(next_, evaluate(next_, elite, size, changed_));
  }

 private:
  int immigrants_;
  nqga::Population next_;
  std::vector<int> parents_;
  std::vector<std::uint8_t> changed_;
};

// The registry entry: its parameter is the config key ga.immigrants.share.
inline nqga::ModelEntry immigrants_model() {
  return {.name = "immigrants",
          .description = "generational, with a share of each generation random boards",
          .params = {nqga::real_param("immigrants.share", 0.2, 0, 1,
                                      "share of the non-elite rows filled with random boards")},
          .evolution = [](int n, const nqga::GaParams& ga, const nqga::ParamValues& params,
                          nqga::Rng& rng) -> std::unique_ptr<nqga::Evolution> {
            return std::make_unique<Immigrants>(n, ga, params, rng);
          },
          .bytes =
              [](std::int64_t n, int population, const nqga::ParamValues&) {
                return 2 * static_cast<std::uint64_t>(population) * static_cast<std::uint64_t>(n) *
                       sizeof(nqga::Column);
              }};
}

}  // namespace my_models
