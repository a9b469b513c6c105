"""Two builds of nqga's GA loop timed against each other (docs/performance-ga.md): the peer
benchmark's nqga side alone (`nqga_bench_peer --nqga N SELECTION SEEDS`: population 100,
elitism 1, PMX 0.9, swap 0.2, 300 generations) from each build, run in turn, A then B, then B then
A, REPS times, so that a machine whose speed drifts slows both alike. Prints the median of B's
CPU time over A's with its interquartile range, and stops if the two made different runs.
Usage: python3 experiments/bench/paired_builds.py BUILD_A BUILD_B [--n 1024]
         [--selection roulette] [--seeds 3] [--reps 30]"""

import argparse
import statistics
import subprocess
import sys
from pathlib import Path


def run(build, args):
    """CPU seconds and the digest of the runs of one call."""
    out = subprocess.run([str(Path(build) / "experiments" / "bench" / "nqga_bench_peer"),
                          "--nqga", *args], capture_output=True, text=True, check=True).stdout
    words = out.split()
    return float(words[0]), words[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build_a")
    parser.add_argument("build_b")
    parser.add_argument("--n", default="1024")
    parser.add_argument("--selection", default="roulette", choices=["roulette", "tournament"])
    parser.add_argument("--seeds", default="3")
    parser.add_argument("--reps", type=int, default=30)
    options = parser.parse_args()
    args = [options.n, options.selection, options.seeds]
    ratios = []
    for rep in range(options.reps):
        order = [options.build_a, options.build_b]
        if rep % 2:
            order.reverse()
        timed = {build: run(build, args) for build in order}
        (a, digest_a), (b, digest_b) = timed[options.build_a], timed[options.build_b]
        if digest_a != digest_b:
            sys.exit(f"the builds made different runs: {digest_a} against {digest_b}")
        ratios.append(b / a)
    q1, median, q3 = statistics.quantiles(ratios, n=4)
    print(f"n = {options.n} {options.selection}, {options.reps} pairs of {options.seeds} seeds: "
          f"B / A CPU time {median:.3f} (IQR {q1:.3f}-{q3:.3f})")


if __name__ == "__main__":
    main()
