// The operator registry: maps the names used in configs (`roulette`, `range`, `swap`, ...) to
// operators once, at configuration time, so the engine never switches on names.
#pragma once

#include <Eigen/Core>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../board.hpp"
#include "../rng.hpp"
#include "workspace.hpp"

namespace nqga {

using SelectionOp =
    std::function<void(const Eigen::VectorXd& weights, Rng&, std::span<int> picks, Workspace&)>;
using CrossoverOp = std::function<void(BoardView a, BoardView b, Rng&, BoardSpan child_a,
                                       BoardSpan child_b, Workspace&)>;
using MutationOp = std::function<void(BoardSpan board, Rng&, Workspace&)>;

// The names each family accepts, the default first.
const std::vector<std::string>& selection_names();  // roulette, sus, tournament
const std::vector<std::string>& crossover_names();  // range (PMX), ox, cx
const std::vector<std::string>& mutation_names();   // swap, inversion, conflict-swap, repair

// The operator of a name from the lists above; throws std::invalid_argument naming the accepted
// names otherwise. `tournament_size` is used by `tournament` only.
SelectionOp make_selection(std::string_view name, int tournament_size);
CrossoverOp make_crossover(std::string_view name);
MutationOp make_mutation(std::string_view name);

}  // namespace nqga
