"""docs/layout.md against the tree: the layout's block names every top-level folder and every
folder directly under ga/ and experiments/, and everything it names exists, so that the map a
newcomer reads cannot drift from the house. Exit 1 with what differs.

Usage: python3 tests/layout_check.py SOURCE_DIR"""

import re
import subprocess
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


def tracked_files(root):
    """The files git tracks under root (what the quick start writes, results/, is not one), or
    every file where root is not a git checkout."""
    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True,
                                text=True, check=True).stdout.split()
        return [Path(path) for path in listed]
    except (OSError, subprocess.CalledProcessError):
        return [path.relative_to(root) for path in root.rglob("*") if path.is_file()]


def source_folders(root):
    """The top-level folders, and those directly under the layered ones, that hold source."""
    folders = set()
    for path in tracked_files(root):
        parts = path.parts[:-1]
        if not parts or any(NOT_SOURCE.match(part) for part in parts):
            continue
        folders.add(parts[0])
        if parts[0] in LAYERED and len(parts) > 1:
            folders.add(f"{parts[0]}/{parts[1]}")
    return sorted(folders)


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
