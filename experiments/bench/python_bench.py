"""What the Python module costs (docs/python.md, "Speed and the GIL"):
  call   - one Python mutation call: a GA with a Python swap that draws as the built-in swap
           does (so both runs are the same run) against the built-in, per mutation call; and
           with a Python mutation that does nothing (the call alone: GIL, views, arguments);
  sweep  - a sweep's throughput (jobs/s, evaluations/s) with that Python swap against the
           built-in swap, on --jobs threads;
  run    - nqga.run of the quick start against `nqga run` of it (figures drawn in both).
Each figure is the median of --repeats alternating runs; with --cpu, call's are CPU seconds.
Usage: PYTHONPATH=build/python python3 experiments/bench/python_bench.py [call|sweep|run ...]
         [--repeats R] [--jobs K] [--nqga build/experiments/nqga] [--cpu]"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nqga

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "configs" / "quickstart.yaml"
calls = 0


def python_swap(board, rng):
    global calls
    calls += 1
    i = rng.integers(0, len(board))
    j = rng.integers(0, len(board) - 1)
    j += j >= i
    board[i], board[j] = board[j], board[i]


def python_noop(board, rng):
    pass


def median_seconds(action, repeats, clock=time.perf_counter):
    times = []
    for _ in range(repeats):
        start = clock()
        action()
        times.append(clock() - start)
    return statistics.median(times)


def bench_call(args):
    # n = 256 is not solved in 300 generations: every run does the same work.
    params = {"ga": {"mutation": {"rate": 1.0}}, "stop": {"max_generations": 300}}
    runs = {}
    for method in ("swap", "python-swap", "python-noop"):
        keys = {**params, "ga": {"mutation": {"rate": 1.0, "method": method}}}
        runs[method] = median_seconds(lambda: nqga.run_ga(256, keys, seed=1), args.repeats,
                                      time.process_time if args.cpu else time.perf_counter)
    global calls
    calls = 0
    nqga.run_ga(256, {**params, "ga": {"mutation": {"rate": 1.0, "method": "python-swap"}}})
    extra = runs["python-swap"] - runs["swap"]
    print(f"call: n = 256, population 100, 300 generations, mutation rate 1: {calls} mutation calls;"
          f" built-in swap {runs['swap']:.3f} s, Python swap {runs['python-swap']:.3f} s:"
          f" {extra / calls * 1e6:.2f} us more per call; a Python mutation that does nothing"
          f" {runs['python-noop']:.3f} s: {(runs['python-noop'] - runs['swap']) / calls * 1e6:.2f} us"
          f" per call")


def bench_sweep(args):
    overrides = ("n=[16,32]", "seeds=10", "stop.max_generations=2000")
    for method in ("swap", "python-swap"):
        times, evaluations, jobs = [], 0, 0
        for _ in range(args.repeats):
            with tempfile.TemporaryDirectory() as out:
                start = time.perf_counter()
                exp = nqga.run(QUICKSTART, *overrides, f"ga.mutation.method={method}",
                               out=Path(out) / "sweep", jobs=args.jobs, plot=False)
                times.append(time.perf_counter() - start)
                evaluations, jobs = exp.runs["evaluations"].sum(), len(exp.runs)
        t = statistics.median(times)
        print(f"sweep: quick start at n = [16, 32], 10 seeds, {method}, --jobs {args.jobs}:"
              f" {jobs} jobs, {evaluations} evaluations in {t:.2f} s:"
              f" {jobs / t:.1f} jobs/s, {evaluations / t / 1e6:.2f} M evaluations/s")


def bench_run(args):
    cli, python = [], []
    with tempfile.TemporaryDirectory() as out:
        for r in range(args.repeats):
            start = time.perf_counter()
            subprocess.run([args.nqga, "run", str(QUICKSTART), "--out", f"{out}/cli{r}"],
                           check=True, capture_output=True)
            cli.append(time.perf_counter() - start)
            start = time.perf_counter()
            nqga.run(QUICKSTART, out=f"{out}/py{r}")
            python.append(time.perf_counter() - start)
    c, p = statistics.median(cli), statistics.median(python)
    print(f"run: quick start (figures drawn), median of {args.repeats}: nqga run {c:.3f} s,"
          f" nqga.run {p:.3f} s ({(p / c - 1) * 100:+.1f}%)")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", nargs="*", default=["call", "sweep", "run"])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--nqga", default=str(ROOT / "build" / "experiments" / "nqga"))
    parser.add_argument("--cpu", action="store_true",
                        help="call: the process's CPU time (all threads), steadier on a busy machine")
    args = parser.parse_args()
    nqga.register_mutation("python-swap", python_swap, description="swap, in Python")
    nqga.register_mutation("python-noop", python_noop, description="nothing, in Python")
    for what in args.what:
        {"call": bench_call, "sweep": bench_sweep, "run": bench_run}[what](args)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
