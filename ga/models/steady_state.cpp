// The steady-state model: two children at a time, each replacing one individual of the current
// population, so that parents and children compete at once; a generation is `population`
// children, so that its curves compare with the generational model's.
#include "builtin_models.hpp"

namespace nqga {

namespace {

class SteadyState final : public Evolution {
 public:
  SteadyState(int n, const GaParams& ga, const ParamValues& params, Rng& rng)
      : Evolution(n, ga, rng),
        replace_worst_(params.text("replacement") == "worst"),
        children_(2, n),
        changed_(2) {}

  void advance() override {
    const int size = ga_.population;
    for (int made = 0; made < size; made += 2) {
      weigh();
      select(parents_);
      make_children(population_, parents_[0], parents_[1], children_, 0, true, changed_);
      for (int c = 0; c < 2; ++c) maybe_mutate(children_, c, changed_);
      const int evaluated = evaluate(children_, 0, 2, changed_);
      for (int c = 0; c < std::min(evaluated, size - made); ++c) {
        copy(children_, c, population_, victim());
      }
      if (halted()) return;
    }
  }

  std::int64_t children_per_generation() const override { return (ga_.population + 1) & ~1; }

 private:
  // The individual a child replaces: the worst (ties: the last) or a random one, never the best
  // (the first with the fewest conflicts), so that the best is never lost. O(size).
  int victim() {
    Eigen::Index best;
    population_.conflicts.minCoeff(&best);
    const int size = population_.size();
    if (!replace_worst_) {
      const auto k = static_cast<int>(uniform_below(rng_, static_cast<std::uint64_t>(size - 1)));
      return k >= best ? k + 1 : k;
    }
    int worst = best == 0 ? 1 : 0;
    for (int i = 0; i < size; ++i) {
      if (i != best && population_.conflicts[i] >= population_.conflicts[worst]) worst = i;
    }
    return worst;
  }

  bool replace_worst_;
  Population children_;
  std::vector<std::uint8_t> changed_;
  int parents_[2] = {};
};

}  // namespace

ModelEntry steady_state_model() {
  return {.name = "steady-state",
          .description =
              "two children at a time replace the worst (or random) individuals, never the best",
          .params = {choice_param("replacement", {"worst", "random"},
                                  "whom a steady-state child replaces: the worst or a random "
                                  "individual, never the best")},
          .evolution =
              [](int n, const GaParams& ga, const ParamValues& params, Rng& rng) {
                return std::unique_ptr<Evolution>(new SteadyState(n, ga, params, rng));
              },
          .bytes =
              [](std::int64_t n, int population, const ParamValues&) {
                return (static_cast<std::uint64_t>(population) + 2) *
                       static_cast<std::uint64_t>(n) * sizeof(Column);
              }};
}

}  // namespace nqga
