"""nqga's exact search on instances against a SAT solver, on CSPLib 080's 400 Blocked n-Queens
instances of the ASP competition (docs/problems.md, "A SAT solver beside it").

For every instance, one after the other on one thread each: `nqga first --problem F --threads 1
--json`, then CaDiCaL (`cadical -q`) on `nqga instance --problem F --cnf`'s encoding (writing the
CNF is not timed). Each runs under a limit of T CPU seconds (RLIMIT_CPU, as `ulimit -t` sets it)
that ends it, so that a loaded machine slows the run, not the verdicts; their own wall-clock
limits stand far above it. Each verdict (satisfiable, unsatisfiable, undecided) is
compared with the other solver's and with Lingeling's published one (CSPLib's
results/run-aspbenchmarks-lingeling-python.txt). Times are the CPU seconds of the child process
(user + system), and "decided within S s" counts the verdicts reached in at most S CPU seconds,
for S up to the limit.

The data (not part of nqga; from https://github.com/csplib/csplib, Problems/prob080):
  data/asp-competition-instances.tar.gz    extract it: tar xzf ... (files blockedqueens.N.ID.param)
  results/run-aspbenchmarks-lingeling-python.txt.gz    gunzip it
Usage:
  python3 experiments/bench/sat_bench.py DIR LINGELING.txt [--limit 10] [--n 28 48]
      [--sample K] [--nqga build/experiments/nqga] [--cadical cadical] [--csv FILE]
--sample K takes K instances per n, half of them satisfiable by Lingeling's verdict, the
smallest ids first. `sat_bench.py --table LIMIT CSV...` prints the table of earlier runs' CSV
files (runs split by n, for example) without running anything."""

import argparse
import csv
import json
import math
import os
import resource
import shutil
import statistics
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THRESHOLDS = (1, 10, 60)


def lingeling_verdicts(path):
    """(n, id) -> 'sat' or 'unsat', from the published results (columns 1, 3 and 4)."""
    verdicts = {}
    for line in Path(path).read_text().splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[3] in ("SATISFIABLE", "UNSATISFIABLE"):
            verdicts[(int(fields[0]), fields[2])] = "sat" if fields[3] == "SATISFIABLE" else "unsat"
    return verdicts


def instances(directory, ns, sample, lingeling):
    """The instance files, by n then id: all of them, or `sample` per n, half of each verdict."""
    found = []
    for path in Path(directory).glob("blockedqueens.*.param"):
        match = re.fullmatch(r"blockedqueens\.(\d+)\.(\d+)\.param", path.name)
        if match and (not ns or int(match[1]) in ns):
            found.append((int(match[1]), match[2], path))
    found.sort(key=lambda f: (f[0], f[1]))
    if not sample:
        return found
    chosen = []
    for n in sorted({f[0] for f in found}):
        for verdict in ("sat", "unsat"):
            of_n = [f for f in found if f[0] == n and lingeling.get((n, f[1])) == verdict]
            chosen += of_n[: (sample + (verdict == "sat")) // 2]
    return sorted(chosen, key=lambda f: (f[0], f[1]))


def timed(command, cpu_limit):
    """The completed process (None when a wall clock of 100 times the limit ran out) and the CPU
    seconds it took, ended by SIGXCPU after `cpu_limit` CPU seconds (rounded up)."""
    seconds = math.ceil(cpu_limit)
    limit = lambda: resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
    before = os.times()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=100 * seconds + 30,
                              preexec_fn=limit)
    except subprocess.TimeoutExpired:
        done = None
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system)
    return done, cpu


def nqga_verdict(nqga, path, limit):
    done, cpu = timed([nqga, "first", "--problem", str(path), "--threads", "1", "--json"], limit)
    if done is None or done.returncode == 2 or not done.stdout.strip():
        return "undecided", cpu
    result = json.loads(done.stdout)
    if result.get("solved"):
        return "sat", cpu
    if "time_limit_s" in result or result.get("undecided") or result.get("decided") is False:
        return "undecided", cpu
    return "unsat", cpu


def cadical_verdict(nqga, cadical, path, limit, cnf):
    subprocess.run([nqga, "instance", "--problem", str(path), "--cnf", cnf], check=True)
    done, cpu = timed([cadical, "-q", cnf], limit)
    code = done.returncode if done else 0
    return {10: "sat", 20: "unsat"}.get(code, "undecided"), cpu


def decided_within(rows, solver, seconds):
    """The instances `solver` decided in at most `seconds` CPU seconds."""
    return sum(r[solver] != "undecided" and r[solver + "_cpu_s"] <= seconds for r in rows)


def print_table(rows, limit):
    """The table by n: decided within each threshold per solver, and the verdicts compared."""
    shown = [s for s in THRESHOLDS if s <= limit]
    head = ["n", "instances"]
    head += [f"nqga <= {s} s" for s in shown] + [f"CaDiCaL <= {s} s" for s in shown]
    head += ["CaDiCaL only", "nqga only", "nqga vs CaDiCaL", "vs Lingeling",
             "median s where both decide (nqga / CaDiCaL)"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for n in sorted({r["n"] for r in rows}) + ["all"]:
        of_n = [r for r in rows if n == "all" or r["n"] == n]
        both = [r for r in of_n if "undecided" not in (r["nqga"], r["cadical"])]
        against = [r for r in of_n for s in ("nqga", "cadical")
                   if r[s] != "undecided" and r["lingeling"] and r[s] != r["lingeling"]]
        cells = [str(n), str(len(of_n))]
        cells += [str(decided_within(of_n, "nqga", s)) for s in shown]
        cells += [str(decided_within(of_n, "cadical", s)) for s in shown]
        cells.append(str(sum(r["nqga"] == "undecided" != r["cadical"] for r in of_n)))
        cells.append(str(sum(r["cadical"] == "undecided" != r["nqga"] for r in of_n)))
        cells.append(f"{sum(r['nqga'] != r['cadical'] for r in both)} differ of {len(both)}")
        checked = sum(r[s] != "undecided" and r["lingeling"] != ""
                      for r in of_n for s in ("nqga", "cadical"))
        cells.append(f"{len(against)} wrong of {checked}")
        cells.append(" / ".join(f"{statistics.median(r[s + '_cpu_s'] for r in both):.3f}"
                                for s in ("nqga", "cadical")) if both else "-")
        print("| " + " | ".join(cells) + " |")


def table_of_files(limit, paths):
    """The table of the rows that earlier runs wrote with --csv."""
    rows = []
    for path in paths:
        with open(path, newline="") as file:
            for row in csv.DictReader(file):
                row["n"] = int(row["n"])
                row["nqga_cpu_s"] = float(row["nqga_cpu_s"])
                row["cadical_cpu_s"] = float(row["cadical_cpu_s"])
                rows.append(row)
    print(f"{len(rows)} instances, at most {limit:g} s each per solver (CPU seconds):")
    print_table(rows, limit)


def main():
    if sys.argv[1:2] == ["--table"]:
        return table_of_files(float(sys.argv[2]), sys.argv[3:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory")
    parser.add_argument("lingeling")
    parser.add_argument("--limit", type=int, default=10,
                        help="CPU seconds per solver and instance (whole seconds)")
    parser.add_argument("--n", type=int, nargs="*", default=[], help="only these board sizes")
    parser.add_argument("--sample", type=int, default=0, help="instances per n (0: all)")
    parser.add_argument("--nqga", default=str(ROOT / "build" / "experiments" / "nqga"))
    parser.add_argument("--cadical", default="cadical")
    parser.add_argument("--csv", help="write every instance's verdicts and CPU seconds here")
    args = parser.parse_args()
    lingeling = lingeling_verdicts(args.lingeling)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        cnf = os.path.join(scratch, "instance.cnf")
        nqga_copy = shutil.copy(args.nqga, scratch)  # a rebuild during the run cannot touch it
        for n, name, path in instances(args.directory, set(args.n), args.sample, lingeling):
            nqga, nqga_cpu = nqga_verdict(nqga_copy, path, args.limit)
            sat, sat_cpu = cadical_verdict(nqga_copy, args.cadical, path, args.limit, cnf)
            nqga = nqga if nqga_cpu <= args.limit else "undecided"  # decided past the limit
            sat = sat if sat_cpu <= args.limit else "undecided"
            rows.append({"n": n, "id": name, "lingeling": lingeling.get((n, name), ""),
                         "nqga": nqga, "nqga_cpu_s": round(nqga_cpu, 3),
                         "cadical": sat, "cadical_cpu_s": round(sat_cpu, 3)})
            print(f"n={n} {name}: lingeling {rows[-1]['lingeling']}, nqga {nqga} "
                  f"{nqga_cpu:.2f} s, cadical {sat} {sat_cpu:.2f} s", file=sys.stderr)
    if args.csv:
        with open(args.csv, "w", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    print(f"{len(rows)} instances, at most {args.limit:g} s each per solver (CPU seconds):")
    print_table(rows, args.limit)


if __name__ == "__main__":
    main()
