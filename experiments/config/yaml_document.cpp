#include "config/yaml_document.hpp"

#include <yaml-cpp/eventhandler.h>

#include <sstream>

#include "config/read.hpp"

namespace nqga {

const char* const kNoSharedValues =
    "YAML anchors (&name), aliases (*name) and merge keys (<<) are not read in a config; write "
    "each value out where it is used";

namespace {

// Sees the parser's events and refuses a second document or an anchor where it starts (an alias
// needs an anchor before it).
class PlainDocument : public YAML::EventHandler {
 public:
  explicit PlainDocument(const std::function<Location(const YAML::Mark&)>& locate)
      : locate_(locate) {}

  void OnDocumentStart(const YAML::Mark& mark) override {
    if (documents_++ == 0) return;
    fail(locate_(mark), "",
         "a second YAML document starts here (after '---' or '...'), and nqga reads one "
         "document per config; remove the marker, or put each config in a file of its own");
  }
  void OnAnchor(const YAML::Mark& mark, const std::string& name) override {
    fail(locate_(mark), "", "an anchor (&" + name + "): " + kNoSharedValues);
  }
  void OnDocumentEnd() override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}  // after its anchor, refused first
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}

 private:
  const std::function<Location(const YAML::Mark&)>& locate_;
  int documents_ = 0;
};

}  // namespace

Location at_mark(const std::string& source, const YAML::Mark& mark) {
  return {source, mark.line + 1, mark.column + 1};
}

YAML::Node load_one_document(const std::string& text,
                             const std::function<Location(const YAML::Mark&)>& locate) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  PlainDocument events(locate);
  while (parser.HandleNextDocument(events)) {
  }
  return YAML::Load(text);
}

}  // namespace nqga
