"""Interrupts as a Jupyter kernel sends them (SIGINT to a process with several threads, handled
by Python on the main thread): one interrupt stops run, run_ga, count and first within a moment
and raises nqga.Interrupted with what the call kept; a second abandons a run's jobs in flight,
and the kernel lives on. One kernel serves the session (conftest.py); each call is sized to run
for minutes unless stopped, so a result that finished would fail the test."""

import json
import signal
import threading
import time

import pytest

import nqga
from conftest import QUICKSTART

# A call that prints "started", then what it raised as one JSON line: `kept` holds expressions
# on the exception `e`.
CALL = """
import json, nqga
print("started", flush=True)
try:
    {call}
    out = {{"raised": None}}
except nqga.Interrupted as e:
    out = {{"raised": "Interrupted", "keyboard": isinstance(e, KeyboardInterrupt),
           "message": str(e), {kept}}}
print(json.dumps(out))
"""
LONG_SWEEP = (f"{str(QUICKSTART)!r}, 'n=30', 'seeds=1000', 'stop.max_generations=100', "
              "'ga.selection.method=tournament'")


def in_kernel(kernel, code, interrupts=1, ready=lambda: True):
    """Runs `code`; once it printed "started" and `ready()` holds, interrupts the kernel, and
    again `interrupts` - 1 times, each once the module said it saw the one before. Returns the
    last line `code` printed, read as JSON, and its stderr."""
    manager, client = kernel
    started, noted = threading.Event(), threading.Event()
    streams = {"stdout": "", "stderr": ""}

    def hook(message):
        if message["msg_type"] == "stream":
            streams[message["content"]["name"]] += message["content"]["text"]
            if "started" in streams["stdout"]:
                started.set()
            if "Interrupt again" in streams["stderr"]:
                noted.set()

    def interrupter():
        if not started.wait(60):
            return
        deadline = time.monotonic() + 60
        while not ready() and time.monotonic() < deadline:
            time.sleep(0.02)
        for k in range(interrupts):
            time.sleep(0.2)
            if k == 0 or noted.wait(60):
                manager.interrupt_kernel()

    thread = threading.Thread(target=interrupter)
    thread.start()
    reply = client.execute_interactive(code, timeout=120, output_hook=hook)
    thread.join()
    assert reply["content"]["status"] == "ok", reply["content"]
    return json.loads(streams["stdout"].strip().splitlines()[-1]), streams["stderr"]


def test_run_keeps_the_jobs_done(kernel, tmp_path):
    out, stderr = in_kernel(kernel, CALL.format(
        call=f"nqga.run({LONG_SWEEP}, out={str(tmp_path / 'run')!r}, jobs=1, plot=False)",
        kept='"done": e.experiment.report["jobs_done"], "rows": len(e.experiment.runs), '
             '"total": e.experiment.report["jobs_total"]'),
        ready=lambda: any((tmp_path / "run" / "jobs").glob("*.json")))
    assert out["raised"] == "Interrupted" and out["keyboard"]
    assert 0 < out["done"] == out["rows"] < out["total"] == 1000
    assert f"{out['done']} of 1000 jobs are in" in out["message"]
    assert "Interrupt again to abandon them" in stderr


def test_run_ga_keeps_its_result(kernel):
    out, _ = in_kernel(kernel, CALL.format(
        call="nqga.run_ga(300, {'stop.max_generations': 10**8, 'stop.time_limit_s': 600})",
        kept='"stop_reason": e.result["stop_reason"], "generations": e.result["generations"], '
             '"board": len(e.result["board"])'))
    assert out["raised"] == "Interrupted" and out["keyboard"]
    assert out["stop_reason"] == "interrupted" and out["generations"] > 0 and out["board"] == 300
    assert f"after generation {out['generations']}" in out["message"]


@pytest.mark.parametrize("call", ["nqga.count(23, threads=1)", "nqga.first(200, threads=1)"])
def test_exact_searches_stop(kernel, call):
    out, _ = in_kernel(kernel, CALL.format(call=call, kept='"result": repr(e.result)'))
    assert out["raised"] == "Interrupted" and out["keyboard"]
    assert out["result"] == "None" and "nothing kept" in out["message"]


def test_second_interrupt_abandons_the_jobs_in_flight(kernel, tmp_path):
    slow = (f"{str(QUICKSTART)!r}, 'n=400', 'seeds=2', 'stop.max_generations=100000000', "
            "'stop.time_limit_s=600'")
    out, stderr = in_kernel(kernel, CALL.format(
        call=f"nqga.run({slow}, out={str(tmp_path / 'slow')!r}, jobs=2, plot=False)",
        kept='"done": e.experiment.report["jobs_done"]'), interrupts=2)
    assert out["raised"] == "Interrupted" and out["done"] == 0
    manifest = json.loads((tmp_path / "slow" / "manifest.json").read_text())
    assert manifest["status"] == "interrupted"
    alive, _ = in_kernel(kernel, "print('started'); print(6 * 7)", interrupts=0)
    assert alive == 42


def test_an_interrupt_delivered_to_another_thread_stops_solve():
    """What a kernel's other threads see: SIGINT delivered to a thread that is not the caller's."""
    timer = threading.Timer(0.1, lambda: signal.pthread_kill(threading.get_ident(), signal.SIGINT))
    timer.start()
    with pytest.raises(nqga.Interrupted, match="solve") as stopped:
        nqga.solve(10**7)  # 1.5 s of min-conflicts here
    timer.join()
    assert stopped.value.result is None
