// A config's YAML as nqga reads it: one document of plain nodes. A second document ('---' or
// '...' followed by more) would be ignored by a YAML loader, and anchors, aliases and merge keys
// would share one value between keys so that its errors point elsewhere; each is refused where it
// is written instead.
#pragma once

#include <yaml-cpp/yaml.h>

#include <functional>
#include <string>

#include "config/config.hpp"

namespace nqga {

// Where a YAML mark is in `source` (1-based line and column).
Location at_mark(const std::string& source, const YAML::Mark& mark);

// Why a config does not read YAML's anchors, aliases and merge keys, and what to write instead.
extern const char* const kNoSharedValues;

// The root node of `text`, one document without anchors or aliases; throws ConfigError located by
// `locate` for a second document or an anchor (so for any alias, which needs one), and
// YAML::Exception for text that is not YAML (the caller words it). O(text): it parses the text
// twice, once for its events.
YAML::Node load_one_document(const std::string& text,
                             const std::function<Location(const YAML::Mark&)>& locate);

}  // namespace nqga
