"""docs/layout.md against the tree: the layout's block names every top-level folder and every
folder directly under ga/ and experiments/, and everything it names exists, so that the map a
newcomer reads cannot drift from the house. Exit 1 with what differs.

Usage: python3 tests/layout_check.py SOURCE_DIR"""

import re
import sys
from pathlib import Path

# Folders the layout leaves out: the build trees and what tools make.
NOT_SOURCE = re.compile(r"^(build.*|\..*|__pycache__|Testing)$")
# The folders whose subfolders the layout must list one by one: the code's layers.
LAYERED = ("ga", "experiments")


def named_paths(layout):
    """The paths the layout's block names: a name at the line's start is top-level, one indented
    two spaces lies in the last top-level folder."""
    block = layout.split("```")[1]
    paths, parent = [], ""
    for line in block.splitlines():
        match = re.match(r"^( *)(\S+)", line)
        if not match or (match.group(1) and len(match.group(1)) != 2):
            continue  # a continuation line, indented to the descriptions
        name = match.group(2)
        if match.group(1):
            paths.append(f"{parent}/{name}".rstrip("/"))
        else:
            paths.append(name.rstrip("/"))
            parent = name.rstrip("/") if name.endswith("/") else ""
    return paths


def source_folders(root):
    """The top-level folders, and those directly under the layered ones."""
    folders = []
    for top in sorted(root.iterdir()):
        if top.is_dir() and not NOT_SOURCE.match(top.name):
            folders.append(top.name)
            if top.name in LAYERED:
                folders += [f"{top.name}/{sub.name}" for sub in sorted(top.iterdir())
                            if sub.is_dir() and not NOT_SOURCE.match(sub.name)]
    return folders


def main():
    root = Path(sys.argv[1])
    named = named_paths((root / "docs" / "layout.md").read_text())
    missing = [path for path in named if not (root / path).exists()]
    unnamed = [folder for folder in source_folders(root) if folder not in named]
    for path in missing:
        print(f"docs/layout.md names {path}, which does not exist")
    for folder in unnamed:
        print(f"docs/layout.md does not say what {folder}/ holds")
    if missing or unnamed:
        return 1
    print(f"docs/layout.md: {len(named)} paths, all there; every folder named")
    return 0


if __name__ == "__main__":
    sys.exit(main())
