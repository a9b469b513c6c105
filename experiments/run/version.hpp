// The build's identity, recorded in every manifest.json.
#pragma once

namespace nqga {
extern const char* const kVersion;    // project version, e.g. "0.1.0"
extern const char* const kGitCommit;  // the source tree's commit, or "unknown"
extern const bool kGitDirty;          // tracked files differed from that commit at build time
}  // namespace nqga
