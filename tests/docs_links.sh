#!/usr/bin/env bash
# Every relative link of the front page and docs/ leads somewhere: the file (or folder) exists,
# and an anchor (#heading) names a heading of that Markdown file, as GitHub spells it. Links in
# code blocks and to other sites are not checked. No network; well under a second.
# Usage: bash tests/docs_links.sh [SOURCE_DIR]
set -euo pipefail
root=$(cd "${1:-$(dirname "${BASH_SOURCE[0]}")/..}" && pwd)
cd "$root"

# One pass over the pages: "H<TAB>FILE<TAB>ANCHOR" for every heading (GitHub's anchor: lower case,
# punctuation dropped, spaces to hyphens) and "L<TAB>FILE<TAB>TARGET" for every inline link or
# image, both outside code blocks (and links outside code spans).
scan() {
  awk '
    FNR == 1 { code = 0 }
    /^```/ { code = !code; next }
    code { next }
    /^#+ / {
      anchor = tolower($0)
      sub(/^#+ /, "", anchor)
      gsub(/[^a-z0-9 _-]/, "", anchor)
      gsub(/ /, "-", anchor)
      print "H\t" FILENAME "\t" anchor
    }
    {
      line = $0
      gsub(/`[^`]*`/, "", line)
      while (match(line, /\]\([^) ]+\)/)) {
        print "L\t" FILENAME "\t" substr(line, RSTART + 2, RLENGTH - 3)
        line = substr(line, RSTART + RLENGTH)
      }
    }' README.md $(find docs -name '*.md' | sort)
}

# A path without "." and ".." segments (docs/guide/../README.md -> docs/README.md), as the scan
# names the pages; in bash, since a process per link would cost more than the whole check.
normalize() {
  local part out=()
  local IFS=/
  for part in $1; do
    case $part in
      "" | .) ;;
      ..) if [ ${#out[@]} -gt 0 ] && [ "${out[-1]}" != .. ]; then unset 'out[-1]'; else out+=(..); fi ;;
      *) out+=("$part") ;;
    esac
  done
  echo "${out[*]}"
}

declare -A headings
links=()
while IFS=$'\t' read -r kind file value; do
  if [ "$kind" = H ]; then
    headings["$file#$value"]=1
  else
    links+=("$file"$'\t'"$value")
  fi
done < <(scan)

broken=0
checked=0
for link in "${links[@]}"; do
  file=${link%%$'\t'*}
  target=${link#*$'\t'}
  case $target in http://* | https://* | mailto:*) continue ;; esac
  checked=$((checked + 1))
  path=${target%%#*}
  anchor=
  [[ $target == *'#'* ]] && anchor=${target#*#}
  resolved=$file
  if [ -n "$path" ]; then
    dir=.
    [[ $file == */* ]] && dir=${file%/*}
    resolved=$dir/$path
  fi
  key=$(normalize "$resolved")
  if [ ! -e "$resolved" ]; then
    echo "$file: link to $target: no such file ($resolved)" >&2
    broken=$((broken + 1))
  elif [ -n "$anchor" ] && [ -z "${headings["$key#$anchor"]:-}" ]; then
    echo "$file: link to $target: $key has no heading with anchor #$anchor" >&2
    broken=$((broken + 1))
  fi
done

[ "$checked" -gt 0 ] || { echo "no links found: is $root the source tree?" >&2; exit 1; }
if [ "$broken" -gt 0 ]; then
  echo "$broken of $checked relative links broken" >&2
  exit 1
fi
echo "docs links: all $checked relative links resolve"
