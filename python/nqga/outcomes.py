"""What an nqga call raises when it did not finish cleanly: an interrupt (Ctrl-C, a Jupyter
kernel's Interrupt) with what the call kept attached, and a run whose jobs failed."""

import functools
import signal
import threading
import warnings

from . import _nqga


class Interrupted(KeyboardInterrupt):
    """An interrupt stopped an nqga call. `experiment` (nqga.run): the partial Experiment, the
    jobs that finished in its run directory (running the same call again resumes). `result`
    (run_ga, count, first, solve): what the call would have returned, or None where nothing is
    usable. The message says what was kept."""

    __module__ = "nqga"  # as users name it

    def __init__(self, message, experiment=None, result=None):
        super().__init__(message)
        self.experiment = experiment
        self.result = result


class JobsFailed(RuntimeError):
    """Jobs of a run failed (a Python operator raised, a result could not be written).
    `experiment` holds the jobs that ran; `failures` each failed job's message."""

    __module__ = "nqga"

    def __init__(self, message, experiment, failures):
        super().__init__(message)
        self.experiment = experiment
        self.failures = failures


def check_on_failure(on_failure):
    """Refuses an on_failure of nqga.run other than "raise" and "warn", before the run."""
    if on_failure not in ("raise", "warn"):
        raise ValueError(f"on_failure must be 'raise' or 'warn', got {on_failure!r}")


def check_run(experiment, on_failure):
    """Raises Interrupted when an interrupt stopped the run, else JobsFailed (on_failure
    "raise") or a RuntimeWarning ("warn") when jobs failed: the count and the first failure,
    a Python operator's traceback included."""
    report = experiment.report
    failures = report["failures"] + ([report["write_failure"]] if report["write_failure"] else [])
    if report["signal"]:
        failed = f"; {len(failures)} failed" if failures else ""
        raise Interrupted(f"interrupted: {report['jobs_done']} of {report['jobs_total']} jobs are "
                          f"in {report['directory']}{failed} (the same call resumes); the "
                          "partial Experiment is the exception's .experiment", experiment=experiment)
    if not failures:
        return
    message = (f"{len(failures)} job(s) of {report['jobs_total']} failed; the runs of the "
               f"others are in {report['directory']}. The first: {failures[0]}")
    if on_failure == "raise":
        raise JobsFailed(message, experiment, failures)
    warnings.warn(message, RuntimeWarning, stacklevel=3)


def interrupted_search(what, result, kept):
    """The Interrupted of run_ga, count, first or solve: `what` was interrupted, `result` is
    attached (None: nothing usable), `kept` says what it holds."""
    return Interrupted(f"interrupted: {what}; {kept}", result=result)


def holding_interrupts(call):
    """`call` with SIGINT held while it runs and builds what it raises: the handler counts each
    interrupt for the native call's next look (every 50 ms) instead of raising, so that a second
    interrupt 20 ms after the first cannot replace nqga.Interrupted, and what it carries, by a
    bare KeyboardInterrupt. An interrupt that no native call took (one that came after the work
    ended) is sent again once the handler is restored, unless an exception is on its way out.
    Only on the main thread, where Python runs signal handlers."""

    @functools.wraps(call)
    def held(*args, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            return call(*args, **kwargs)
        previous = signal.signal(signal.SIGINT, _nqga.hold_interrupt)
        try:
            result = call(*args, **kwargs)
        finally:
            signal.signal(signal.SIGINT,
                          signal.default_int_handler if previous is None else previous)
            left = _nqga.take_held_interrupts()
        if left:
            signal.raise_signal(signal.SIGINT)
        return result

    return held
