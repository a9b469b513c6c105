"""docs/reference/command-line.md's command table says what `nqga --help` says: a row for every
subcommand it lists, every option of each subcommand's `--help` in that subcommand's rows, and no
option there that its `--help` does not list. A row's first cell holds one or more code spans
`nqga SUBCOMMAND ...`; only those spans are read. No network; a second or so.
Usage: python3 tests/docs_commands.py NQGA_EXECUTABLE [SOURCE_DIR]"""

import re
import subprocess
import sys
from pathlib import Path


def help_text(nqga, *subcommand):
    return subprocess.run([nqga, *subcommand, "--help"], capture_output=True, text=True,
                          check=True).stdout


def subcommands(nqga):
    """The names under "Subcommands:" of `nqga --help`."""
    text = help_text(nqga)
    listing = text.split("Subcommands:", 1)[1]
    return [line.split()[0] for line in listing.splitlines() if line.startswith("  ")]


def options(nqga, subcommand):
    """The long options of `nqga SUBCOMMAND --help`, --help left out."""
    found = set(re.findall(r"^\s+(?:-\w,)?(--[a-z][a-z-]*)", help_text(nqga, subcommand),
                           re.MULTILINE))
    return found - {"--help"}


def documented(source):
    """For each subcommand, the options its rows of the command table name."""
    page = (Path(source) / "docs" / "reference" / "command-line.md").read_text()
    table = page.split("| command | what it does |", 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines():
        cells = line.split(" | ")
        for span in re.findall(r"`(nqga [^`]*)`", cells[0]):
            words = span.split()
            if len(words) < 2:
                continue
            rows.setdefault(words[1], set()).update(re.findall(r"--[a-z][a-z-]*", span))
    return rows


def main():
    nqga = sys.argv[1]
    source = sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent.parent
    rows = documented(source)
    problems = []
    listed = subcommands(nqga)
    for subcommand in listed:
        if subcommand not in rows:
            problems.append(f"no row for `nqga {subcommand}`")
            continue
        given = options(nqga, subcommand)
        for option in sorted(given - rows[subcommand]):
            problems.append(f"`nqga {subcommand}`: {option} is in its --help, not in its rows")
        for option in sorted(rows[subcommand] - given):
            problems.append(f"`nqga {subcommand}`: {option} is in its rows, not in its --help")
    for subcommand in sorted(set(rows) - set(listed)):
        problems.append(f"a row for `nqga {subcommand}`, which `nqga --help` does not list")
    if problems:
        print("docs/reference/command-line.md against nqga --help:", file=sys.stderr)
        for problem in problems:
            print("  " + problem, file=sys.stderr)
        sys.exit(1)
    print(f"command table: {len(listed)} subcommands and their options as --help gives them")


if __name__ == "__main__":
    main()
