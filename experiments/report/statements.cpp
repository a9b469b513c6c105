#include "report/statements.hpp"

#include "report/html.hpp"

namespace nqga {

std::string citation_text(const Citation& cite) {
  std::string lines;
  for (const std::size_t row : cite.rows)
    lines += (lines.empty() ? "" : ",") + std::to_string(row + 2);
  return cite.table + ":" + lines;
}

namespace {

std::string clause_html(const Clause& clause) {
  std::string rows;
  for (const std::size_t row : clause.cite.rows)
    rows += (rows.empty() ? "" : ",") + std::to_string(row);
  return "<span class=\"claim\" data-cite=\"" + html_escape(clause.cite.table + ":" + rows) +
         "\">" + html_escape(clause.text) + "</span> <span class=\"cite\">" +
         html_escape(citation_text(clause.cite)) + "</span>";
}

}  // namespace

std::string statement_html(const Statement& statement) {
  std::string html = "<li>" + html_escape(statement.lead);
  if (statement.listed) {
    html += "\n<ul>\n";
    for (const Clause& clause : statement.clauses) html += "<li>" + clause_html(clause) + "</li>\n";
    return html + "</ul></li>\n";
  }
  for (std::size_t i = 0; i < statement.clauses.size(); ++i)
    html += (i ? "; " : "") + clause_html(statement.clauses[i]);
  return html + html_escape(statement.tail) + "</li>\n";
}

}  // namespace nqga
