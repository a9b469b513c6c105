"""How long an interrupt takes to stop each long call of the Python module, measured as a
notebook user meets it: a real Jupyter kernel (Debian's ipykernel, driven by jupyter_client)
runs the call, the kernel is interrupted (interrupt_kernel(), SIGINT) once the call is under
way, and the latency is the time from the interrupt to nqga.Interrupted caught in the cell
(both clocks time.time() on one machine). Each call is sized to run for minutes unless stopped.

The calls: a sweep of long C++ jobs (run), a sweep whose Python mutation sleeps 20 ms a call
(run, slow-python: a generation of seconds, whose calls are cut) and one whose mutation computes
for 50 ms a call in Python (run, busy-python: cut within the call), one GA (run_ga), count,
first and solve (its start at n = 3 * 10^8). Each with the kernel otherwise idle, with a Python
thread spinning beside it (busy-thread) and with one sleeping (sleeping-thread).

Usage: PYTHONPATH=build/python /usr/bin/python3 experiments/bench/interrupt_bench.py
           [--repeats R] [--out FILE.csv] [--only NAME ...]
Prints a Markdown table (median and worst latency per call and setting) and writes every
measurement to --out (default: interrupt_latency.csv in the working folder)."""

import argparse
import csv
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import jupyter_client

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = str(ROOT / "configs" / "quickstart.yaml")

SETUP = """
import json, threading, time, nqga
def slow_python(board, rng):
    time.sleep(0.02)
def busy_python(board, rng):
    end = time.perf_counter() + 0.05
    while time.perf_counter() < end:
        pass
nqga.register_mutation("slow-python", slow_python)
nqga.register_mutation("busy-python", busy_python)
None
"""

# Each call as the cell runs it; {out} is a fresh run directory.
CALLS = {
    "run": f"nqga.run({QUICKSTART!r}, 'n=400', 'seeds=20', 'ga.selection.method=roulette', "
           "'stop.max_generations=100000000', 'stop.time_limit_s=600', out={out!r}, jobs=2, "
           "plot=False)",
    "run, slow-python": f"nqga.run({QUICKSTART!r}, 'n=50', 'seeds=4', "
                        "'ga.mutation.method=slow-python', 'stop.max_generations=100000', "
                        "out={out!r}, jobs=2, plot=False)",
    "run, busy-python": f"nqga.run({QUICKSTART!r}, 'n=50', 'seeds=4', "
                        "'ga.mutation.method=busy-python', 'stop.max_generations=100000', "
                        "out={out!r}, jobs=2, plot=False)",
    "run_ga": "nqga.run_ga(300, {{'stop.max_generations': 10**8, 'stop.time_limit_s': 600}})",
    "count": "nqga.count(23, threads=1)",
    "first": "nqga.first(200, threads=1)",
    "solve": "nqga.solve(3 * 10**8)",
}

# What else the kernel runs meanwhile: code started before the call, and code that stops it.
SETTINGS = {
    "idle": ("", ""),
    "busy-thread": ("_on = [True]\n"
                    "def _spin():\n"
                    "    while _on[0]:\n"
                    "        sum(range(1000))\n"
                    "_beside = threading.Thread(target=_spin); _beside.start()\n",
                    "_on[0] = False; _beside.join()\n"),
    "sleeping-thread": ("_on = [True]\n"
                        "def _nap():\n"
                        "    while _on[0]:\n"
                        "        time.sleep(0.5)\n"
                        "_beside = threading.Thread(target=_nap); _beside.start()\n",
                        "_on[0] = False; _beside.join()\n"),
}

CELL = """{before}print("started", flush=True)
try:
    {call}
    _out = {{"raised": None}}
except nqga.Interrupted as e:
    _out = {{"raised": "Interrupted", "caught": time.time()}}
{after}print(json.dumps(_out))
"""


def measure(manager, client, code, delay):
    """Runs `code`, interrupts the kernel `delay` seconds after it printed "started", and
    returns the seconds from the interrupt to the exception caught in the cell."""
    started = threading.Event()
    lines = []
    sent = []

    def hook(message):
        if message["msg_type"] == "stream" and message["content"]["name"] == "stdout":
            lines.append(message["content"]["text"])
            if "started" in "".join(lines):
                started.set()

    def interrupter():
        if started.wait(120):
            time.sleep(delay)
            sent.append(time.time())
            manager.interrupt_kernel()

    thread = threading.Thread(target=interrupter)
    thread.start()
    reply = client.execute_interactive(code, timeout=900, output_hook=hook)
    thread.join()
    if reply["content"]["status"] != "ok":
        raise RuntimeError(f"the cell failed: {reply['content']}")
    out = json.loads("".join(lines).strip().splitlines()[-1])
    if out["raised"] != "Interrupted":
        raise RuntimeError(f"the call ended before the interrupt: {code}")
    return out["caught"] - sent[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--delay", type=float, default=1.0,
                        help="seconds from the call's start to the interrupt")
    parser.add_argument("--out", default="interrupt_latency.csv")
    parser.add_argument("--only", nargs="*", default=list(CALLS), choices=list(CALLS))
    args = parser.parse_args()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(str(Path(p).resolve())
                                        for p in env.get("PYTHONPATH", "").split(os.pathsep) if p)
    manager = jupyter_client.KernelManager(kernel_name="python3")
    folder = tempfile.TemporaryDirectory(prefix="nqga-interrupts-")
    manager.start_kernel(env=env, cwd=folder.name)
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    client.execute_interactive(SETUP, timeout=60)
    rows = []
    try:
        for name in args.only:
            for setting, (before, after) in SETTINGS.items():
                for k in range(args.repeats):
                    out = str(Path(folder.name, f"{len(rows)}"))
                    call = CALLS[name].format(out=out)
                    code = CELL.format(before=before, call=call, after=after)
                    seconds = measure(manager, client, code, args.delay)
                    rows.append({"call": name, "setting": setting, "repeat": k,
                                 "latency_s": f"{seconds:.3f}"})
                    print(f"{name:18} {setting:16} {seconds:6.3f} s", file=sys.stderr)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
        folder.cleanup()
    with open(args.out, "w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print("| call | " + " | ".join(SETTINGS) + " |")
    print("|---|" + "---|" * len(SETTINGS))
    for name in args.only:
        cells = []
        for setting in SETTINGS:
            values = [float(r["latency_s"]) for r in rows
                      if r["call"] == name and r["setting"] == setting]
            cells.append(f"{statistics.median(values):.2f} s (worst {max(values):.2f})")
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
