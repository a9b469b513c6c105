"""nqga.run_ga: one GA from config keys, watched and stopped per generation."""

import numpy as np
import pytest

import nqga


def test_run_ga_solves_and_logs():
    result = nqga.run_ga(8, {"ga": {"population": 60}}, seed=4)
    assert result["solved"] and nqga.check(result["board"])
    assert len(result["log"]) == result["generations"] + 1
    assert result == {**result, "stop_reason": "solved"}


def test_callback_sees_each_generation_and_stops_the_run():
    seen = []
    result = nqga.run_ga(40, {"stop.max_generations": 500}, seed=1,
                         on_generation=lambda record: seen.append(record) or len(seen) < 5)
    assert result["stop_reason"] == "observer" and len(seen) == 5
    assert [r["generation"] for r in seen] == list(range(5))


def test_same_seed_same_run():
    first = nqga.run_ga(12, {"stop.max_generations": 50}, seed=9)
    second = nqga.run_ga(12, {"stop.max_generations": 50}, seed=9)
    assert first["log"].drop(columns="seconds").equals(second["log"].drop(columns="seconds"))
    dtypes = {c["name"]: {"count": "int64", "real": "float64"}[c["type"]]
              for c in nqga._nqga.log_columns(0)}
    assert first["log"].dtypes.astype(str).to_dict() == dtypes  # the job logs' columns


KEYS = {"ga.population": 20, "stop.max_generations": 60}


def test_a_ga_stepped_to_its_end_is_run_gas():
    whole = nqga.run_ga(40, KEYS, seed=9)
    ga = nqga.GA(40, KEYS, seed=9)
    assert ga.generation == 0 and ga.population.shape == (20, 40) and ga.stop_reason is None
    assert ga.step(25) == 25 and ga.step(1000) == whole["generations"] - 25
    assert ga.step() == 0 and ga.stop_reason == whole["stop_reason"] == "max_generations"
    assert ga.log.drop(columns="seconds").equals(whole["log"].drop(columns="seconds"))
    assert list(ga.best) == list(whole["board"]) and ga.best_conflicts == whole["best_conflicts"]
    asked = nqga.GA(40, KEYS, seed=9)
    while asked.stop_reason is None:
        asked.tell(asked.ask())
    assert asked.log.drop(columns="seconds").equals(ga.log.drop(columns="seconds"))


def test_a_loop_of_ones_own_changes_the_children_between_ask_and_tell():
    """A Python local search between ask() and tell(): nqga counts the children as they are."""
    ga = nqga.GA(30, KEYS, seed=4)
    rng = np.random.default_rng(1)
    for _ in range(20):
        children = ga.ask()
        assert children.shape == (18, 30) and children.dtype == np.int32  # 20 less 2 elites
        for child in children:
            i, j = rng.integers(0, 30, size=2)
            child[i], child[j] = child[j], child[i]
        ga.tell(children)
    assert [nqga.conflicts(board) for board in ga.population] == list(ga.conflicts)
    assert ga.generation == 20 and len(ga.log) == 21
    children = ga.ask()
    children[3, 0] = children[3, 1]
    with pytest.raises(ValueError, match=r"child 3 is no permutation \(rows 0 and 1 both use "
                       r"column \d+\): the generation is dropped; ask\(\) again"):
        ga.tell(children)
    assert ga.generation == 20
    with pytest.raises(RuntimeError, match="tell\\(\\) without ask\\(\\)"):
        ga.tell(children)
    with pytest.raises(RuntimeError, match="ask\\(\\) and tell\\(\\) breed as the "
                       "generational model does; this GA's model is 'steady-state'"):
        nqga.GA(30, {**KEYS, "ga.model": "steady-state"}).ask()


def test_bad_key_raises_config_error():
    with pytest.raises(nqga.ConfigError, match="ga.elitism"):
        nqga.run_ga(8, {"ga": {"elitism": -1}})
    with pytest.raises(nqga.ConfigError, match="one value"):
        nqga.run_ga(8, {"ga": {"population": [10, 20]}})


@pytest.mark.parametrize("stop, reason", [
    ({"stop.max_generations": 50}, "max_generations"),
    ({"stop.max_evaluations": 3000}, "max_evaluations"),
    ({"stop.stagnation": 5}, "stagnation"),
    ({"stop.time_limit_s": 0.2}, "time_limit"),
])
def test_stop_keys_stop_the_run(stop, reason):
    # Unstopped, 256 queens run the 10,000 generations (and a minute) of the defaults.
    result = nqga.run_ga(256, stop, seed=3)
    assert result["stop_reason"] == reason and not result["solved"]
    if reason == "max_generations":
        assert result["generations"] == 50
    if reason == "max_evaluations":
        assert result["evaluations"] <= 3000
    if reason == "time_limit":
        assert result["generations"] < 10000
