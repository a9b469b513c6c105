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
#include "run/files.hpp"

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

// comparison.csv as the run wrote it; the report's own comparison when it is absent.
Table comparison_table(const ReportInputs& inputs) {
  const fs::path file = inputs.dir / "comparison.csv";
  if (fs::exists(file)) {
    try {
      return read_table(file.string());
    } catch (const std::runtime_error&) {
      // damaged: the comparison the page shows below stands in for it
    }
  }
  return parse_table(comparison_csv(inputs.comparison), "the report's comparison");
}

std::string design_part(const fs::path& dir) {
  const fs::path file = dir / "design_summary.csv";
  if (!fs::exists(file)) {
    return unstated(
        "No design_summary.csv (a run directory of an older nqga): success over solvable "
        "instances and a phase transition cannot be stated; `nqga summarize DIR` writes it.");
  }
  Table summary;
  try {
    summary = read_table(file.string());
  } catch (const std::runtime_error& e) {
    return unstated(std::string(e.what()) + ": success over solvable instances cannot be stated.");
  }
  std::string html;
  if (const auto transitions = transition_sentences(summary); !transitions.empty())
    html += paragraph("Where instances stop having solutions", transitions);
  return html + paragraph("Success on solvable instances", success_sentences(summary));
}

std::string exact_part(const fs::path& dir) {
  const fs::path file = dir / "versus_exact.json";
  if (!fs::exists(file)) return "";  // no exact solver beside a seeded one, or an older nqga
  const nlohmann::json versus = nlohmann::json::parse(read_text(file), nullptr, false);
  const auto sentences = versus_exact_sentences(versus);
  if (sentences.empty()) return unstated("versus_exact.json holds no rows to state.");
  std::string html = "<h3>Against exact search, in seconds</h3>\n<ul>\n";
  for (const VersusExact& pair : sentences) {
    html += "<li>" + html_escape(pair.lead) + ":\n<ul>\n";
    for (const auto& point : pair.points) html += "<li>" + html_escape(point) + "</li>\n";
    html += "</ul></li>\n";
  }
  return html + "</ul>\n";
}

std::string comparison_part(const ReportInputs& inputs) {
  const Table comparison = comparison_table(inputs);
  if (pairs_across_problems(comparison, inputs.design)) {
    return unstated(
        "comparison.csv pairs the points within each n only (an older nqga), and this design "
        "has problem or instance axes besides n: its pairs set instances and problem values "
        "against each other as if they were configurations, so no comparison is stated here. "
        "`nqga compare DIR` of a later nqga compares configurations within problem points.");
  }
  const auto compared = comparison_sentences(comparison, kReportAlpha);
  return compared.empty()
             ? unstated(
                   "No two configurations were compared at one problem point (the comparison's "
                   "notes below say why; an exact solver meets the others on seconds under "
                   "\"Against exact search\" where it ran).")
             : paragraph("Which configuration is better", compared);
}

}  // namespace

bool pairs_across_problems(const Table& comparison, const std::optional<Design>& design) {
  if (comparison.column("problem") >= 0 || !design) return false;
  for (const DesignAxis& axis : design->axes) {
    if (axis.role == Role::kInstance || (axis.role == Role::kProblem && axis.key != "n"))
      return true;
  }
  return false;
}

std::string conclusions_section(const ReportInputs& inputs) {
  std::string html =
      "<section id=\"conclusions\"><h2>Conclusions</h2>\n<p class=\"lead\">Each sentence comes "
      "from a test or a table below: a configuration \"beats\" another only where the rank test "
      "says so after Holm's correction (p &lt; " +
      readable(kReportAlpha) +
      "); \"no difference is established\" says the runs could not tell, not that there is "
      "none.</p>\n";
  return html + comparison_part(inputs) + design_part(inputs.dir) + exact_part(inputs.dir) +
         "</section>\n";
}

}  // namespace nqga
