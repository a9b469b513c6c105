"""Interrupts as a Jupyter kernel sends them (SIGINT to a process with several threads, handled
by Python on the main thread): an interrupt stops run, run_ga, count, first and solve within a
second, a sweep with a slow Python operator and a kernel with a busy thread included, and raises
nqga.Interrupted with what the call kept; a second interrupt 20 ms after the first keeps it; the
jobs in flight are kept as checkpoints that the same call continues; the kernel lives on. One
kernel serves the session (conftest.py); each call is sized to run for minutes unless stopped,
so a result that finished would fail the test. experiments/bench/interrupt_bench.py measures
the same latencies."""

import json
import signal
import threading
import time

import pytest

import nqga
from conftest import QUICKSTART

# What a test allows between the interrupt and the exception caught in the kernel: the goal is a
# second, and a loaded two-core machine adds its own delays (the benchmark records the figures).
LATENCY_LIMIT_S = 2.5

# A call that prints "started", then what it raised as one JSON line: `kept` holds expressions
# on the exception `e`; `caught` is the moment the exception reached the cell.
CALL = """
import json, time, nqga
print("started", flush=True)
try:
    {call}
    out = {{"raised": None}}
except nqga.Interrupted as e:
    out = {{"raised": "Interrupted", "keyboard": isinstance(e, KeyboardInterrupt),
           "message": str(e), "caught": time.time(), {kept}}}
print(json.dumps(out))
"""
# Two points (roulette and tournament selection), 1000 seeds each.
LONG_SWEEP = f"{str(QUICKSTART)!r}, 'n=30', 'seeds=1000', 'stop.max_generations=100'"


def in_kernel(kernel, code, interrupts=1, ready=lambda: True, gap=None):
    """Runs `code`; once it printed "started" and `ready()` holds, interrupts the kernel
    `interrupts` times: `gap` seconds apart, or (None) each once the module said it saw the one
    before. Returns the last line `code` printed, read as JSON, its stderr, and the moment of
    the first interrupt."""
    manager, client = kernel
    started, noted = threading.Event(), threading.Event()
    streams = {"stdout": "", "stderr": ""}
    sent = []

    def hook(message):
        if message["msg_type"] == "stream":
            streams[message["content"]["name"]] += message["content"]["text"]
            if "started" in streams["stdout"]:
                started.set()
            if "nqga: interrupted" in streams["stderr"]:
                noted.set()

    def interrupter():
        if not started.wait(60):
            return
        deadline = time.monotonic() + 60
        while not ready() and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.2)
        for k in range(interrupts):
            if k and gap is not None:
                time.sleep(gap)
            elif k and not noted.wait(60):
                return
            sent.append(time.time())
            manager.interrupt_kernel()

    thread = threading.Thread(target=interrupter)
    thread.start()
    reply = client.execute_interactive(code, timeout=120, output_hook=hook)
    thread.join()
    assert reply["content"]["status"] == "ok", reply["content"]
    return (json.loads(streams["stdout"].strip().splitlines()[-1]), streams["stderr"],
            sent[0] if sent else None)


def latency(out, sent):
    """Seconds from the first interrupt to the exception caught in the cell."""
    assert out["raised"] == "Interrupted" and out["keyboard"], out
    return out["caught"] - sent


def test_run_keeps_the_jobs_done(kernel, tmp_path):
    out, stderr, sent = in_kernel(kernel, CALL.format(
        call=f"nqga.run({LONG_SWEEP}, out={str(tmp_path / 'run')!r}, jobs=1, plot=False)",
        kept='"done": e.experiment.report["jobs_done"], "rows": len(e.experiment.runs), '
             '"total": e.experiment.report["jobs_total"], '
             '"per_point": e.experiment.runs.groupby("point").size().tolist()'),
        ready=lambda: len(list((tmp_path / "run" / "jobs").glob("*.json"))) > 2)
    assert latency(out, sent) < LATENCY_LIMIT_S
    assert 0 < out["done"] == out["rows"] < out["total"] == 2000
    # Seed-major: both points' first seeds, then both points' second ones, ...
    assert len(out["per_point"]) == 2 and max(out["per_point"]) - min(out["per_point"]) <= 1
    assert f"{out['done']} of 2000 jobs are in" in out["message"]
    assert "the jobs in flight stop at their generation's end, kept as checkpoints" in stderr


def test_run_ga_keeps_its_result(kernel):
    out, _, sent = in_kernel(kernel, CALL.format(
        call="nqga.run_ga(300, {'stop.max_generations': 10**8, 'stop.time_limit_s': 600})",
        kept='"stop_reason": e.result["stop_reason"], "generations": e.result["generations"], '
             '"board": len(e.result["board"])'))
    assert latency(out, sent) < LATENCY_LIMIT_S
    assert out["stop_reason"] == "interrupted" and out["generations"] > 0 and out["board"] == 300
    assert f"after generation {out['generations']}" in out["message"]


def test_a_stepped_ga_stops_at_a_generations_end_and_steps_on(kernel):
    out, _, sent = in_kernel(kernel, CALL.format(
        call="ga = nqga.GA(300, {'stop.max_generations': 10**8}); ga.step(10**8)",
        kept='"same": e.result is ga, "generation": ga.generation, '
             '"more": ga.step(3)'))
    assert latency(out, sent) < LATENCY_LIMIT_S
    assert out["same"] and out["generation"] > 0 and out["more"] == 3


@pytest.mark.parametrize("gap", [0.02, 0.05])
def test_a_second_interrupt_soon_after_keeps_the_result(kernel, gap):
    """The second interrupt lands while the first one's exception is built: before, a bare
    KeyboardInterrupt without .result replaced it."""
    # On a loaded machine the second interrupt may come after the cell caught the first: the
    # cell's last second takes it, where it would otherwise land in the kernel between the
    # cell's end and its reply, which the kernel then never sends.
    late = "\ntry:\n    time.sleep(1)\nexcept KeyboardInterrupt:\n    pass\n"
    for _ in range(3):
        out, _, _ = in_kernel(kernel, CALL.format(
            call="nqga.run_ga(300, {'stop.max_generations': 10**8, 'stop.time_limit_s': 600})",
            kept='"stop_reason": e.result["stop_reason"]') + late, interrupts=2, gap=gap)
        assert out["raised"] == "Interrupted" and out["stop_reason"] == "interrupted"
    alive, _, _ = in_kernel(kernel, "print('started'); print(6 * 7)", interrupts=0)
    assert alive == 42


@pytest.mark.parametrize("call", ["nqga.count(23, threads=1)", "nqga.first(200, threads=1)",
                                  "nqga.solve(3 * 10**8)"])
def test_searches_stop(kernel, call):
    """solve's start (the greedy placement of 3 * 10^8 queens, seconds) looks at the interrupt
    too."""
    out, _, sent = in_kernel(kernel, CALL.format(call=call, kept='"result": repr(e.result)'))
    assert latency(out, sent) < LATENCY_LIMIT_S
    assert out["result"] == "None"
    assert "nothing kept" in out["message"] or "no board found" in out["message"]


def test_jobs_in_flight_stop_and_a_rerun_continues_them(kernel, tmp_path):
    """Two jobs of seconds stop at their generation's end, each keeping its state as a
    checkpoint; the same call, run again, continues them from there, and every generation is
    logged once."""
    call = (f"nqga.run({str(QUICKSTART)!r}, 'n=400', 'seeds=2', 'ga.selection.method=roulette', "
            f"out={str(tmp_path / 'slow')!r}, jobs=2, plot=False)")
    out, _, sent = in_kernel(kernel, CALL.format(
        call=call, kept='"done": e.experiment.report["jobs_done"]'),
        ready=lambda: (tmp_path / "slow" / "manifest.json").exists())
    assert latency(out, sent) < LATENCY_LIMIT_S and out["done"] == 0
    jobs = tmp_path / "slow" / "jobs"
    assert sorted(p.name for p in jobs.iterdir()) == ["0.checkpoint", "1.checkpoint"]
    manifest = json.loads((tmp_path / "slow" / "manifest.json").read_text())
    assert manifest["status"] == "interrupted"
    out, stderr, _ = in_kernel(kernel, CALL.format(call=call, kept=""), interrupts=0)
    assert out["raised"] is None
    assert "job 0 continues from its checkpoint" in stderr
    assert "job 1 continues from its checkpoint" in stderr
    for job in (0, 1):
        generations = [int(line.split(",")[0]) for line in
                       (jobs / f"{job}.gens.csv").read_text().splitlines()[1:]]
        assert generations == list(range(20001))


def test_a_slow_python_operator_is_cut(kernel, tmp_path):
    """A mutation of 20 ms a call makes generations of seconds: the calls are cut a moment
    after the interrupt (the one running ends, the others never begin)."""
    code = ("import time, nqga\n"
            "def slow(board, rng):\n"
            "    time.sleep(0.02)\n"
            "nqga.register_mutation('slow', slow)\n" +
            CALL.format(call=f"nqga.run({str(QUICKSTART)!r}, 'n=50', 'seeds=4', "
                             "'ga.mutation.method=slow', 'stop.max_generations=100000', "
                             f"out={str(tmp_path / 'cut')!r}, jobs=2, plot=False)",
                        kept='"done": e.experiment.report["jobs_done"]'))
    out, _, sent = in_kernel(kernel, code, ready=lambda: (tmp_path / "cut" / "manifest.json")
                             .exists())
    assert latency(out, sent) < LATENCY_LIMIT_S and out["done"] == 0


def test_a_busy_python_thread_does_not_delay_the_interrupt(kernel):
    code = ("import threading, time\n"
            "busy = {'on': True}\n"
            "def spin():\n"
            "    while busy['on']:\n"
            "        sum(range(1000))\n"
            "spinner = threading.Thread(target=spin); spinner.start()\n"
            "try:\n" +
            "\n".join("    " + line for line in CALL.format(
                call="nqga.run_ga(300, {'stop.max_generations': 10**8, "
                     "'stop.time_limit_s': 600})",
                kept='"generations": e.result["generations"]').splitlines()) +
            "\nfinally:\n    busy['on'] = False; spinner.join()\n")
    out, _, sent = in_kernel(kernel, code)
    assert latency(out, sent) < LATENCY_LIMIT_S and out["generations"] > 0


def test_an_interrupt_delivered_to_another_thread_stops_solve():
    """What a kernel's other threads see: SIGINT delivered to a thread that is not the caller's."""
    timer = threading.Timer(0.1, lambda: signal.pthread_kill(threading.get_ident(), signal.SIGINT))
    timer.start()
    with pytest.raises(nqga.Interrupted, match="solve") as stopped:
        nqga.solve(10**7)  # 1.5 s of min-conflicts here
    timer.join()
    assert stopped.value.result is None
