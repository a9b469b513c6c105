#include "report/tuning.hpp"

#include "report/html.hpp"
#include "run/files.hpp"
#include "tune/irace.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

std::string elites_table(const IraceOutcome& outcome) {
  std::string html =
      "<p>irace ran the target " + std::to_string(outcome.experiments) +
      " times. Its final elites, best first:</p>\n<table class=\"sortable\" "
      "id=\"elites-table\"><thead><tr><th>rank</th><th>configuration</th><th>runs"
      "</th><th>mean cost</th><th class=\"text\">parameters</th></tr></thead><tbody>\n";
  int rank = 0;
  for (const Elite& elite : outcome.elites) {
    std::string parameters;
    for (const auto& value : elite.overrides) parameters += (parameters.empty() ? "" : " ") + value;
    ++rank;
    html += "<tr>" + sort_cell(rank, std::to_string(rank)) + "<td>" + html_escape(elite.id) +
            "</td>" + sort_cell(elite.runs, std::to_string(elite.runs)) +
            sort_cell(elite.mean_cost, readable(elite.mean_cost)) + "<td class=\"text\"><code>" +
            html_escape(parameters) + "</code></td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string sampling_table(const std::vector<SampledValue>& sampled) {
  if (sampled.empty()) return "";
  std::string html =
      "<h3>Sampling</h3>\n<p>How often irace tried each value (numeric "
      "parameters in five bins): where it concentrated its budget.</p>\n<table "
      "class=\"sortable\"><thead><tr><th class=\"text\">parameter</th><th "
      "class=\"text\">value</th><th>configurations</th></tr></thead><tbody>\n";
  for (const SampledValue& value : sampled) {
    html += "<tr><td class=\"text\">" + html_escape(value.parameter) + "</td><td class=\"text\">" +
            html_escape(value.value) + "</td>" +
            sort_cell(value.count, std::to_string(value.count)) + "</tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string file_block(const fs::path& file, const std::string& title) {
  if (!fs::exists(file)) return "";
  return "<h3>" + html_escape(title) + "</h3>\n<pre>" + html_escape(read_text(file)) + "</pre>\n";
}

}  // namespace

bool is_tuning_folder(const fs::path& dir) {
  return fs::exists(dir / "tune.yaml") && fs::exists(dir / "scenario.txt");
}

std::string tuning_section(const fs::path& dir) {
  std::string html = "<section id=\"tuning\"><h2>Tuning</h2>\n";
  if (!fs::exists(dir / "irace.Rdata")) {
    html += "<p>irace has not run here (no irace.Rdata): " + html_escape(irace_command(dir)) +
            " runs it.</p>\n";
  } else {
    const IraceOutcome outcome = read_irace_results(dir);
    html += outcome.error.empty() ? elites_table(outcome)
                                  : "<pre>" + html_escape(outcome.error) + "</pre>\n";
    html += sampling_table(irace_sampling(dir));
  }
  html += file_block(dir / "best.yaml", "best.yaml: the best configuration, ready for nqga run") +
          file_block(dir / "parameters.txt", "parameters.txt: the space irace searched") +
          file_block(dir / "tune.yaml", "tune.yaml");
  return html + "</section>\n";
}

}  // namespace nqga
