// nqga's public API in one include: the board and its checks, the RNG, declared parameters and
// the registries (operators, models, solvers), the GA engine with its observer, the evolution
// models' building blocks (models/evolution.hpp), the exact reference, the large-n search, the
// experiment as an API (Experiment: run a sweep, read its summary, write its report) and the
// command line as a function (cli_main) for a program that registers its own pieces. Installed as
// <nqga/nqga.hpp>; every header it names is installed beside it.
#pragma once

#include "board.hpp"
#include "cli/cli.hpp"
#include "engine.hpp"
#include "evaluation/diagonal_counts.hpp"
#include "evaluation/fitness.hpp"
#include "evaluation/population.hpp"
#include "evaluation/workspace.hpp"
#include "exact/classic.hpp"
#include "exact/count.hpp"
#include "exact/enumerate.hpp"
#include "exact/first.hpp"
#include "exact/kernel.hpp"
#include "exact/subproblems.hpp"
#include "experiment/experiment.hpp"
#include "local/construction.hpp"
#include "local/min_conflicts.hpp"
#include "models/evolution.hpp"
#include "models/model.hpp"
#include "operators/crossover.hpp"
#include "operators/mutation.hpp"
#include "operators/operator_registry.hpp"
#include "operators/selection.hpp"
#include "parallel.hpp"
#include "params.hpp"
#include "registry.hpp"
#include "rng.hpp"
#include "run_result.hpp"
#include "solvers/solver.hpp"
