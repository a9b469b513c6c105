// The command line on instances (docs/problems.md): `nqga count --problem FILE` counts an
// instance file's completions, `nqga check BOARD --problem FILE` validates a board against it
// (`nqga first --problem FILE` is first_command's), and `nqga instance` draws an instance from a
// registered problem kind into such a file.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "cli/exact_commands.hpp"
#include "problem/instance.hpp"

namespace nqga {

// The instance in the file at `path` (problem/instance_file.hpp; throws InstanceFileError). A
// size `n` given beside it (not kSizeFromProblem) must be the file's: std::invalid_argument
// otherwise.
Instance read_problem_file(const std::string& path, int n);

// Throws std::invalid_argument naming the options (name, whether set) that are set but do not
// apply with --problem.
void refuse_with_problem(std::initializer_list<std::pair<const char*, bool>> options);

// "undecided after 10 s, N nodes visited": what a search says when its time limit ran out.
std::string undecided_text(double time_limit_s, std::uint64_t nodes);

// count_command with o.problem set: the completions, nodes visited and seconds, or why there are
// none without a search. Exit 0; kExitUndecided when o.time_limit_s ran out first; 2 for a bad
// file or an option that does not apply (message on `err`).
int instance_count_command(const CountOptions& o, std::ostream& out, std::ostream& err);

// Validates the board file at `board_path` against the instance at `problem_path`
// (check_on_instance): exit 0 valid, 1 not, 2 an unreadable file or sizes that differ.
int check_instance_command(const std::string& board_path, const std::string& problem_path,
                           bool json, std::ostream& out, std::ostream& err);

struct InstanceOptions {
  int n = 0;
  std::string kind;                 // a registered problem kind
  std::vector<std::string> params;  // NAME=VALUE, its parameters (problem.NAME in a config)
  std::uint64_t seed = 1;           // the generator's seed (problem.seed in a config)
  std::string problem;              // an instance file read instead of drawing one
  std::string out;                  // the instance file; empty or -: standard output
  std::string cnf;                  // the CNF encoding (problem/cnf.hpp); -: standard output
};

// Draws the instance of `o` (or reads o.problem) and writes it as an instance file, to o.out or,
// when neither o.out nor o.cnf is set, to `out`; and its CNF encoding to o.cnf. Exit 0; 2 for an
// unknown kind, a parameter it does not take or out of range, an instance that cannot be drawn,
// an unreadable file, both a file and a kind, or a board too large for the CNF.
int instance_command(const InstanceOptions& o, std::ostream& out, std::ostream& err);

}  // namespace nqga
