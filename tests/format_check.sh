#!/usr/bin/env bash
# Every C++ source and header of ga/, experiments/, tests/, docs/ and python/ is as clang-format-14
# writes it (.clang-format at the root): prints the files that are not, and how to fix them.
#   bash tests/format_check.sh SOURCE_DIR
set -euo pipefail
cd "$1"
command -v clang-format-14 >/dev/null || { echo "clang-format-14 is not installed" >&2; exit 1; }
folders=$(ls -d ga experiments tests docs python 2>/dev/null || true)
# shellcheck disable=SC2086 # a list of folders
unformatted=$(find $folders \( -name '*.cpp' -o -name '*.hpp' \) -print0 |
  xargs -0 clang-format-14 --dry-run 2>&1 |
  sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning:.*/\1/p' | sort -u)
if [ -n "$unformatted" ]; then
  echo "not formatted as clang-format-14 writes them (run: clang-format-14 -i FILE...):" >&2
  echo "$unformatted" >&2
  exit 1
fi
