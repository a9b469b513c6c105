#include "report/runs_data.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "pictures/board_svg.hpp"
#include "report/html.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"

namespace nqga {

namespace {

using nlohmann::json;

// A count or measure as JSON: null where the solver does not count it (NaN).
json number_or_null(double value) { return std::isfinite(value) ? json(value) : json(nullptr); }

// The falls of the best conflicts as [evaluation, conflicts, evaluation, conflicts, ...].
json curve_of(const RunResult& result) {
  json curve = json::array();
  for (const Improvement& fall : result.improvements) {
    curve.push_back(fall.evaluation);
    curve.push_back(fall.conflicts);
  }
  return curve;
}

// The runs whose boards the page pictures: per point, up to `per_point`, the unsolved ones first
// (their picture shows the attacks left), then in replicate order.
std::set<std::size_t> pictured_runs(const Results& results, int per_point) {
  std::map<std::size_t, int> taken;  // pictures per point so far
  std::set<std::size_t> pictured;
  for (const bool unsolved : {true, false}) {
    for (std::size_t i = 0; i < results.runs.size(); ++i) {
      const ResultRun& run = results.runs[i];
      if (!run.has_board() || run.solved() != !unsolved) continue;
      if (taken[run.point]++ < per_point) pictured.insert(i);
    }
  }
  return pictured;
}

// A job's board picture: on its instance with the record's validation as the caption, or as
// `nqga show` draws a plain board; "" for a job on an instance that cannot be rebuilt (a
// picture without its blocked squares would mislead).
std::string board_picture(const JobRecord& record, const Sweep& sweep) {
  if (!record.on_instance) return board_svg(record.result.board);
  const std::optional<Instance> instance =
      job_instance(sweep.jobs[static_cast<std::size_t>(record.id)]);
  if (!instance || instance->size() != static_cast<int>(record.result.board.size())) return "";
  return board_svg(record.result.board, *instance,
                   {(record.validated ? "" : "failed validation: ") + record.validation});
}

json runs_json(const Results& results) {
  const int points = std::max<int>(1, static_cast<int>(results.points.size()));
  const int per_point = std::clamp(kMaxBoardPictures / points, 1, kBoardPicturesPerPoint);
  const std::set<std::size_t> pictured = pictured_runs(results, per_point);
  json rows = json::array(), boards = json::array();
  std::size_t bytes = 0;
  for (std::size_t i = 0; i < results.runs.size(); ++i) {
    const ResultRun& run = results.runs[i];
    const JobRecord& record = *run.record;
    int board = -1;
    if (pictured.count(i) && bytes < kBoardPictureBytes) {
      if (std::string picture = board_picture(record, results.sweep); !picture.empty()) {
        bytes += picture.size();
        board = static_cast<int>(boards.size());
        boards.push_back(std::move(picture));
      }
    }
    const RunResult& result = record.result;
    rows.push_back(
        {record.id, record.point, record.replicate, std::to_string(record.seed),
         to_string(result.stop_reason), number_or_null(static_cast<double>(result.generations)),
         number_or_null(std::isnan(run.work) ? static_cast<double>(result.evaluations) : run.work),
         number_or_null(result.seconds), number_or_null(run.best_conflicts()), run.validated,
         curve_of(result), board});
  }
  json point_list = json::array();
  for (const ResultPoint& point : results.points) point_list.push_back({point.point, point.label});
  return {{"points", point_list},
          {"runs", rows},
          {"boards", boards},
          {"board_note", "No picture kept for this run: the page keeps the boards of up to " +
                             std::to_string(per_point) + " runs of each point (" +
                             std::to_string(boards.size()) +
                             " in all, to keep the page small), unsolved ones first; nqga show "
                             "DIR/jobs/<id>.json draws any job's board."}};
}

}  // namespace

std::string runs_section(const ReportInputs& inputs) {
  std::string html =
      "<section id=\"runs\"><h2>The runs</h2>\n<p class=\"lead\">Every job of a point, from its "
      "record: pick a point (or its <em>runs</em> button above), then a run for its curve (the "
      "falls of its best conflicts) and its final board. Work in the point's solver's unit.</p>\n"
      "<label>point <select id=\"runs-point\">";
  for (const ResultPoint& point : inputs.results.points) {
    const std::string id = std::to_string(point.point);
    html += "<option value=\"" + id + "\">" + html_escape(id + ": " + point.label) + "</option>";
  }
  html +=
      "</select></label> <span id=\"runs-count\" class=\"note\"></span>\n"
      "<table class=\"sortable\" id=\"runs-table\"><thead><tr><th>job</th><th>replicate</th>"
      "<th class=\"text\">seed</th><th class=\"text\">stop reason</th><th>generations</th>"
      "<th>work</th><th>seconds</th><th>best conflicts</th><th>validated</th><th>board</th>"
      "</tr></thead><tbody></tbody></table>\n<div id=\"run-view\"></div>\n";
  return html + "<script type=\"application/json\" id=\"nqga-runs\">" +
         script_json(runs_json(inputs.results).dump()) + "</script>\n</section>\n";
}

}  // namespace nqga
