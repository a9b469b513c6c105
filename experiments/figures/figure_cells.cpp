#include "figures/figure_cells.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace nqga {

namespace {

FigureCell figure_cell(const ResultCell& cell) {
  FigureCell figure{.configuration = cell.configuration,
                    .problem = cell.problem,
                    .n = std::to_string(cell.n),
                    .problem_values = cell.problem_values,
                    .solver = cell.solver.name,
                    .work = cell.solver.work,
                    .work_column = cell.solver.work_column,
                    .seeded = cell.solver.seeded,
                    .instances = cell.instances,
                    .solvable = cell.solvable,
                    .unsolvable = cell.unsolvable,
                    .runs = cell.runs_on_solvable + cell.runs_on_undecided,
                    .runs_on_solvable = cell.runs_on_solvable,
                    .solved_on_solvable = cell.solved_on_solvable,
                    .runs_on_unsolvable = cell.runs_on_unsolvable,
                    .censored = cell.censored,
                    .success_interval = cell.success_interval,
                    .success = cell.success,
                    .work_spread = cell.work_spread,
                    .seconds = cell.seconds_spread,
                    .solved_work = {},
                    .censored_work = NAN,
                    .censored_seconds = NAN,
                    .decided_unsolvable = cell.decided_unsolvable,
                    .proof_work = cell.proof_work_spread};
  for (std::size_t k = 0; k < cell.work_attempts.size(); ++k) {
    const Attempt& work = cell.work_attempts[k];
    const Attempt& seconds = cell.seconds_attempts[k];
    if (work.solved) {
      figure.solved_work.push_back(work.work);
      continue;
    }
    figure.censored_work =
        std::isnan(figure.censored_work) ? work.work : std::max(figure.censored_work, work.work);
    figure.censored_seconds = std::isnan(figure.censored_seconds)
                                  ? seconds.work
                                  : std::max(figure.censored_seconds, seconds.work);
  }
  return figure;
}

}  // namespace

std::vector<FigureCell> figure_cells(const Results& results) {
  std::vector<FigureCell> cells;
  for (const ResultCell& cell : results.cells) {
    if (!cell.solver.counts) cells.push_back(figure_cell(cell));
  }
  return cells;
}

std::vector<std::string> figure_facets(const std::vector<std::string>& labels) {
  const std::size_t most = kSeriesPerFigure;
  if (labels.size() <= most) return std::vector<std::string>(labels.size(), "all");
  std::vector<std::string> first;
  std::map<std::string, std::size_t> sizes;
  for (const std::string& label : labels) {
    first.push_back(label.substr(0, label.find(' ')));
    ++sizes[first.back()];
  }
  const bool fits = std::all_of(sizes.begin(), sizes.end(),
                                [&](const auto& size) { return size.second <= most; });
  if (sizes.size() > 1 && sizes.size() < labels.size() && fits) return first;
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < labels.size(); ++i)
    parts.push_back("part" + std::to_string(i / most + 1));
  return parts;
}

std::string label_without_n(const FigureCell& cell) {
  const std::size_t space = cell.problem.find(' ');
  return space == std::string::npos ? cell.configuration
                                    : cell.configuration + cell.problem.substr(space);
}

namespace {

std::vector<std::string> words_of(const std::string& label) {
  std::vector<std::string> words;
  std::istringstream in(label);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

}  // namespace

std::string factor_shared_words(std::vector<std::string>& labels) {
  if (labels.size() < 2) return "";
  std::vector<std::vector<std::string>> split;
  for (const auto& label : labels) split.push_back(words_of(label));
  std::vector<std::string> shared;
  for (const auto& word : split.front()) {
    const auto holds = [&](const auto& words) {
      return std::find(words.begin(), words.end(), word) != words.end();
    };
    if (std::all_of(split.begin(), split.end(), holds)) shared.push_back(word);
  }
  const auto all_shared = [&](const auto& words) { return words.size() == shared.size(); };
  if (shared.empty() || std::any_of(split.begin(), split.end(), all_shared)) return "";
  for (std::size_t k = 0; k < labels.size(); ++k) {
    std::string rest;
    for (const auto& word : split[k]) {
      if (std::find(shared.begin(), shared.end(), word) == shared.end())
        rest += (rest.empty() ? "" : " ") + word;
    }
    labels[k] = rest;
  }
  std::string joined;
  for (const auto& word : shared) joined += (joined.empty() ? "" : " ") + word;
  return joined;
}

std::string finite_field(double value) { return std::isfinite(value) ? number_field(value) : ""; }

std::string censored_count(const FigureCell& cell) {
  return cell.censored == 0 ? "" : std::to_string(cell.censored) + "/" + std::to_string(cell.runs);
}

}  // namespace nqga
