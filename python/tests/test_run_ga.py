"""nqga.run_ga: one GA from config keys, watched and stopped per generation."""

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
    strip = lambda log: [{k: v for k, v in r.items() if k != "seconds"} for r in log]
    assert strip(first["log"]) == strip(second["log"])


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
