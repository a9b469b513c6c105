// The (mu + lambda) and (mu, lambda) models (DEAP's eaMuPlusLambda and eaMuCommaLambda): lambda
// children bred from the mu = ga.population parents, then the best mu of parents and children
// together (plus: elitist) or of the children alone (comma: lambda >= mu) survive.
#include "builtin_models.hpp"

namespace nqga {

namespace {

class MuLambda final : public Evolution {
 public:
  MuLambda(int n, const GaParams& ga, const ParamValues& params, Rng& rng, bool plus)
      : Evolution(n, ga, rng),
        plus_(plus),
        lambda_(static_cast<int>(params.integer("lambda"))),
        children_(lambda_, n),
        next_(ga.population, n),
        picks_(static_cast<std::size_t>(parents_for(lambda_))),
        changed_(static_cast<std::size_t>(lambda_)) {}

  void advance() override {
    weigh();
    select(picks_);
    breed(picks_, children_, 0, lambda_, changed_);
    mutate(children_, 0, lambda_, changed_);
    survive(evaluate(children_, 0, lambda_, changed_));
  }

  std::int64_t children_per_generation() const override { return lambda_; }

 private:
  // The best mu of the candidates (parents first, then the first `children` children; ties by
  // that order) become the next population; fewer when a halted generation left fewer
  // candidates. O((mu + lambda) log mu + mu n).
  void survive(int children) {
    const int mu = population_.size(), parents = plus_ ? mu : 0;
    candidates_.resize(static_cast<std::size_t>(parents + children));
    for (int i = 0; i < parents; ++i)
      candidates_[static_cast<std::size_t>(i)] = population_.conflicts[i];
    for (int c = 0; c < children; ++c) {
      candidates_[static_cast<std::size_t>(parents + c)] = children_.conflicts[c];
    }
    const int survivors = std::min(mu, parents + children);
    best_indices(candidates_, survivors, order_);
    for (int k = 0; k < survivors; ++k) {
      const int pick = order_[static_cast<std::size_t>(k)];
      if (pick < parents) {
        copy(population_, pick, next_, k);
      } else {
        copy(children_, pick - parents, next_, k);
      }
    }
    std::swap(population_, next_);
    if (survivors < mu) keep_rows(survivors);
  }

  bool plus_;
  int lambda_;
  Population children_, next_;
  std::vector<int> picks_;
  std::vector<std::uint8_t> changed_;
  ConflictVector candidates_;
};

ModelEntry mu_lambda_model(bool plus) {
  const std::string name = plus ? "mu-plus-lambda" : "mu-comma-lambda";
  return {.name = name,
          .description =
              plus ? "ga.lambda children; the best ga.population of parents and children survive"
                   : "ga.lambda children; the best ga.population of the children alone survive",
          .params = {integer_param("lambda", 100, 1, 1'000'000,
                                   "children per generation in the (mu+lambda) and (mu,lambda) "
                                   "models; mu is ga.population")},
          .evolution =
              [plus](int n, const GaParams& ga, const ParamValues& params, Rng& rng) {
                return std::unique_ptr<Evolution>(new MuLambda(n, ga, params, rng, plus));
              },
          .check = [plus](const ParamValues& params,
                          const GaShape& shape) -> std::optional<ParamProblem> {
            const std::int64_t lambda = params.integer("lambda");
            if (plus || lambda >= shape.population) return std::nullopt;
            return ParamProblem{
                "lambda", "must be at least ga.population (" + std::to_string(shape.population) +
                              ") for the mu-comma-lambda model, got " + std::to_string(lambda)};
          },
          .bytes =
              [](std::int64_t n, int population, const ParamValues& params) {
                const auto boards = 2 * static_cast<std::uint64_t>(population) +
                                    static_cast<std::uint64_t>(params.integer("lambda"));
                return boards * static_cast<std::uint64_t>(n) * sizeof(Column);
              }};
}

}  // namespace

ModelEntry mu_plus_lambda_model() { return mu_lambda_model(true); }
ModelEntry mu_comma_lambda_model() { return mu_lambda_model(false); }

}  // namespace nqga
