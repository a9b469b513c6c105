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
#include "figures/fixed_target_plot.hpp"
#include "figures/plot_data.hpp"
#include "figures/plot_scripts.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

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

// The series titles of a table as gnuplot words ("a b" "c"), in series order.
std::string titles(const Table& table, const std::string& label_column,
                   const std::string& facet = "") {
  std::map<int, std::string> by_series;
  for (const auto& row : table.rows) {
    if (!facet.empty() && table.at(row, "facet") != facet) continue;
    by_series.emplace(std::stoi(table.at(row, "series")), table.at(row, label_column));
  }
  std::string words;
  for (const auto& [series, label] : by_series) {
    std::string clean = label;
    std::replace(clean.begin(), clean.end(), '"', '\'');
    words += (words.empty() ? "\"" : " \"") + clean + "\"";
  }
  return words;
}

// Renders figures with gnuplot into one plots folder, noting what was drawn and what failed.
class Renderer {
 public:
  Renderer(const fs::path& plots, const fs::path& scripts, int seeds, Figures& figures)
      : plots_(plots), scripts_(scripts), seeds_(seeds), figures_(figures) {}

  // One figure: script plots/<script>.gp over <stem>.csv, written as <name>.png and <name>.svg
  // (under a temporary name first, so that a killed gnuplot leaves no partial figure).
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
      const bool rendered = std::system(command.c_str()) == 0 && fs::exists(partial);
      std::error_code error;
      if (rendered) {
        finish_output(output);
        figures_.drawn.push_back(figure);
      } else {
        if (!output.in_place) fs::remove(partial, error);
        figures_.failures.push_back("gnuplot failed on " + script + ".gp for " + figure.string() +
                                    " (see " + (plots_ / "gnuplot.log").string() + ")");
      }
    }
  }

 private:
  fs::path plots_, scripts_;
  int seeds_;
  Figures& figures_;
};

// Every figure of the data: one per table, two for time and work against n, one convergence
// figure per facet.
void render_all(const PlotData& data, const Table& summary, Renderer& renderer) {
  const std::string work = "; work_label=" + gnuplot_string(data.work_label);
  for (const auto& [stem, table] : data.tables) {
    if (stem == "convergence") {
      std::set<std::string> facets;
      for (const auto& row : table.rows) facets.insert(table.at(row, "facet"));
      for (const auto& facet : facets) {
        renderer.render("convergence", stem,
                        facet == "all" ? "convergence" : "convergence-" + facet,
                        "facet=" + gnuplot_string(facet) +
                            "; titles=" + gnuplot_string(titles(table, "label", facet)));
      }
    } else if (stem == "islands") {
      std::map<std::string, std::string> facets;  // point -> its label
      for (const auto& row : table.rows)
        facets.emplace(table.at(row, "facet"), table.at(row, "label"));
      for (const auto& [point, label] : facets) {
        renderer.render("islands", stem, "islands-" + point,
                        "facet=" + gnuplot_string(point) + "; label=" + gnuplot_string(label));
      }
    } else if (stem == "time_vs_n") {
      const std::string t = "titles=" + gnuplot_string(titles(table, "label")) + work;
      renderer.render("time_vs_n", stem, "time_vs_n", t + "; what=\"seconds\"");
      renderer.render("time_vs_n", stem, "work_vs_n", t + "; what=\"work\"");
    } else if (stem == "ecdf") {
      std::map<int, std::string> labels;
      for (const auto& row : table.rows) {
        labels.emplace(std::stoi(table.at(row, "series")),
                       summary.at(summary.rows[std::stoul(table.at(row, "point"))], "label"));
      }
      std::string words;
      for (const auto& [series, label] : labels)
        words += (words.empty() ? "\"" : " \"") + label + "\"";
      renderer.render("ecdf", stem, "ecdf", "titles=" + gnuplot_string(words) + work);
    } else if (stem == "fixed_target") {
      renderer.render(stem, stem, stem,
                      "titles=" + gnuplot_string(titles(table, "label")) +
                          "; panels=" + gnuplot_string(fixed_target_panels(table)));
    } else if (stem == "phase") {
      renderer.render("phase", stem, "phase",
                      "titles=" + gnuplot_string(titles(table, "label")) +
                          "; xname=" + gnuplot_string(table.header[2]));
    } else if (stem == "heatmap") {
      renderer.render("heatmap", stem, "heatmap",
                      "xname=" + gnuplot_string(table.header[2]) +
                          "; yname=" + gnuplot_string(table.header[3]));
    } else {
      renderer.render(stem, stem, stem, "titles=" + gnuplot_string(titles(table, "label")));
    }
  }
}

}  // namespace

Figures draw_figures(const std::string& dir_text) {
  const fs::path dir(dir_text);
  Figures figures;
  figures.dir = dir_text;
  figures.folder = dir / "plots";
  if (!fs::exists(dir / "summary.csv") || !fs::exists(dir / "runs.csv")) {
    figures.refused = true;
    figures.failures.push_back(dir_text + " has no summary.csv and runs.csv; run `nqga summarize " +
                               dir_text + "` first if it is a run directory");
    return figures;
  }
  const Table runs = read_table((dir / "runs.csv").string());
  const Table summary = read_table((dir / "summary.csv").string());
  auto optional_table = [&](const char* name) {
    return fs::exists(dir / name) ? read_table((dir / name).string()) : Table{};
  };
  const Table quantiles = optional_table("generations_quantiles.csv");
  const Table islands = optional_table("generations_islands.csv");
  double time_limit_s = 0;
  if (fs::exists(dir / "config.yaml")) {
    time_limit_s = std::get<double>(
        load_config((dir / "config.yaml").string(), {}).single("stop.time_limit_s"));
  }
  PlotData data = plot_data(runs, summary, quantiles, time_limit_s, islands);
  add_fixed_target_data(optional_table("fixed_target.csv"), data);
  fs::create_directories(figures.folder);
  for (const auto& [stem, table] : data.tables) {
    write_file_atomically(figures.folder / (stem + ".csv"), table_csv(table));
  }
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
  for (const auto& row : summary.rows) seeds = std::max(seeds, std::stoi(summary.at(row, "runs")));
  Renderer renderer(figures.folder, scripts, seeds, figures);
  render_all(data, summary, renderer);
  figures.rendered = true;
  return figures;
}

}  // namespace nqga
