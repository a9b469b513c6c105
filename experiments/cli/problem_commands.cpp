#include "cli/problem_commands.hpp"

#include <charconv>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include "counted.hpp"
#include "exact/completion.hpp"
#include "problem/cnf.hpp"
#include "problem/instance_file.hpp"
#include "problem/problem_kind.hpp"
#include "run/board_file.hpp"
#include "run/files.hpp"
#include "run/threads.hpp"

namespace nqga {

namespace {

// "FILE (n = 8, 3 queens given, 5 squares blocked)".
std::string instance_label(const std::string& path, const Instance& instance) {
  return path + " (n = " + std::to_string(instance.size()) + ", " +
         counted(instance.given_count(), "queen") + " given, " +
         counted(static_cast<std::int64_t>(instance.blocked_squares().size()), "square") +
         " blocked)";
}

// NAME=VALUE as the value the declaration of NAME asks for (a whole number, a real or a word);
// an undeclared NAME's value stays a word, for with_defaults to refuse by name.
std::pair<std::string, ParamValue> parameter_setting(const std::string& setting,
                                                     const std::vector<ParamSpec>& specs) {
  const auto equals = setting.find('=');
  if (equals == std::string::npos || equals == 0) {
    throw std::invalid_argument("'" + setting + "' is not NAME=VALUE");
  }
  const std::string name = setting.substr(0, equals), text = setting.substr(equals + 1);
  for (const ParamSpec& spec : specs) {
    if (spec.name != name) continue;
    const char* end = text.data() + text.size();
    if (spec.kind == ParamKind::kInteger) {
      std::int64_t value = 0;
      const auto [at, error] = std::from_chars(text.data(), end, value);
      if (error != std::errc() || at != end || text.empty()) {
        throw std::invalid_argument(name + ": expected a whole number, got '" + text + "'");
      }
      return {name, value};
    }
    if (spec.kind == ParamKind::kReal) {
      char* at = nullptr;
      const double value = std::strtod(text.c_str(), &at);
      if (at != end || text.empty()) {
        throw std::invalid_argument(name + ": expected a number, got '" + text + "'");
      }
      return {name, value};
    }
  }
  return {name, text};
}

// The instance of `o`: read from o.problem, or drawn from its kind, parameters and seed.
Instance instance_of(const InstanceOptions& o) {
  if (!o.problem.empty()) {
    if (!o.kind.empty() || !o.params.empty()) {
      throw std::invalid_argument(
          "--problem reads an instance: N, KIND and NAME=VALUE draw one, "
          "not both");
    }
    return read_problem_file(o.problem, o.n == 0 ? kSizeFromProblem : o.n);
  }
  if (o.kind.empty())
    throw std::invalid_argument("give N KIND to draw an instance, or --problem FILE");
  const auto entry = problem_registry().at(o.kind);
  ParamValues values;
  for (const std::string& setting : o.params) {
    auto [name, value] = parameter_setting(setting, entry->params);
    if (values.has(name)) {
      throw std::invalid_argument(name + " given twice ('" + setting + "' after " + name + "=" +
                                  format_value(values.at(name)) + "); keep one");
    }
    values.set(std::move(name), std::move(value));
  }
  Rng rng(o.seed);
  return entry->generate(o.n, with_defaults(entry->params, values, "problem '" + o.kind + "'"),
                         rng);
}

// What the CNF's comment says of its encoding (problem/cnf.hpp).
constexpr const char* kCnfEncoding =
    "one variable per unblocked square, numbered row by row; at least one queen a row and a "
    "column,\nat most one a row, column and diagonal (pairwise); given queens as unit clauses "
    "(docs/problems.md)";

// Why --out and --cnf cannot both be written, or "": they name one file, or both standard output
// ('-'; standard output redirected to a file is that file, through /dev/stdout).
std::string shared_outputs(const InstanceOptions& o) {
  if (o.out == "-" && o.cnf == "-") {
    return "--out - and --cnf - both name standard output, where the two files would run into "
           "one; give one of them a file (nothing was written)";
  }
  const auto file = [](const std::string& path) { return path == "-" ? "/dev/stdout" : path; };
  return shared_output_refusal({{"--out", file(o.out)}, {"--cnf", file(o.cnf)}});
}

}  // namespace

Instance read_problem_file(const std::string& path, int n) {
  Instance instance = read_instance_file(path);
  if (n != kSizeFromProblem && n != instance.size()) {
    throw std::invalid_argument("N = " + std::to_string(n) + " but " + path + " has n = " +
                                std::to_string(instance.size()) + " (leave N out with --problem)");
  }
  return instance;
}

void refuse_with_problem(std::initializer_list<std::pair<const char*, bool>> options) {
  std::string set;
  for (const auto& [name, given] : options) {
    if (given) set += (set.empty() ? "" : ", ") + std::string(name);
  }
  if (!set.empty()) {
    throw std::invalid_argument(
        set + ": not with --problem, whose instance the bitboard search takes alone");
  }
}

std::string undecided_text(double time_limit_s, std::uint64_t nodes) {
  std::ostringstream text;
  text << "undecided after " << time_limit_s << " s, " << nodes
       << (nodes == 1 ? " node visited" : " nodes visited");
  return text.str();
}

int instance_count_command(const CountOptions& o, std::ostream& out, std::ostream& err) {
  refuse_with_problem({{"--classic", o.classic},
                       {"--no-prune", o.no_prune},
                       {"--kernel", o.kernel != "automatic"},
                       {"--out", !o.out.empty()},
                       {"--shard", !o.shard.empty()},
                       {"--progress", o.progress}});
  const Instance instance = read_problem_file(o.problem, o.n);
  const int threads = threads_for("--threads", o.threads, kUnboundedWork, err);
  const CompletionCount count = count_completions(instance, threads, o.time_limit_s);
  const std::string reason = count.total == 0 ? no_completion_reason(instance) : "";
  if (o.json) {
    nlohmann::json j{{"n", instance.size()},
                     {"problem", o.problem},
                     {"given", instance.given_count()},
                     {"blocked", instance.blocked_squares().size()},
                     {"decided", count.complete},
                     {"total", count.total},
                     {"visited_nodes", count.visited_nodes},
                     {"seconds", count.seconds},
                     {"threads", threads}};
    if (!count.complete) j["time_limit_s"] = o.time_limit_s;
    if (!reason.empty()) j["no_completion_reason"] = reason;
    out << j.dump() << "\n";
  } else if (!count.complete) {
    out << instance_label(o.problem, instance) << ": "
        << undecided_text(o.time_limit_s, count.visited_nodes) << " (at least " << count.total
        << (count.total == 1 ? " completion)\n" : " completions)\n");
  } else {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", count.seconds);
    out << instance_label(o.problem, instance) << ": "
        << (reason.empty() ? std::to_string(count.total) : "no completion: " + reason)
        << (!reason.empty()    ? ""
            : count.total == 1 ? " completion"
                               : " completions")
        << "\n  (" << counted(count.visited_nodes, "node") << " visited, " << seconds << " s, "
        << threads << (threads == 1 ? " thread)\n" : " threads)\n");
  }
  return count.complete ? 0 : kExitUndecided;
}

int check_instance_command(const std::string& board_path, const std::string& problem_path,
                           bool json, std::ostream& out, std::ostream& err) {
  Board board;
  Instance instance;
  const auto refuse = [&](const std::exception& e) {
    err << "nqga check: " << e.what() << "\n";
    return 2;
  };
  try {
    board = read_board_file(board_path);
    instance = read_instance_file(problem_path);
  } catch (const BoardFileError& e) {
    return refuse(e);
  } catch (const InstanceFileError& e) {
    return refuse(e);
  }
  if (board.size() != static_cast<std::size_t>(instance.size())) {
    err << "nqga check: the board " << board_path << " has n = " << board.size() << " but the "
        << "instance " << problem_path << " has n = " << instance.size() << "\n";
    return 2;
  }
  const InstanceCheck check = check_on_instance(board, instance);
  const std::string verdict = check.describe(board, instance);
  if (json) {
    out << nlohmann::json{{"file", board_path},
                          {"instance", problem_path},
                          {"n", board.size()},
                          {"valid", check.valid()},
                          {"problem", check.valid() ? "" : verdict}}
               .dump()
        << "\n";
  } else {
    out << board_path << " on " << problem_path << ": " << (check.valid() ? "" : "invalid: ")
        << verdict << "\n";
  }
  return check.valid() ? 0 : 1;
}

int instance_command(const InstanceOptions& o, std::ostream& out, std::ostream& err) {
  if (const std::string shared = shared_outputs(o); !shared.empty()) {
    err << "nqga instance: " << shared << "\n";
    return 2;
  }
  std::string text, cnf;
  try {
    const Instance instance = instance_of(o);
    text = instance_file_text(instance);
    if (!o.cnf.empty()) {
      cnf = dimacs_text(
          instance_cnf(instance),
          "nqga instance: " + instance_label(o.problem.empty() ? o.kind : o.problem, instance) +
              "\n" + kCnfEncoding);
    }
  } catch (const std::invalid_argument& e) {  // InstanceFileError too
    err << "nqga instance: " << e.what() << "\n";
    return 2;
  }
  const auto write = [&out](const std::string& path, const std::string& content) {
    if (path == "-") {
      out << content;
    } else {
      write_file_atomically(path, content);
    }
  };
  if (!o.out.empty() || o.cnf.empty()) write(o.out.empty() ? "-" : o.out, text);
  if (!o.cnf.empty()) write(o.cnf, cnf);
  return 0;
}

}  // namespace nqga
