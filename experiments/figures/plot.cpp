#include "figures/plot.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "config/config.hpp"
#include "figures/external_programs.hpp"
#include "figures/figure_cells.hpp"
#include "figures/figure_file.hpp"
#include "figures/fixed_budget_plot.hpp"
#include "figures/fixed_target_plot.hpp"
#include "figures/gnuplot_text.hpp"
#include "figures/plot_data.hpp"
#include "figures/plot_scripts.hpp"
#include "results/read_results.hpp"
#include "run/files.hpp"
#include "tables/fixed_budget.hpp"
#include "tables/fixed_target.hpp"
#include "tables/runtime_ecdf.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// The series labels of a table (of one facet, when given), in series order.
std::vector<std::string> series_labels(const Table& table, const std::string& label_column,
                                       const std::string& facet = "") {
  std::map<int, std::string> by_series;
  for (const auto& row : table.rows) {
    if (!facet.empty() && table.at(row, "facet") != facet) continue;
    by_series.emplace(std::stoi(table.at(row, "series")), table.at(row, label_column));
  }
  std::vector<std::string> labels;
  for (const auto& [series, label] : by_series) labels.push_back(label);
  return labels;
}

// The series titles of a table as gnuplot words, in series order.
std::string titles(const Table& table, const std::string& label_column,
                   const std::string& facet = "") {
  return gnuplot_words(series_labels(table, label_column, facet));
}

// "10 runs", or "1 to 10 runs" where the table's rows (of `facet`, when given) hold different
// counts (column "runs").
std::string runs_text(const Table& table, const std::string& facet = "") {
  int least = 0, most = 0;
  for (const auto& row : table.rows) {
    if (!facet.empty() && table.at(row, "facet") != facet) continue;
    const int runs = std::stoi(table.at(row, "runs"));
    least = least == 0 ? runs : std::min(least, runs);
    most = std::max(most, runs);
  }
  return (least == most ? std::to_string(most)
                        : std::to_string(least) + " to " + std::to_string(most)) +
         (most == 1 ? " run" : " runs");
}

// Whether tic labels would crowd the x axis (more than 8, or one past 24 characters): then the
// axis numbers the boxes and the key names them, a line each.
bool crowded(const std::vector<std::string>& labels) {
  return labels.size() > 8 ||
         std::any_of(labels.begin(), labels.end(),
                     [](const std::string& label) { return label.size() > 24; });
}

// Renders figures with gnuplot into one plots folder, noting what was drawn and what failed.
class Renderer {
 public:
  Renderer(const fs::path& plots, const fs::path& scripts, int seeds, Figures& figures)
      : plots_(plots), scripts_(scripts), seeds_(seeds), figures_(figures) {}

  // One figure: script plots/<script>.gp over <stem>.csv (the rows it draws, write_plot_data),
  // written as <name>.png and <name>.svg under a temporary name first and renamed once whole
  // (incomplete_figure), so that a killed gnuplot or a full disk leaves no partial figure.
  void render(const std::string& script, const std::string& stem, const std::string& name,
              const std::string& variables) {
    if (const std::string missing = missing_plot_script(scripts_, script + ".gp");
        !missing.empty()) {
      figures_.failures.push_back(missing);  // neither format
      return;
    }
    for (const char* format : {"png", "svg"}) {
      const fs::path figure = plots_ / (name + "." + format);
      const OutputTarget output = output_target(figure);
      const fs::path partial = output.first_written();
      const std::string settings =
          "data=" + gnuplot_string((plots_ / (stem + ".csv")).string()) +
          "; out=" + gnuplot_string(partial.string()) + "; fmt=\"" + format +
          "\"; seeds=" + std::to_string(seeds_) +
          "; style_file=" + gnuplot_string((scripts_ / "style.gp").string()) + "; " + variables;
      const std::string command = "gnuplot -e " + shell_quoted(settings) + " " +
                                  shell_quoted((scripts_ / (script + ".gp")).string()) + " 2>>" +
                                  shell_quoted((plots_ / "gnuplot.log").string());
      const bool ran = std::system(command.c_str()) == 0;
      // gnuplot exits 0 on a full disk too, leaving an empty or cut figure: looked at first.
      const std::string incomplete =
          ran && !output.in_place ? incomplete_figure(partial, format) : "";
      if (ran && incomplete.empty()) {
        finish_output(output);
        figures_.drawn.push_back(figure);
        continue;
      }
      std::error_code error;
      if (!output.in_place) fs::remove(partial, error);
      figures_.failures.push_back(ran ? figure.string() + " was not drawn whole (" + incomplete +
                                            "; a full disk?), so it was left out"
                                      : "gnuplot failed on " + script + ".gp for " +
                                            figure.string() + " (see " +
                                            (plots_ / "gnuplot.log").string() + ")");
    }
  }

 private:
  fs::path plots_, scripts_;
  int seeds_;
  Figures& figures_;
};

// The facets of a table with a column "facet", in order.
std::set<std::string> facets_of(const Table& table) {
  std::set<std::string> facets;
  for (const auto& row : table.rows) facets.insert(table.at(row, "facet"));
  return facets;
}

// A figure's file name: the plain name for the facet "all", else with the facet appended, its
// spaces as underscores ("convergence-n=12_problem.density=0.3").
std::string faceted(const std::string& name, const std::string& facet) {
  if (facet == "all") return name;
  std::string file = name + "-" + facet;
  std::replace(file.begin(), file.end(), ' ', '_');
  return file;
}

// The distinct non-empty units of work of a facet's rows (facet "" for a table without facets), as
// gnuplot words: one panel each; with `censored`, the units of rows with unsolved runs, "" (no
// unit) included.
std::string units_of(const Table& table, const std::string& facet, bool censored = false) {
  std::vector<std::string> units;
  for (const auto& row : table.rows) {
    const std::string& unit = table.at(row, "unit");
    if (censored && table.at(row, "censored_count").empty()) continue;
    if (table.at(row, "facet") == facet && (censored || !unit.empty()) &&
        std::find(units.begin(), units.end(), unit) == units.end()) {
      units.push_back(unit);
    }
  }
  std::string words;
  for (const auto& unit : units) words += (words.empty() ? "\"" : " \"") + unit + "\"";
  return words;
}

// The unit of work of a facet's rows (its first row's).
std::string unit_of(const Table& table, const std::string& facet) {
  for (const auto& row : table.rows) {
    if (table.at(row, "facet") == facet) return table.at(row, "unit");
  }
  return "";
}

// The distinct values of a table's column n, as gnuplot words.
std::string n_words(const Table& table) {
  std::vector<std::string> ns;
  for (const auto& row : table.rows) {
    if (std::find(ns.begin(), ns.end(), table.at(row, "n")) == ns.end())
      ns.push_back(table.at(row, "n"));
  }
  std::string words;
  for (const auto& n : ns) words += (words.empty() ? "" : " ") + n;
  return words;
}

// The lines of counts of unsolved runs that each unit's panel of a facet's figure holds (column
// `lines`: each count's line, from 0; count_labels.hpp), in the order of its panels (units_of),
// as gnuplot words; with `one_panel`, the lines of the one panel that holds every unit.
std::string count_lines_of(const Table& table, const std::string& facet, const std::string& lines,
                           bool one_panel = false) {
  std::vector<std::string> units;
  std::map<std::string, int> taken;
  for (const auto& row : table.rows) {
    if (table.at(row, "facet") != facet) continue;
    const std::string unit = one_panel ? "" : table.at(row, "unit");
    if (unit.empty() && !one_panel) continue;
    if (std::find(units.begin(), units.end(), unit) == units.end()) units.push_back(unit);
    const std::string& line = table.at(row, lines);
    if (!line.empty()) taken[unit] = std::max(taken[unit], std::stoi(line) + 1);
  }
  std::string words;
  for (const auto& unit : units) words += (words.empty() ? "" : " ") + std::to_string(taken[unit]);
  return words;
}

// The phase transition: its x axis named after the problem axis, the distinct n (a line of
// solvable instances each) and the units of work (a panel each, with its lines of counts).
void render_phase(const Table& table, Renderer& renderer) {
  renderer.render(
      "phase", "phase", "phase",
      "titles=" + gnuplot_string(titles(table, "label")) + "; series_units=" +
          gnuplot_string(titles(table, "unit")) + "; units=" + gnuplot_string(units_of(table, "")) +
          "; count_rows=" + gnuplot_string(count_lines_of(table, "", "count_row")) +
          "; censored_units=" + gnuplot_string(units_of(table, "", true)) +
          "; ns=" + gnuplot_string(n_words(table)) + "; xname=" + gnuplot_string(table.header[2]) +
          "; seeded=" + gnuplot_string(titles(table, "seeded")) +
          "; proofs=" + gnuplot_string(titles(table, "proofs")));
}

// Time and work against n, a figure of each per facet; work in one panel per unit.
void render_against_n(const Table& table, Renderer& renderer) {
  for (const auto& facet : facets_of(table)) {
    const std::string common = "facet=" + gnuplot_string(facet) +
                               "; ns=" + gnuplot_string(n_words(table)) +
                               "; titles=" + gnuplot_string(titles(table, "label", facet)) +
                               "; series_units=" + gnuplot_string(titles(table, "unit", facet)) +
                               "; censored_units=" + gnuplot_string(units_of(table, facet, true));
    const std::string data = faceted("time_vs_n", facet);
    renderer.render("time_vs_n", data, data,
                    common + "; what=\"seconds\"; units=\"\"; count_rows=" +
                        gnuplot_string(count_lines_of(table, facet, "count_row_seconds", true)));
    renderer.render(
        "time_vs_n", data, faceted("work_vs_n", facet),
        common + "; what=\"work\"; units=" + gnuplot_string(units_of(table, facet)) +
            "; count_rows=" + gnuplot_string(count_lines_of(table, facet, "count_row_work")));
  }
}

// Writes each table to <stem>.csv, and each facet's rows besides to the data file of its figures
// (<stem>-<facet>.csv), which gnuplot reads instead: a figure then costs what it shows (a
// blocked-phase sweep's convergence figure read all 15 facets' 12 MB, 40 s a figure).
void write_plot_data(const fs::path& folder, const PlotData& data) {
  for (const auto& [stem, table] : data.tables) {
    write_file_atomically(folder / (stem + ".csv"), table_csv(table));
    if (table.column("facet") < 0) continue;
    std::map<std::string, Table> parts;  // facet -> its rows
    for (const auto& row : table.rows) {
      Table& part = parts[table.at(row, "facet")];
      part.header = table.header;
      part.rows.push_back(row);
    }
    for (const auto& [facet, part] : parts) {
      if (facet != "all")
        write_file_atomically(folder / (faceted(stem, facet) + ".csv"), table_csv(part));
    }
  }
}

// The rows of each series of a facet in the facet's data file (0 its first data row), as the
// gnuplot words `firsts` and `lasts` in series order: a curve's plot reads from its first row
// to its last (`every`), 9 times faster than filtering all of a 20-curve figure's rows per
// curve. The script's filter still picks the series' rows, so the ranges decide only the cost.
std::string series_rows(const Table& table, const std::string& facet) {
  std::map<int, std::pair<std::size_t, std::size_t>> rows;
  std::size_t k = 0;
  for (const auto& row : table.rows) {
    if (table.at(row, "facet") != facet) continue;
    const auto [at, added] = rows.try_emplace(std::stoi(table.at(row, "series")), k, k);
    at->second.second = k++;
  }
  std::string firsts, lasts;
  for (const auto& [series, range] : rows) {
    firsts += (firsts.empty() ? "" : " ") + std::to_string(range.first);
    lasts += (lasts.empty() ? "" : " ") + std::to_string(range.second);
  }
  return "firsts=" + gnuplot_string(firsts) + "; lasts=" + gnuplot_string(lasts);
}

// Every figure of the data: one per table, two for time and work against n, one per facet
// where a table has facets.
void render_all(const PlotData& data, Renderer& renderer) {
  for (const auto& [stem, table] : data.tables) {
    if (stem == "convergence") {
      for (const auto& facet : facets_of(table)) {
        const bool bands = titles(table, "band", facet).find("\"0\"") == std::string::npos;
        renderer.render(stem, faceted(stem, facet), faceted(stem, facet),
                        "facet=" + gnuplot_string(facet) +
                            "; titles=" + gnuplot_string(titles(table, "label", facet)) +
                            "; styles=" + gnuplot_string(titles(table, "style", facet)) + "; " +
                            series_rows(table, facet) + "; bands=" + (bands ? "1" : "0") +
                            "; runs_text=" + gnuplot_string(runs_text(table, facet)));
      }
    } else if (stem == "success" || stem == "ecdf") {
      for (const auto& facet : facets_of(table)) {
        renderer.render(
            stem, faceted(stem, facet), faceted(stem, facet),
            "facet=" + gnuplot_string(facet) +
                "; titles=" + gnuplot_string(titles(table, "label", facet)) +
                (stem == "ecdf" ? "; work_label=" + gnuplot_string(unit_of(table, facet))
                                : "; seeded=" + gnuplot_string(titles(table, "seeded", facet))));
      }
    } else if (stem == "islands") {
      std::map<std::string, std::string> facets;  // point -> its label
      for (const auto& row : table.rows)
        facets.emplace(table.at(row, "facet"), table.at(row, "label"));
      for (const auto& [point, label] : facets) {
        renderer.render("islands", faceted(stem, point), faceted(stem, point),
                        "facet=" + gnuplot_string(point) + "; label=" + gnuplot_string(label));
      }
    } else if (stem == "time_vs_n") {
      render_against_n(table, renderer);
    } else if (stem == "fixed_target") {
      renderer.render(stem, stem, stem,
                      "titles=" + gnuplot_string(titles(table, "label")) +
                          "; panels=" + gnuplot_string(fixed_target_panels(table)));
    } else if (stem == "runtime_ecdf") {
      renderer.render(stem, stem, stem, "titles=" + gnuplot_string(titles(table, "label")));
    } else if (stem == "fixed_budget") {
      renderer.render(stem, stem, stem, fixed_budget_variables(table));
    } else if (stem == "phase") {
      render_phase(table, renderer);
    } else if (stem == "scaling") {
      renderer.render(stem, stem, stem,
                      "titles=" + gnuplot_string(titles(table, "label")) +
                          "; ns=" + gnuplot_string(n_words(table)));
    } else if (stem == "heatmap") {
      renderer.render("heatmap", stem, "heatmap",
                      "xname=" + gnuplot_string(table.header[2]) +
                          "; yname=" + gnuplot_string(table.header[3]) +
                          "; runs_text=" + gnuplot_string(runs_text(table)));
    } else {  // boxes or bars, labelled on the x axis: the words all labels share said once
      std::vector<std::string> labels = series_labels(table, "label");
      const std::string shared = factor_shared_words(labels);
      renderer.render(stem, stem, stem,
                      "titles=" + gnuplot_string(gnuplot_words(labels)) + "; shared=" +
                          gnuplot_string(shared) + "; numbered=" + (crowded(labels) ? "1" : "0"));
    }
  }
}

}  // namespace

Figures draw_figures(const Results& results, const std::vector<std::vector<Curves>>& curves) {
  const fs::path dir(results.source);
  Figures figures;
  figures.dir = results.source;
  figures.folder = dir / "plots";
  PlotData data = plot_data(results, generations_quantiles_table(results, curves),
                            generations_islands_table(results, curves));
  const std::vector<FixedTargetGroup> histories = fixed_target_groups(results);
  add_fixed_target_data(fixed_target_table(histories), data);
  add_fixed_budget_data(fixed_budget_table(histories), data);
  add_runtime_ecdf_data(runtime_ecdf_table(histories), data);
  fs::create_directories(figures.folder);
  write_plot_data(figures.folder, data);
  figures.not_drawn = data.skipped;
  if (!on_path("gnuplot")) {
    figures.gnuplot_missing = true;
    return figures;
  }
  const fs::path scripts = plot_scripts_dir();
  if (const std::string missing = missing_plot_script(scripts, "style.gp"); !missing.empty()) {
    figures.failures.push_back(missing);
    return figures;
  }
  int seeds = 0;
  for (const ResultPoint& point : results.points) seeds = std::max(seeds, point.summary.runs);
  Renderer renderer(figures.folder, scripts, seeds, figures);
  render_all(data, renderer);
  figures.rendered = true;
  return figures;
}

Figures draw_figures(const std::string& dir) {
  try {
    const Results results = read_results(dir);
    return draw_figures(results, curves_by_point(dir, results));
  } catch (const AnalysisError& e) {
    Figures figures;
    figures.dir = dir;
    figures.folder = fs::path(dir) / "plots";
    figures.refused = true;
    figures.failures.push_back(e.what());
    return figures;
  }
}

}  // namespace nqga
