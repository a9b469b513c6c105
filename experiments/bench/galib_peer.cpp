#include "galib_peer.hpp"

#include <ga/GA1DArrayGenome.h>
#include <ga/GASimpleGA.h>
#include <ga/garandom.h>

#include <cstring>
#include <ctime>
#include <utility>
#include <vector>

namespace nqga_bench {

namespace {

using Genome = GA1DArrayGenome<int>;

std::int64_t evaluations = 0;  // GAlib's objective is a plain function: the tally is global

// Conflicting pairs counted in O(n) on two arrays of diagonal counters (kept between calls,
// reset on the cells used), on the gene array itself (GAArray's pointer conversion).
std::int64_t conflicts_of(const Genome& board) {
  static std::vector<int> down, up;
  const int n = board.length();
  const int* genes = board;
  down.resize(2 * static_cast<std::size_t>(n));
  up.resize(2 * static_cast<std::size_t>(n));
  int* d = down.data();
  int* u = up.data() + n;
  std::int64_t conflicts = 0;
  for (int row = 0; row < n; ++row) conflicts += d[row + genes[row]]++ + u[row - genes[row]]++;
  for (int row = 0; row < n; ++row) d[row + genes[row]] = u[row - genes[row]] = 0;
  return conflicts;
}

// The objective of every program: non-attacking pairs, n(n-1)/2 - conflicts.
float non_attacking_pairs(GAGenome& g) {
  const auto& board = static_cast<const Genome&>(g);
  ++evaluations;
  const std::int64_t n = board.length();
  return static_cast<float>(n * (n - 1) / 2 - conflicts_of(board));
}

// GAlib clears a genome's evaluated flag only in its accessors; setting its objective again is
// the one way to say that the raw array changed without calling one a gene.
void mark_changed(Genome& board) { board.evaluator(board.evaluator()); }

// A uniformly random permutation (Fisher-Yates).
void random_board(GAGenome& g) {
  auto& board = static_cast<Genome&>(g);
  for (int row = 0; row < board.length(); ++row) board.gene(row, row);
  for (int row = board.length() - 1; row > 0; --row) board.swap(row, GARandomInt(0, row));
}

// GAlib's PMX for one child (GA1DArrayGenome::PartialMatchCrossover): the child starts as `base`
// and, for each row of [a, b), swaps in the column `donor` holds there; found through a position
// map instead of GAlib's linear search. O(n).
void pmx_child(const Genome& base, const Genome& donor, int a, int b, Genome& child,
               std::vector<int>& position) {
  child.copy(base);  // with its score: a child that comes out equal to its base keeps it
  for (int row = 0; row < base.length(); ++row) position[base.gene(row)] = row;
  for (int row = a; row < b; ++row) {
    const int column = donor.gene(row), from = position[column];
    if (from == row) continue;
    position[child.gene(row)] = from;
    position[column] = row;
    child.swap(row, from);
  }
}

// pmx_child on the raw arrays: the genes copied by one memcpy (the score with them, as
// GAGenome::copy does), the swaps made on the child's array.
void pmx_child_raw(const Genome& base, const Genome& donor, int a, int b, Genome& child,
                   std::vector<int>& position) {
  const int n = base.length();
  const int* from_base = base;
  const int* from_donor = donor;
  int* genes = child;
  child.GAGenome::copy(base);
  std::memcpy(genes, from_base, static_cast<std::size_t>(n) * sizeof(int));
  int* at = position.data();
  for (int row = 0; row < n; ++row) at[from_base[row]] = row;
  bool changed = false;
  for (int row = a; row < b; ++row) {
    const int column = from_donor[row], from = at[column];
    if (from == row) continue;
    at[genes[row]] = from;
    at[column] = row;
    std::swap(genes[row], genes[from]);
    changed = true;
  }
  if (changed) mark_changed(child);
}

// GAlib's crossover signature around one PMX child function: both children, or one when GAlib
// asks for one (the first parent's or the second's, by a coin).
template <auto child_of>
int pmx_pair(const GAGenome& p1, const GAGenome& p2, GAGenome* c1, GAGenome* c2) {
  static std::vector<int> position;
  const auto& mom = static_cast<const Genome&>(p1);
  const auto& dad = static_cast<const Genome&>(p2);
  position.resize(static_cast<std::size_t>(mom.length()));
  int a = GARandomInt(0, mom.length()), b = GARandomInt(0, dad.length());
  if (b < a) std::swap(a, b);
  if (c1 && c2) {
    child_of(mom, dad, a, b, static_cast<Genome&>(*c1), position);
    child_of(dad, mom, a, b, static_cast<Genome&>(*c2), position);
    return 2;
  }
  const bool mom_first = GARandomBit();
  child_of(mom_first ? mom : dad, mom_first ? dad : mom, a, b, static_cast<Genome&>(c1 ? *c1 : *c2),
           position);
  return 1;
}

// Two distinct rows drawn for a swap, with probability `rate`; false: no swap.
bool draw_swap(int n, float rate, int& i, int& j) {
  if (!GAFlipCoin(rate)) return false;
  i = GARandomInt(0, n - 1);
  j = GARandomInt(0, n - 2);
  if (j >= i) ++j;
  return true;
}

// One swap of two distinct rows with probability `rate`.
int one_swap(GAGenome& g, float rate) {
  auto& board = static_cast<Genome&>(g);
  int i = 0, j = 0;
  if (!draw_swap(board.length(), rate, i, j)) return 0;
  board.swap(i, j);
  return 1;
}

int one_swap_raw(GAGenome& g, float rate) {
  auto& board = static_cast<Genome&>(g);
  int i = 0, j = 0;
  if (!draw_swap(board.length(), rate, i, j)) return 0;
  int* genes = board;
  std::swap(genes[i], genes[j]);
  mark_changed(board);
  return 1;
}

// nqga's tournament: the best of 3 drawn uniformly with replacement, the first drawn winning
// ties. (GAlib's GATournamentSelector is another scheme: the better of two roulette picks.)
class UniformTournament : public GASelectionScheme {
 public:
  GASelectionScheme* clone() const override { return new UniformTournament; }
  GAGenome& select() const override {
    GAGenome* best = &pop->individual(GARandomInt(0, pop->size() - 1));
    for (int round = 1; round < 3; ++round) {
      GAGenome& rival = pop->individual(GARandomInt(0, pop->size() - 1));
      if (rival.score() > best->score()) best = &rival;
    }
    return *best;
  }
};

GABoolean solved_or_done(GAGeneticAlgorithm& ga) {
  const auto& board = static_cast<const Genome&>(ga.population().individual(0));
  const float all = static_cast<float>(board.length()) * (board.length() - 1) / 2;
  return (ga.statistics().maxEver() >= all || ga.generation() >= ga.nGenerations()) ? gaTrue
                                                                                    : gaFalse;
}

}  // namespace

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

PeerRun run_galib(int n, bool tournament, PeerOperators operators, unsigned seed, int generations) {
  const bool careful = operators != PeerOperators::kShipped;
  const bool raw = operators == PeerOperators::kRaw;
  Genome genome(n, non_attacking_pairs);
  genome.initializer(random_board);
  if (raw) {
    genome.crossover(pmx_pair<pmx_child_raw>);
    genome.mutator(one_swap_raw);
  } else {
    genome.crossover(careful ? pmx_pair<pmx_child> : Genome::PartialMatchCrossover);
    genome.mutator(careful ? one_swap : Genome::SwapMutator);
  }
  GASimpleGA ga(genome);
  ga.maximize();
  ga.populationSize(100);
  ga.nGenerations(static_cast<unsigned>(generations));
  ga.pCrossover(0.9f);
  ga.pMutation(careful ? 0.2f : 0.2f / static_cast<float>(n));
  ga.elitist(gaTrue);
  ga.scaling(GANoScaling());
  if (tournament) {
    ga.selector(UniformTournament());
  } else {
    ga.selector(GARouletteWheelSelector());
  }
  ga.terminator(solved_or_done);
  evaluations = 0;
  const double start = cpu_seconds();
  // GARandomSeed (which initialize calls) ignores a seed equal to the last one given, and the
  // generator goes on: GAResetRNG starts the seed's stream whatever came before.
  GAResetRNG(seed);
  ga.initialize(seed);
  while (!ga.done()) ga.step();
  const double used = cpu_seconds() - start;
  // Solved by the best board's own recount, not by the score GAlib kept for it.
  const auto& best = static_cast<const Genome&>(ga.statistics().bestIndividual());
  const std::int64_t left = conflicts_of(best);
  return {evaluations, ga.generation(), used, left == 0, left};
}

}  // namespace nqga_bench
