// The report's conclusions as data: each clause a claim built from the table row (or rows) it
// cites, so that a test can find every number of a clause in its rows, and a reader can open the
// file at the line the clause names.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace nqga {

// The rows a clause comes from: 0-based data rows of a file of the run directory.
struct Citation {
  std::string table;  // "comparison.csv", "design_summary.csv", ...
  std::vector<std::size_t> rows;
};

struct Clause {
  std::string text;  // plain text; every number in it is a value of a cited row
  Citation cite;
};

// One item of a conclusions list: a lead that names what it is about (labels only), its clauses,
// and a tail that says what the list leaves out.
struct Statement {
  std::string lead;
  std::vector<Clause> clauses;
  std::string tail;
  bool listed = false;  // the clauses as a list under the lead (one per problem point)
};

// "comparison.csv:4" (the line: the header is line 1), lines joined by commas.
std::string citation_text(const Citation& cite);

// The statement as an HTML list item: each clause in a span that carries its citation
// (data-cite="TABLE:ROW,ROW") followed by the citation in small type; the clauses joined by "; ",
// or as a list of their own when `listed`.
std::string statement_html(const Statement& statement);

}  // namespace nqga
