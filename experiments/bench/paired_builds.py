"""Two builds of nqga timed against each other, run in turn, A then B, then B then A, REPS times,
so that a machine whose speed drifts slows both alike; prints the median of B's time over A's with
its interquartile range, and stops if the two made different runs. The measure of a change to a
hot loop: build the commit before it into another folder and time the two.

- The GA loop (docs/performance-ga.md), the default: the peer benchmark's nqga side alone
  (`nqga_bench_peer --nqga N SELECTION SEEDS`: population 100, elitism 1, `range` crossover at
  0.9, `swap` at 0.2, 300 generations); its CPU time, and the digest of its runs.
- The exact counter (docs/performance.md), with --count N: `nqga count N --json` with --threads
  and --kernel; the count's own seconds (wall), and its total and unique counts.

Usage: python3 experiments/bench/paired_builds.py BUILD_A BUILD_B [--n 1024]
         [--selection roulette] [--seeds 3] [--reps 30]
       python3 experiments/bench/paired_builds.py BUILD_A BUILD_B --count 17 [--threads 2]
         [--kernel automatic] [--reps 30]"""

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path


def run_ga(build, args):
    """CPU seconds and the digest of the runs of one call."""
    out = subprocess.run([str(Path(build) / "experiments" / "bench" / "nqga_bench_peer"),
                          "--nqga", *args], capture_output=True, text=True, check=True).stdout
    words = out.split()
    return float(words[0]), words[-1]


def run_count(build, args):
    """The count's seconds, and its total and unique counts."""
    out = subprocess.run([str(Path(build) / "experiments" / "nqga"), "count", *args, "--json"],
                         capture_output=True, text=True, check=True).stdout
    result = json.loads(out)
    return result["seconds"], f"total {result['total']} unique {result['unique']}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build_a")
    parser.add_argument("build_b")
    parser.add_argument("--n", default="1024")
    parser.add_argument("--selection", default="roulette", choices=["roulette", "tournament"])
    parser.add_argument("--seeds", default="3")
    parser.add_argument("--count", metavar="N", help="time `nqga count N` instead of the GA loop")
    parser.add_argument("--threads", default="2", help="with --count")
    parser.add_argument("--kernel", default="automatic", help="with --count")
    parser.add_argument("--reps", type=int, default=30)
    options = parser.parse_args()
    if options.count:
        run = run_count
        args = [options.count, "--threads", options.threads, "--kernel", options.kernel]
        what = f"nqga count {options.count}, {options.threads} threads, {options.kernel}"
        unit = "seconds"
    else:
        run = run_ga
        args = [options.n, options.selection, options.seeds]
        what = f"n = {options.n} {options.selection}, {options.seeds} seeds a call"
        unit = "CPU time"
    ratios = []
    for rep in range(options.reps):
        # A then B, then B then A (one folder twice times the machine's noise alone).
        if rep % 2:
            b, digest_b = run(options.build_b, args)
            a, digest_a = run(options.build_a, args)
        else:
            a, digest_a = run(options.build_a, args)
            b, digest_b = run(options.build_b, args)
        if digest_a != digest_b:
            sys.exit(f"the builds made different runs: {digest_a} against {digest_b}")
        ratios.append(b / a)
    q1, median, q3 = statistics.quantiles(ratios, n=4)
    print(f"{what}, {options.reps} pairs: B / A {unit} {median:.3f} (IQR {q1:.3f}-{q3:.3f})")


if __name__ == "__main__":
    main()
