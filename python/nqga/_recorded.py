"""python_operators.json: the operators and problem kinds written in Python that a run
directory's runs may use, recorded so that any nqga reads the directory
(experiments/run/recorded_operators.hpp reads it) and a resume names the function it needs."""

import hashlib
import inspect
import json
import os
from pathlib import Path

FILE = "python_operators.json"


def source_hash(fn):
    """sha256 of the function's source, or of its byte code where the source is not to be had."""
    try:
        text = inspect.getsource(fn).encode()
    except (OSError, TypeError):
        text = getattr(getattr(fn, "__code__", None), "co_code", repr(fn).encode())
    return hashlib.sha256(text).hexdigest()


def _entry(family, name, fn, params, description, more):
    return {**more,
        "family": family, "name": name, "description": description,
        "module": getattr(fn, "__module__", None) or "?",
        "qualname": getattr(fn, "__qualname__", None) or type(fn).__qualname__,
        "source_sha256": source_hash(fn),
        "params": [{"name": key, "type": declaration[0].__name__, "default": declaration[1],
                    "min": declaration[2], "max": declaration[3],
                    "help": declaration[4] if len(declaration) > 4 else ""}
                   for key, declaration in params.items()],
    }


def record(directory, operators):
    """Adds those of `operators` ({(family, name): (fn, params, description, more)}) that DIR's
    config.yaml names (it writes every text value quoted, "name") to DIR/FILE, replacing entries
    of the same family and name; writes nothing when it names none. Atomic."""
    config = Path(directory) / "config.yaml"
    named = config.read_text() if config.exists() else ""
    operators = {key: value for key, value in operators.items() if json.dumps(key[1]) in named}
    if not operators:
        return
    path = Path(directory) / FILE
    entries = {}
    if path.exists():
        for entry in json.loads(path.read_text())["operators"]:
            entries[entry["family"], entry["name"]] = entry
    for (family, name), registration in operators.items():
        entries[family, name] = _entry(family, name, *registration)
    temporary = path.with_name(FILE + ".tmp")
    temporary.write_text(json.dumps({"operators": list(entries.values())}, indent=2) + "\n")
    os.replace(temporary, path)
