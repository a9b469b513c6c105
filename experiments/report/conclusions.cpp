#include "report/conclusions.hpp"

#include <nlohmann/json.hpp>
#include <optional>

#include "comparison/comparison_report.hpp"
#include "report/baseline.hpp"
#include "report/comparison_sentences.hpp"
#include "report/design_sentences.hpp"
#include "report/exact_sentences.hpp"
#include "report/html.hpp"
#include "run/design.hpp"
#include "tables/design_summary.hpp"
#include "tables/versus_exact.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// Sentences a list shows; the rest are counted, and stay in the sections below.
constexpr std::size_t kMaxSentences = 12;

std::string paragraph(const std::string& heading, const std::vector<std::string>& sentences) {
  std::string html = "<h3>" + heading + "</h3>\n<ul>\n";
  for (std::size_t i = 0; i < sentences.size() && i < kMaxSentences; ++i)
    html += "<li>" + html_escape(sentences[i]) + "</li>\n";
  html += "</ul>\n";
  if (sentences.size() > kMaxSentences) {
    html += "<p class=\"note\">" + std::to_string(sentences.size() - kMaxSentences) +
            " more of these; the tables below hold them all.</p>\n";
  }
  return html;
}

std::string unstated(const std::string& what) {
  return "<p class=\"note\">" + html_escape(what) + "</p>\n";
}

std::string design_part(const Results& results) {
  const Table summary = design_summary_table(results);
  std::string html;
  if (const auto transitions = transition_sentences(summary); !transitions.empty())
    html += paragraph("Where instances stop having solutions", transitions);
  return html + paragraph("Success on solvable instances", success_sentences(summary));
}

std::string exact_part(const Results& results) {
  const Table versus_table = versus_exact_table(results);
  if (versus_table.rows.empty()) return "";  // no exact solver beside a seeded one
  const auto sentences =
      versus_exact_sentences(nlohmann::json::parse(versus_exact_json(versus_table)));
  std::string html = "<h3>Against exact search, in seconds</h3>\n<ul>\n";
  for (const VersusExact& pair : sentences) {
    html += "<li>" + html_escape(pair.lead) + ":\n<ul>\n";
    for (const auto& point : pair.points) html += "<li>" + html_escape(point) + "</li>\n";
    html += "</ul></li>\n";
  }
  return html + "</ul>\n";
}

std::string comparison_part(const ReportInputs& inputs) {
  const Table comparison =
      parse_table(comparison_csv(inputs.comparison), "the report's comparison");
  const auto compared = comparison_sentences(comparison, kReportAlpha);
  return compared.empty()
             ? unstated(
                   "No two configurations were compared at one problem point (the comparison's "
                   "notes below say why; an exact solver meets the others on seconds under "
                   "\"Against exact search\" where it ran).")
             : paragraph("Which configuration is better", compared);
}

}  // namespace

std::string conclusions_section(const ReportInputs& inputs) {
  std::string html =
      "<section id=\"conclusions\"><h2>Conclusions</h2>\n<p class=\"lead\">Each sentence comes "
      "from a test or a table below: a configuration \"beats\" another only where the rank test "
      "says so after Holm's correction (p &lt; " +
      readable(kReportAlpha) +
      "); \"no difference is established\" says the runs could not tell, not that there is "
      "none.</p>\n";
  return html + comparison_part(inputs) + design_part(inputs.results) + exact_part(inputs.results) +
         "</section>\n";
}

}  // namespace nqga
