#include "report/figures.hpp"

#include <algorithm>
#include <cmath>

#include "figures/figure_file.hpp"
#include "report/html.hpp"
#include "run/files.hpp"
#include "statistics/ecdf_area.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

struct FigureKind {
  const char* prefix;  // file names that start with it (convergence, convergence-<facet>)
  const char* caption;
};

// In the order of the page: the conclusion first (success, run time), then how the runs went.
constexpr FigureKind kFigures[] = {
    {"phase",
     "Phase transition over instances: the share with a solution (found, or proved absent by an "
     "exhausted search) and each solver's success on the solvable ones, above; each solver's "
     "median work over all its runs, below."},
    {"success", "Success rate against n, one line per configuration."},
    {"scaling",
     "How time grows with n: each configuration's ERT in seconds with its bootstrap interval, "
     "and the law that fits it better (scaling.csv)."},
    {"ecdf",
     "Fixed-target view: the run-time distribution (ECDF) of the work to a solution; "
     "unsolved runs count as failures, so each curve levels off at its success rate."},
    {"runtime_ecdf",
     "Runtime ECDF over all problem points (cocopp's main figure): per configuration, the share of "
     "its (run, target) pairs reached within x evaluations per queen, targets relative to n (0 "
     "and n/2 to n/64; runtime_ecdf.csv)."},
    {"fixed_target", "Fixed-target ECDF over (run, conflict target) pairs (fixed_target.csv)."},
    {"fixed_budget",
     "Fixed-budget view: the mean best conflicts within each budget of evaluations, with the "
     "bootstrap 95% band of the mean; at most four problem points, spread over them "
     "(fixed_budget.csv holds all, and the medians)."},
    {"convergence",
     "Convergence: best and mean conflicts against generation, the median across seeds with the "
     "interquartile band."},
    {"work_vs_n",
     "Work against n (each solver's own unit), exact backtracking's beside the GA's "
     "where the run has both."},
    {"time_vs_n",
     "Seconds against n, exact backtracking's beside the GA's where the run has "
     "both."},
    {"heatmap", "Success rate over the two swept parameters."},
    {"final_conflicts", "Final best conflicts of every run, one box per point."},
    {"coverage", "Solution-space coverage: the share of all solutions and symmetry classes found."},
    {"islands", "Islands: each island's best conflicts against generation."},
};

// The bytes of the figure the page embeds: the SVG, or its PNG twin where that is smaller (a
// figure of many curves: a blocked-phase convergence figure is 216 KB as SVG, 75 KB as PNG), so
// that a page of a large sweep stays small; plots/ keeps both.
std::string embedded(const fs::path& svg) {
  const fs::path png = fs::path(svg).replace_extension(".png");
  std::error_code error;
  const auto png_size = fs::file_size(png, error);
  if (!error && png_size < fs::file_size(svg) && incomplete_figure(png, "png").empty())
    return data_uri("image/png", read_text(png));
  return data_uri("image/svg+xml", read_text(svg));
}

// ` width="960" height="600"` from the SVG's viewBox (gnuplot's dynamic SVG has no size of its
// own, so that the page would stretch it to the column while a PNG twin keeps its pixels); ""
// when it has none.
std::string figure_size(const fs::path& svg) {
  const std::string text = read_text(svg).substr(0, 1000);
  const auto at = text.find("viewBox=\"0 0 ");
  if (at == std::string::npos) return "";
  const auto end = text.find('"', at + 9);
  const std::string box = text.substr(at + 13, end - at - 13);
  const auto space = box.find(' ');
  if (space == std::string::npos) return "";
  return " width=\"" + box.substr(0, space) + "\" height=\"" + box.substr(space + 1) + "\"";
}

// The figure on the page; in its place a note when the file is not whole (a full disk cut it).
std::string figure(const fs::path& file, const std::string& caption) {
  if (const std::string incomplete = incomplete_figure(file, "svg"); !incomplete.empty()) {
    return "<p class=\"note\">" + html_escape(file.filename().string()) +
           " is left out: " + html_escape(incomplete) +
           " (drawn on a full disk?); <code>nqga plot " +
           html_escape(file.parent_path().parent_path().string()) + "</code> draws it again.</p>\n";
  }
  return "<figure><img src=\"" + embedded(file) + "\"" + figure_size(file) + " alt=\"" +
         html_escape(file.stem().string()) + "\"><figcaption>" + html_escape(caption) +
         " <span class=\"ci\">(" + html_escape(file.filename().string()) +
         ")</span></figcaption></figure>\n";
}

}  // namespace

std::string ecdf_area_table(const std::vector<PointRuns>& points) {
  double lowest = INFINITY, highest = 0;
  for (const PointRuns& point : points) {
    for (const RunOutcome& run : point.runs) {
      if (!run.solved || run.evaluations <= 0) continue;
      lowest = std::min(lowest, run.evaluations);
      highest = std::max(highest, run.evaluations);
    }
  }
  if (highest == 0) return "";
  std::string html =
      "<table class=\"sortable\"><thead><tr><th class=\"text\">point</th><th>ECDF area</th>"
      "</tr></thead><tbody>\n";
  for (const PointRuns& point : points) {
    const auto counts = [](const RunOutcome& run) { return run.evaluations > 0; };
    if (std::none_of(point.runs.begin(), point.runs.end(), counts)) continue;  // exact solvers
    std::vector<Attempt> attempts;
    for (const RunOutcome& run : point.runs) attempts.push_back({run.evaluations, run.solved});
    const double area = ecdf_area(attempts, lowest, highest);
    html += "<tr><td class=\"text\">" + html_escape(point.label) + "</td>" +
            sort_cell(area, readable(area)) + "</tr>\n";
  }
  return html +
         "</tbody></table>\n<p class=\"note\">The area under each point's ECDF on the "
         "logarithmic axis from " +
         readable(lowest) + " to " + readable(highest) +
         " (the least and most work of a solved run), divided by the axis' length: 1 "
         "when every run solves at once, 0 when none solves.</p>\n";
}

std::string figures_section(const ReportInputs& inputs) {
  std::string html = "<section id=\"figures\"><h2>Figures</h2>\n";
  std::vector<fs::path> svgs;
  if (fs::is_directory(inputs.dir / "plots")) {
    for (const auto& entry : fs::directory_iterator(inputs.dir / "plots")) {
      if (entry.path().extension() == ".svg") svgs.push_back(entry.path());
    }
  }
  std::sort(svgs.begin(), svgs.end());
  if (svgs.empty()) {
    html += "<p>No figures: run <code>nqga plot " + html_escape(inputs.dir.string()) +
            "</code> (it needs gnuplot), then <code>nqga report</code> again.</p>\n";
  }
  std::vector<bool> shown(svgs.size(), false);
  for (const FigureKind& kind : kFigures) {
    for (std::size_t i = 0; i < svgs.size(); ++i) {
      if (shown[i] || svgs[i].stem().string().rfind(kind.prefix, 0) != 0) continue;
      shown[i] = true;
      html += figure(svgs[i], kind.caption);
      if (std::string(kind.prefix) == "ecdf") html += ecdf_area_table(inputs.points);
    }
  }
  for (std::size_t i = 0; i < svgs.size(); ++i) {
    if (!shown[i]) html += figure(svgs[i], "A figure of this run directory.");
  }
  return html + "</section>\n";
}

}  // namespace nqga
