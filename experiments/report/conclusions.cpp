#include "report/conclusions.hpp"

#include "report/comparison_sentences.hpp"
#include "report/design_sentences.hpp"
#include "report/exact_sentences.hpp"
#include "report/html.hpp"
#include "report/scaling_sentences.hpp"
#include "results/claim_policy.hpp"

namespace nqga {

namespace {

// Statements a group shows; the rest are counted, and stay in the sections below.
constexpr std::size_t kShown = 12;

std::string group_html(const ConclusionGroup& group) {
  std::string html = "<h3>" + html_escape(group.heading) + "</h3>\n";
  if (!group.statements.empty()) {
    html += "<ul>\n";
    for (std::size_t i = 0; i < group.statements.size() && i < kShown; ++i)
      html += statement_html(group.statements[i]);
    html += "</ul>\n";
  }
  std::string note = group.note;
  if (group.statements.size() > kShown) {
    note += (note.empty() ? "" : " ") + std::to_string(group.statements.size() - kShown) +
            " more of these; the tables below hold them all.";
  }
  return html + (note.empty() ? "" : "<p class=\"note\">" + html_escape(note) + "</p>\n");
}

ConclusionGroup comparison_group(const Comparison& comparison, const Ranking& ranking) {
  ConclusionGroup group{"Which configuration is better", ranking_statements(ranking), ""};
  for (auto statements : {comparison_statements(comparison), omnibus_statements(comparison)})
    for (Statement& statement : statements) group.statements.push_back(std::move(statement));
  if (group.statements.empty()) {
    group.note =
        "No two configurations were compared at one problem point (the comparison's notes below "
        "say why; an exact solver meets the others on seconds under \"Against exact search\" "
        "where it ran).";
  }
  return group;
}

}  // namespace

std::vector<ConclusionGroup> conclusions(const ReportInputs& inputs, const Baseline* baseline) {
  std::vector<ConclusionGroup> groups{comparison_group(inputs.comparison, inputs.ranking)};
  if (auto transitions = transition_statements(inputs.results); !transitions.empty())
    groups.push_back({"Where instances stop having solutions", std::move(transitions), ""});
  groups.push_back({"Success on solvable instances", success_statements(inputs.results), ""});
  if (!inputs.versus.rows.empty())
    groups.push_back(
        {"Against exact search, in seconds", versus_exact_statements(inputs.versus), ""});
  if (auto laws = scaling_statements(inputs.scaling); !laws.empty())
    groups.push_back({"How time grows with n", std::move(laws), ""});
  if (baseline) {
    ConclusionGroup against{"Against the baseline " + baseline->old.string(),
                            comparison_statements(baseline->comparison, kBaselineComparisonFile),
                            ""};
    if (against.statements.empty()) {
      against.note = "Nothing was compared";
      for (const std::string& note : baseline->comparison.notes) against.note += "; " + note;
      against.note += ".";
    }
    groups.push_back(std::move(against));
  }
  return groups;
}

std::string conclusions_section(const ReportInputs& inputs, const Baseline* baseline) {
  std::string html = "<section id=\"conclusions\"><h2>Conclusions</h2>\n<p class=\"lead\">" +
                     html_escape(claim_rule_text()) +
                     " Each claim names the table line it comes from.</p>\n";
  for (const ConclusionGroup& group : conclusions(inputs, baseline)) html += group_html(group);
  return html + "</section>\n";
}

}  // namespace nqga
