#!/usr/bin/env bash
# The report in a real browser: a small sweep (the quick start's config at n = 8 and 10, 4 seeds,
# so 4 points) run by NQGA with its plots and report.html; the page copied alone into an empty
# folder is loaded in headless Chromium with the network unreachable (report_browser.py says
# what is checked). Skipped (exit 77) with a note when chromium, chromedriver or Python's
# selenium is missing, unless NQGA_REQUIRE_TOOLS=1 (tests/run.sh sets it after installing
# them) or CI=true: then that fails.
# Usage: bash tests/report_browser.sh NQGA [SCREENSHOT]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
nqga=$(realpath "$1")
screenshot=${2:+$(realpath -m "$2")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Debian's python3 has python3-selenium; another python3 first on PATH may not.
python=""
for candidate in /usr/bin/python3 python3; do
  if "$candidate" -c "import selenium" 2>/dev/null; then python=$candidate; break; fi
done
missing=""
command -v chromium >/dev/null || missing+=" chromium"
command -v chromedriver >/dev/null || missing+=" chromium-driver"
[ -n "$python" ] || missing+=" python3-selenium"
if [ -n "$missing" ]; then
  if [ "${NQGA_REQUIRE_TOOLS:-0}" = 1 ] || [ "${CI:-}" = true ]; then
    echo "report browser test: missing$missing (apt-get install$missing)" >&2
    exit 1
  fi
  echo "report browser test skipped: missing$missing (apt-get install$missing)"
  exit 77
fi

cd "$work"
# The page names its run directory: a path longer than a phone's line must not widen the page.
sweep=a_run_directory_whose_path_is_longer_than_a_phone_screen_is_wide/sweep
"$nqga" run "$here/../configs/quickstart.yaml" "n=[8,10]" seeds=4 --out "$sweep" --jobs 2 \
  >run.out 2>&1 || { cat run.out >&2; exit 1; }
grep -qx "report: $sweep/report.html" run.out || { echo "nqga run did not say where the report is" >&2; cat run.out >&2; exit 1; }
mkdir alone
cp "$sweep/report.html" alone/
HOME=$work "$python" "$here/report_browser.py" "$work/alone/report.html" "$sweep/summary.csv" \
  ${screenshot:+"$screenshot"}
