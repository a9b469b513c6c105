// Blocked n-Queens instances in the Essence' form that CSPLib 080 distributes (its ASP-competition
// instances, blocked-gen.py's output), rows and columns 1-based:
//
//   language ESSENCE' 1.0          (optional)
//   $ a comment to the end of the line
//   letting n = 28
//   letting blocks = [[1,1], [1,2],
//                     [2,5]]
//
// `be` may stand for `=`. The statements come out as instance-file statements ("n N",
// "block ROW COLUMN") with their lines, so the instance-file reader checks them with its own rules
// and messages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace nqga {

struct EssenceStatement {
  int line = 0;
  std::vector<std::string_view> words;  // views into the text, or of static keywords
};

// Whether `text` is in this form: its first word, blank lines and comments aside, is `letting` or
// `language`.
bool is_essence_text(std::string_view text);

// The statements of `text`. Throws InstanceFileError "NAME:LINE: what is wrong" on a letting
// other than n and blocks, a missing `=`, a bracket or comma out of place, or text after the
// last statement. O(bytes).
std::vector<EssenceStatement> essence_statements(const std::string& name, std::string_view text);

}  // namespace nqga
