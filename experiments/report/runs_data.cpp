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
#include "run/recorded_operators.hpp"
#include "run/sweep.hpp"

namespace nqga {

namespace {

using nlohmann::json;

// A runs.csv cell as a JSON number (null when empty: a solver that does not count it).
json number_or_null(const std::string& cell) {
  const double value = field_number(cell);
  return std::isfinite(value) ? json(value) : json(nullptr);
}

// The falls of the best conflicts as [evaluation, conflicts, evaluation, conflicts, ...].
json curve_of(const RunResult& result) {
  json curve = json::array();
  for (const Improvement& fall : result.improvements) {
    curve.push_back(fall.evaluation);
    curve.push_back(fall.conflicts);
  }
  return curve;
}

// Each point's work column (summary.csv's work_column; evaluations when it names none).
std::map<std::string, std::string> work_columns(const Table& summary) {
  std::map<std::string, std::string> columns;
  for (const auto& row : summary.rows) {
    const std::string& column = summary.at(row, "work_column");
    columns[summary.at(row, "point")] = column.empty() ? "evaluations" : column;
  }
  return columns;
}

// The jobs whose boards the page pictures: per point, up to `per_point`, the unsolved ones first
// (their picture shows the attacks left), then in replicate order.
std::set<std::string> pictured_jobs(const Table& runs, int per_point) {
  std::map<std::string, int> taken;  // pictures per point so far
  std::set<std::string> ids;
  for (const bool unsolved : {true, false}) {
    for (const auto& row : runs.rows) {
      if ((runs.at(row, "solved") != "true") != unsolved) continue;
      if (taken[runs.at(row, "point")]++ < per_point) ids.insert(runs.at(row, "id"));
    }
  }
  return ids;
}

// The jobs' instances come from the sweep of DIR/config.yaml (job id = position); nothing when
// it cannot be expanded again (an older nqga's config).
std::optional<Sweep> sweep_of(const std::filesystem::path& dir) {
  try {
    register_recorded_operators(dir);
    return expand_sweep(load_config((dir / "config.yaml").string(), {}));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// A job's board picture: on its instance with the record's validation as the caption, or as
// `nqga show` draws a plain board; "" for a job on an instance that cannot be rebuilt (a
// picture without its blocked squares would mislead).
std::string board_picture(const JobRecord& record, const std::optional<Sweep>& sweep) {
  if (!record.on_instance) return board_svg(record.result.board);
  if (!sweep || record.id < 0 || record.id >= static_cast<int>(sweep->jobs.size())) return "";
  const std::optional<Instance> instance = job_instance(sweep->jobs[record.id]);
  if (!instance || instance->size() != static_cast<int>(record.result.board.size())) return "";
  return board_svg(record.result.board, *instance,
                   {(record.validated ? "" : "failed validation: ") + record.validation});
}

json runs_json(const ReportInputs& inputs) {
  const Table& runs = inputs.runs;
  const auto work = work_columns(inputs.summary);
  const int points = std::max<int>(1, static_cast<int>(inputs.summary.rows.size()));
  const int per_point = std::clamp(kMaxBoardPictures / points, 1, kBoardPicturesPerPoint);
  const std::set<std::string> pictured = pictured_jobs(runs, per_point);
  json rows = json::array(), boards = json::array();
  const std::optional<Sweep> sweep = sweep_of(inputs.dir);
  for (const auto& row : runs.rows) {
    const std::string& point = runs.at(row, "point");
    const int id = std::stoi(runs.at(row, "id"));
    const auto record = read_job(inputs.dir, id);
    int board = -1;
    if (record && !record->result.board.empty() && pictured.count(runs.at(row, "id"))) {
      if (std::string picture = board_picture(*record, sweep); !picture.empty()) {
        board = static_cast<int>(boards.size());
        boards.push_back(std::move(picture));
      }
    }
    rows.push_back(
        {id, std::stoi(point), std::stoi(runs.at(row, "replicate")), runs.at(row, "seed"),
         runs.at(row, "stop_reason"), number_or_null(runs.at(row, "generations")),
         number_or_null(runs.at(row, work.count(point) ? work.at(point) : "evaluations")),
         number_or_null(runs.at(row, "seconds")), number_or_null(runs.at(row, "best_conflicts")),
         runs.at(row, "validated") == "true", record ? curve_of(record->result) : json::array(),
         board});
  }
  json point_list = json::array();
  for (const auto& row : inputs.summary.rows) {
    point_list.push_back(
        {std::stoi(inputs.summary.at(row, "point")), inputs.summary.at(row, "label")});
  }
  return {{"points", point_list},
          {"runs", rows},
          {"boards", boards},
          {"board_note", "No picture kept for this run: the page keeps the boards of " +
                             std::to_string(per_point) +
                             " runs of each point, unsolved ones first; nqga show "
                             "DIR/jobs/<id>.json draws any job's board."}};
}

}  // namespace

std::string runs_section(const ReportInputs& inputs) {
  std::string html =
      "<section id=\"runs\"><h2>The runs</h2>\n<p class=\"lead\">Every job of a point, from its "
      "record: pick a point (or its <em>runs</em> button above), then a run for its curve (the "
      "falls of its best conflicts) and its final board. Work in the point's solver's unit.</p>\n"
      "<label>point <select id=\"runs-point\">";
  for (const auto& row : inputs.summary.rows) {
    html += "<option value=\"" + html_escape(inputs.summary.at(row, "point")) + "\">" +
            html_escape(inputs.summary.at(row, "point") + ": " + inputs.summary.at(row, "label")) +
            "</option>";
  }
  html +=
      "</select></label> <span id=\"runs-count\" class=\"note\"></span>\n"
      "<table class=\"sortable\" id=\"runs-table\"><thead><tr><th>job</th><th>replicate</th>"
      "<th class=\"text\">seed</th><th class=\"text\">stop reason</th><th>generations</th>"
      "<th>work</th><th>seconds</th><th>best conflicts</th><th>validated</th><th>board</th>"
      "</tr></thead><tbody></tbody></table>\n<div id=\"run-view\"></div>\n";
  return html + "<script type=\"application/json\" id=\"nqga-runs\">" +
         script_json(runs_json(inputs).dump()) + "</script>\n</section>\n";
}

}  // namespace nqga
