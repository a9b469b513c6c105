#!/usr/bin/env bash
# Every relative link of the front page and docs/ leads somewhere: the file (or folder) exists,
# and an anchor (#heading) names a heading of that Markdown file, as GitHub spells it. Links in
# code blocks and to other sites are not checked. No network; well under a second.
# Usage: bash tests/docs_links.sh [SOURCE_DIR]
set -euo pipefail
root=$(cd "${1:-$(dirname "${BASH_SOURCE[0]}")/..}" && pwd)
cd "$root"

# The anchors of a Markdown file's headings, one a line (GitHub: lower case, punctuation dropped,
# spaces to hyphens); headings in code blocks are not headings.
anchors() {
  awk '/^```/ { code = !code; next } !code && /^#+ / { sub(/^#+ /, ""); print }' "$1" |
    tr '[:upper:]' '[:lower:]' | sed -e 's/[^a-z0-9 _-]//g' -e 's/ /-/g'
}

# FILE<TAB>TARGET for every inline link or image outside code blocks and code spans.
links() {
  for file in README.md $(find docs -name '*.md' | sort); do
    awk -v file="$file" '
      /^```/ { code = !code; next }
      code { next }
      {
        line = $0
        gsub(/`[^`]*`/, "", line)
        while (match(line, /\]\([^) ]+\)/)) {
          print file "\t" substr(line, RSTART + 2, RLENGTH - 3)
          line = substr(line, RSTART + RLENGTH)
        }
      }' "$file"
  done
}

broken=0
checked=0
while IFS=$'\t' read -r file target; do
  case $target in http://* | https://* | mailto:*) continue ;; esac
  checked=$((checked + 1))
  path=${target%%#*}
  anchor=
  [[ $target == *'#'* ]] && anchor=${target#*#}
  if [ -z "$path" ]; then
    resolved=$file
  else
    resolved=$(dirname "$file")/$path
  fi
  if [ ! -e "$resolved" ]; then
    echo "$file: link to $target: no such file ($resolved)" >&2
    broken=$((broken + 1))
  elif [ -n "$anchor" ] && ! anchors "$resolved" | grep -qxF -- "$anchor"; then
    echo "$file: link to $target: $resolved has no heading with anchor #$anchor" >&2
    broken=$((broken + 1))
  fi
done < <(links)

[ "$checked" -gt 0 ] || { echo "no links found: is $root the source tree?" >&2; exit 1; }
if [ "$broken" -gt 0 ]; then
  echo "$broken of $checked relative links broken" >&2
  exit 1
fi
echo "docs links: all $checked relative links resolve"
