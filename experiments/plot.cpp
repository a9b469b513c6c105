#include "plot.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "config.hpp"
#include "results.hpp"

#ifndef NQGA_PLOTS_DIR
#define NQGA_PLOTS_DIR "plots"
#endif

namespace nqga {

namespace fs = std::filesystem;

int Table::column(const std::string& name) const {
  const auto it = std::find(header.begin(), header.end(), name);
  return it == header.end() ? -1 : static_cast<int>(it - header.begin());
}

Table read_table(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  Table table;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      row.push_back(std::move(field));
      field.clear();
    } else if (c == '\n') {
      row.push_back(std::move(field));
      field.clear();
      (table.header.empty() ? table.header : table.rows.emplace_back()) = std::move(row);
      row.clear();
    } else if (c != '\r') {
      field += c;
    }
  }
  return table;
}

std::string table_csv(const Table& table) {
  std::string csv;
  auto line = [&](const std::vector<std::string>& cells) {
    for (const auto& cell : cells) (csv += csv_field(cell)) += ',';
    csv.back() = '\n';
  };
  line(table.header);
  for (const auto& row : table.rows) line(row);
  return csv;
}

namespace {

double number(const std::string& cell) {
  if (cell.empty()) return std::nan("");
  if (cell == "inf") return INFINITY;
  return std::stod(cell);
}

std::string cell(double value) {
  return std::isfinite(value) ? csv_number(value) : std::isinf(value) ? "inf" : "";
}

// The cell of column `name`; empty when the table has no such column (older or hand-made files).
const std::string& at(const Table& table, const std::vector<std::string>& row, const char* name) {
  static const std::string missing;
  const int column = table.column(name);
  return column < 0 || static_cast<std::size_t>(column) >= row.size()
             ? missing
             : row[static_cast<std::size_t>(column)];
}

// What summary.csv says of its points: the swept parameters and the series each point belongs to.
struct SweepShape {
  std::vector<std::string> axes;  // swept columns of summary.csv other than n and solver
  bool n_varies = false, solver_varies = false;
  std::vector<std::string> n_values;  // distinct, in order of appearance
};

SweepShape shape_of(const Table& summary) {
  SweepShape shape;
  // summary.csv lists the swept parameters between `label` and `n`.
  const int label = summary.column("label"), n = summary.column("n");
  for (int c = label + 1; c < n; ++c)
    shape.axes.push_back(summary.header[static_cast<std::size_t>(c)]);
  std::set<std::string> solvers;
  for (const auto& row : summary.rows) {
    const std::string& n_value = at(summary, row, "n");
    if (std::find(shape.n_values.begin(), shape.n_values.end(), n_value) == shape.n_values.end()) {
      shape.n_values.push_back(n_value);
    }
    solvers.insert(at(summary, row, "solver"));
  }
  shape.n_varies = shape.n_values.size() > 1;
  shape.solver_varies = solvers.size() > 1;
  return shape;
}

// A point's label without n: "solver=ga ga.selection.method=roulette", or "all".
std::string series_label(const Table& summary, const SweepShape& shape,
                         const std::vector<std::string>& row) {
  std::string label;
  auto add = [&](const std::string& name) {
    label += (label.empty() ? "" : " ") + name + "=" + at(summary, row, name.c_str());
  };
  if (shape.solver_varies) add("solver");
  for (const auto& axis : shape.axes) add(axis);
  return label.empty() ? "all" : label;
}

// Index of `label` in `labels`, appended when new.
int series_index(std::vector<std::string>& labels, const std::string& label) {
  const auto it = std::find(labels.begin(), labels.end(), label);
  if (it != labels.end()) return static_cast<int>(it - labels.begin());
  labels.push_back(label);
  return static_cast<int>(labels.size() - 1);
}

void convergence(const Table& summary, const SweepShape& shape, const Table& quantiles,
                 PlotData& data) {
  if (quantiles.rows.empty()) {
    data.skipped.push_back("convergence: no per-generation logs (no GA runs)");
    return;
  }
  std::set<std::string> points;
  for (const auto& row : quantiles.rows) points.insert(at(quantiles, row, "point"));
  // Up to 6 curves share a figure; beyond, when other parameters vary too, one figure per n.
  const bool others_vary = !shape.axes.empty();
  const std::string facet_column = points.size() > 6 && shape.n_varies && others_vary ? "n" : "";
  Table table;
  table.header = {"facet",    "series",   "label",       "generation", "runs",    "best_median",
                  "best_q25", "best_q75", "mean_median", "mean_q25",   "mean_q75"};
  std::map<std::string, std::vector<std::string>> labels;  // per facet
  for (const auto& row : quantiles.rows) {
    const std::string facet = facet_column.empty()
                                  ? "all"
                                  : facet_column + "=" + at(quantiles, row, facet_column.c_str());
    std::string label = at(quantiles, row, "label");
    if (!facet_column.empty()) {
      label = series_label(summary, shape, summary.rows[std::stoul(at(quantiles, row, "point"))]);
    }
    const int series = series_index(labels[facet], label);
    std::vector<std::string> out{facet, std::to_string(series), label};
    for (const char* name : {"generation", "runs", "best_median", "best_q25", "best_q75",
                             "mean_median", "mean_q25", "mean_q75"}) {
      out.push_back(at(quantiles, row, name));
    }
    table.rows.push_back(std::move(out));
  }
  // A facet whose runs all ended at generation 0 has no curve to draw.
  std::map<std::string, bool> moves;
  for (const auto& row : table.rows) moves[row[0]] = moves[row[0]] || row[3] != "0";
  std::erase_if(table.rows, [&](const auto& row) { return !moves[row[0]]; });
  for (const auto& [facet, moved] : moves) {
    if (!moved)
      data.skipped.push_back("convergence (" + facet + "): every run ended at generation 0");
  }
  if (table.rows.empty()) return;
  data.tables["convergence"] = std::move(table);
}

void against_n(const Table& runs, const Table& summary, const SweepShape& shape,
               double time_limit_s, PlotData& data) {
  if (!shape.n_varies) {
    data.skipped.push_back("time and success against n: n takes one value");
    return;
  }
  std::map<std::string, int> timed_out;  // by point
  for (const auto& row : runs.rows)
    timed_out[at(runs, row, "point")] += at(runs, row, "stop_reason") == "time_limit";
  Table time, success;
  time.header = {"series",       "label",       "n",           "seconds_median",
                 "seconds_q25",  "seconds_q75", "work_median", "work",
                 "success_rate", "runs",        "timed_out",   "timeout_y"};
  success.header = {"series", "label", "n", "success_rate", "solved", "runs"};
  std::vector<std::string> labels;
  for (const auto& row : summary.rows) {
    const std::string label = series_label(summary, shape, row);
    const std::string series = std::to_string(series_index(labels, label));
    const bool ga = at(summary, row, "solver") == "ga";
    const int outs = timed_out[at(summary, row, "point")];
    const bool none_solved = number(at(summary, row, "solved")) == 0;
    time.rows.push_back({series, label, at(summary, row, "n"), at(summary, row, "seconds_median"),
                         at(summary, row, "seconds_q25"), at(summary, row, "seconds_q75"),
                         at(summary, row, ga ? "evaluations_median" : "nodes_median"),
                         ga ? "evaluations" : "nodes", at(summary, row, "success_rate"),
                         at(summary, row, "runs"), std::to_string(outs),
                         none_solved && outs > 0 ? cell(time_limit_s) : ""});
    success.rows.push_back({series, label, at(summary, row, "n"), at(summary, row, "success_rate"),
                            at(summary, row, "solved"), at(summary, row, "runs")});
  }
  // One series' rows together and in order of n, so that gnuplot draws each as one line.
  for (Table* table : {&time, &success}) {
    std::stable_sort(table->rows.begin(), table->rows.end(), [](const auto& a, const auto& b) {
      return std::stoi(a[0]) != std::stoi(b[0]) ? std::stoi(a[0]) < std::stoi(b[0])
                                                : std::stod(a[2]) < std::stod(b[2]);
    });
  }
  data.tables["time_vs_n"] = std::move(time);
  data.tables["success"] = std::move(success);
}

void ecdf(const Table& runs, PlotData& data) {
  std::map<int, std::vector<double>> solved;  // evaluations of solved GA runs, by point
  std::map<int, int> total;
  std::map<int, std::string> labels;
  double lowest = INFINITY, highest = 0;
  for (const auto& row : runs.rows) {
    if (at(runs, row, "solver") != "ga") continue;
    const int point = std::stoi(at(runs, row, "point"));
    ++total[point];
    if (at(runs, row, "solved") == "true" && at(runs, row, "validated") == "true") {
      const double evaluations = number(at(runs, row, "evaluations"));
      solved[point].push_back(evaluations);
      lowest = std::min(lowest, evaluations);
      highest = std::max(highest, evaluations);
    }
  }
  if (solved.empty()) {
    data.skipped.push_back("run-time distribution: no solved GA run");
    return;
  }
  Table table;
  table.header = {"series", "point", "evaluations", "fraction"};
  int series = 0;
  for (auto& [point, runs_total] : total) {
    auto& evaluations = solved[point];
    std::sort(evaluations.begin(), evaluations.end());
    const std::string s = std::to_string(series++), p = std::to_string(point);
    // From the left edge at 0 to each success, then flat at the success rate to the right edge.
    table.rows.push_back({s, p, cell(lowest), "0"});
    for (std::size_t k = 0; k < evaluations.size(); ++k) {
      table.rows.push_back(
          {s, p, cell(evaluations[k]), cell(static_cast<double>(k + 1) / runs_total)});
    }
    table.rows.push_back(
        {s, p, cell(highest), cell(static_cast<double>(evaluations.size()) / runs_total)});
  }
  data.tables["ecdf"] = std::move(table);
}

void heatmap(const Table& summary, const SweepShape& shape, PlotData& data) {
  std::vector<std::string> swept;
  if (shape.n_varies) swept.push_back("n");
  if (shape.solver_varies) swept.push_back("solver");
  for (const auto& axis : shape.axes) swept.push_back(axis);
  if (swept.size() != 2) {
    data.skipped.push_back("heatmap: needs exactly two swept parameters, this run has " +
                           std::to_string(swept.size()));
    return;
  }
  std::vector<std::string> xs, ys;
  Table table;
  table.header = {"x_index", "y_index", "x", "y", "success_rate", "ert_evaluations", "runs"};
  for (const auto& row : summary.rows) {
    const int x = series_index(xs, at(summary, row, swept[0].c_str()));
    const int y = series_index(ys, at(summary, row, swept[1].c_str()));
    table.rows.push_back({std::to_string(x), std::to_string(y), xs[static_cast<std::size_t>(x)],
                          ys[static_cast<std::size_t>(y)], at(summary, row, "success_rate"),
                          at(summary, row, "ert_evaluations"), at(summary, row, "runs")});
  }
  table.header[2] = swept[0];  // name the axes after the parameters
  table.header[3] = swept[1];
  data.tables["heatmap"] = std::move(table);
}

void final_conflicts(const Table& runs, const Table& summary, PlotData& data) {
  Table table;
  table.header = {"series", "label", "best_conflicts"};
  bool unsolved = false;
  std::map<std::string, int> series;
  for (const auto& row : runs.rows) {
    if (at(runs, row, "solver") != "ga") continue;
    unsolved |= at(runs, row, "solved") != "true";
    const std::string& point = at(runs, row, "point");
    const auto [it, added] = series.emplace(point, static_cast<int>(series.size()));
    table.rows.push_back({std::to_string(it->second),
                          at(summary, summary.rows[std::stoul(point)], "label"),
                          at(runs, row, "best_conflicts")});
  }
  if (!unsolved) {
    data.skipped.push_back("final conflicts: every GA run solved");
    return;
  }
  data.tables["final_conflicts"] = std::move(table);
}

void coverage(const Table& summary, PlotData& data) {
  Table table;
  table.header = {"series",
                  "label",
                  "distinct_solutions",
                  "total_solutions",
                  "solutions_fraction",
                  "distinct_classes",
                  "total_classes",
                  "classes_fraction"};
  for (const auto& row : summary.rows) {
    if (at(summary, row, "solver") != "ga" || at(summary, row, "total_solutions").empty()) continue;
    const double solutions = number(at(summary, row, "distinct_solutions")),
                 total = number(at(summary, row, "total_solutions")),
                 classes = number(at(summary, row, "distinct_classes")),
                 total_classes = number(at(summary, row, "total_classes"));
    table.rows.push_back({std::to_string(table.rows.size()), at(summary, row, "label"),
                          cell(solutions), cell(total), cell(total > 0 ? solutions / total : 0),
                          cell(classes), cell(total_classes),
                          cell(total_classes > 0 ? classes / total_classes : 0)});
  }
  if (table.rows.empty()) {
    data.skipped.push_back("solution-space coverage: no GA point with n <= validate.exact_up_to");
    return;
  }
  data.tables["coverage"] = std::move(table);
}

}  // namespace

PlotData plot_data(const Table& runs, const Table& summary, const Table& quantiles,
                   double time_limit_s) {
  PlotData data;
  const SweepShape shape = shape_of(summary);
  convergence(summary, shape, quantiles, data);
  against_n(runs, summary, shape, time_limit_s, data);
  ecdf(runs, data);
  heatmap(summary, shape, data);
  final_conflicts(runs, summary, data);
  coverage(summary, data);
  return data;
}

std::string shell_quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

bool on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (::access((fs::path(dir) / program).c_str(), X_OK) == 0) return true;
  }
  return false;
}

namespace {

// A gnuplot string literal (double quotes; backslash and quote escaped).
std::string gnuplot_string(const std::string& text) {
  std::string q = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') q += '\\';
    q += c;
  }
  return q + "\"";
}

fs::path scripts_dir() {
  const char* override_dir = std::getenv("NQGA_PLOTS_DIR");
  return override_dir ? fs::path(override_dir) : fs::path(NQGA_PLOTS_DIR);
}

// The series titles of a table as gnuplot words ("a b" "c"), in series order.
std::string titles(const Table& table, const std::string& label_column,
                   const std::string& facet = "") {
  std::map<int, std::string> by_series;
  const int facet_col = table.column("facet");
  for (const auto& row : table.rows) {
    if (!facet.empty() && row[static_cast<std::size_t>(facet_col)] != facet) continue;
    by_series.emplace(std::stoi(at(table, row, "series")), at(table, row, label_column.c_str()));
  }
  std::string words;
  for (const auto& [series, label] : by_series) {
    std::string clean = label;
    std::replace(clean.begin(), clean.end(), '"', '\'');
    words += (words.empty() ? "\"" : " \"") + clean + "\"";
  }
  return words;
}

}  // namespace

int plot_directory(const std::string& dir_text, std::ostream& out, std::ostream& err) {
  const fs::path dir(dir_text);
  if (!fs::exists(dir / "summary.csv") || !fs::exists(dir / "runs.csv")) {
    err << "nqga plot: " << dir_text << " has no summary.csv and runs.csv; run `nqga summarize "
        << dir_text << "` first if it is a run directory\n";
    return 2;
  }
  const Table runs = read_table((dir / "runs.csv").string());
  const Table summary = read_table((dir / "summary.csv").string());
  const Table quantiles = fs::exists(dir / "generations_quantiles.csv")
                              ? read_table((dir / "generations_quantiles.csv").string())
                              : Table{};
  double time_limit_s = 0;
  if (fs::exists(dir / "config.yaml")) {
    time_limit_s = std::get<double>(
        load_config((dir / "config.yaml").string(), {}).single("stop.time_limit_s"));
  }
  const PlotData data = plot_data(runs, summary, quantiles, time_limit_s);
  const fs::path plots = dir / "plots";
  fs::create_directories(plots);
  for (const auto& [stem, table] : data.tables) {
    write_file_atomically(plots / (stem + ".csv"), table_csv(table));
  }
  for (const auto& reason : data.skipped) out << "not drawn: " << reason << "\n";

  if (!on_path("gnuplot")) {
    out << "gnuplot is not installed, so no figures were drawn; the plot data is in "
        << plots.string()
        << "/*.csv.\n  Install it (apt-get install gnuplot-nox) and run `nqga plot " << dir_text
        << "`.\n";
    return 0;
  }
  int seeds = 0;
  for (const auto& row : summary.rows) seeds = std::max(seeds, std::stoi(at(summary, row, "runs")));

  // One figure: script plots/<script>.gp over <stem>.csv, written as <name>.png and <name>.svg
  // (under a temporary name first, so that a killed gnuplot leaves no partial figure).
  int drawn = 0, failed = 0;
  auto render = [&](const std::string& script, const std::string& stem, const std::string& name,
                    const std::string& variables) {
    for (const char* format : {"png", "svg"}) {
      const fs::path figure = plots / (name + "." + format), partial = temporary_path(figure);
      const std::string settings = "data=" + gnuplot_string((plots / (stem + ".csv")).string()) +
                                   "; out=" + gnuplot_string(partial.string()) + "; fmt=\"" +
                                   format + "\"; seeds=" + std::to_string(seeds) + "; style_file=" +
                                   gnuplot_string((scripts_dir() / "style.gp").string()) + "; " +
                                   variables;
      const std::string command = "gnuplot -e " + shell_quoted(settings) + " " +
                                  shell_quoted((scripts_dir() / (script + ".gp")).string()) +
                                  " 2>>" + shell_quoted((plots / "gnuplot.log").string());
      bool rendered = std::system(command.c_str()) == 0 && fs::exists(partial);
      std::error_code error;
      if (rendered) {
        fs::rename(partial, figure, error);
        rendered = !error;
      }
      if (rendered) {
        ++drawn;
      } else {
        fs::remove(partial, error);
        ++failed;
        err << "nqga plot: gnuplot failed on " << script << ".gp for " << figure.string()
            << " (see " << (plots / "gnuplot.log").string() << ")\n";
      }
    }
  };
  for (const auto& [stem, table] : data.tables) {
    if (stem == "convergence") {
      std::set<std::string> facets;
      for (const auto& row : table.rows) facets.insert(row[0]);
      for (const auto& facet : facets) {
        render("convergence", stem, facet == "all" ? "convergence" : "convergence-" + facet,
               "facet=" + gnuplot_string(facet) +
                   "; titles=" + gnuplot_string(titles(table, "label", facet)));
      }
    } else if (stem == "time_vs_n") {
      const std::string t = "titles=" + gnuplot_string(titles(table, "label"));
      render("time_vs_n", stem, "time_vs_n", t + "; what=\"seconds\"");
      render("time_vs_n", stem, "work_vs_n", t + "; what=\"work\"");
    } else if (stem == "ecdf") {
      std::map<int, std::string> labels;
      for (const auto& row : table.rows) {
        labels.emplace(std::stoi(row[0]), at(summary, summary.rows[std::stoul(row[1])], "label"));
      }
      std::string words;
      for (const auto& [series, label] : labels)
        words += (words.empty() ? "\"" : " \"") + label + "\"";
      render("ecdf", stem, "ecdf", "titles=" + gnuplot_string(words));
    } else if (stem == "heatmap") {
      render("heatmap", stem, "heatmap",
             "xname=" + gnuplot_string(table.header[2]) +
                 "; yname=" + gnuplot_string(table.header[3]));
    } else {
      render(stem, stem, stem, "titles=" + gnuplot_string(titles(table, "label")));
    }
  }
  out << "plots: " << drawn << " files in " << plots.string() << "\n";
  return failed ? 1 : 0;
}

}  // namespace nqga
