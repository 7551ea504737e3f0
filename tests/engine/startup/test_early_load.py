"""The window's model, loaded at process start (app.engine.local.early_load): each test is a new
interpreter, where llama_cpp is not imported yet, on the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.helpers import in_new_process, write_cut_model

# Counts the loads the engine makes itself, once llama_cpp's import has finished: not the early
# load's, whose thread may reach the call only after this patch (one line: it goes into the
# indented scripts below).
COUNT_LOADS = ("import llama_cpp, threading; loads = []; _real_load = llama_cpp.llama_model_load_from_file; "
               "llama_cpp.llama_model_load_from_file = lambda *a: (threading.current_thread().name != 'emberly-early-load' "
               "and loads.append(1)) or _real_load(*a)")


def test_the_model_loads_before_llama_cpps_high_level_half_and_the_engine_takes_it(small_model: Path) -> None:
    out = in_new_process(f"""
        import json, sys
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        params = LoadParams(n_ctx=1024)
        began = early_load.start({str(small_model)!r}, params)
        # The load is under way; numpy, Jinja and the high-level API wait for the first frame.
        held = [m for m in ("numpy", "jinja2") if m in sys.modules] + (["Llama"] if hasattr(sys.modules["llama_cpp"], "Llama") else [])
        loading = early_load._early is not None
        early_load.release()
        {COUNT_LOADS}
        from app.engine import Engine
        with Engine({str(small_model)!r}, params) as e:
            taken = len(loads)
            early_text = "".join(e.generate([{{"role": "user", "content": "Count: one, two,"}}], max_tokens=6))
        with Engine({str(small_model)!r}, params) as e:  # nothing early now: loaded here
            fresh_text = "".join(e.generate([{{"role": "user", "content": "Count: one, two,"}}], max_tokens=6))
        print(json.dumps({{"began": began, "held": held, "loading": loading, "taken": taken, "loads": len(loads),
                          "early": early_text, "fresh": fresh_text}}))
    """)
    assert out["began"] and out["loading"] and out["held"] == []
    assert out["taken"] == 0 and out["loads"] == 1  # the engine took the early model; the second loaded its own
    assert out["early"] and out["early"] == out["fresh"]  # greedy: the same model, the same words


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_a_load_asked_with_other_parameters_frees_the_early_one_and_loads_anew(small_model: Path) -> None:
    out = in_new_process(f"""
        import json
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        early_load.start({str(small_model)!r}, LoadParams(n_ctx=1024))
        early_load.release()
        {COUNT_LOADS}
        early = early_load._early
        from app.engine import Engine
        with Engine({str(small_model)!r}, LoadParams(n_ctx=2048)) as e:
            n_ctx = e.n_ctx
        early.thread.join()
        print(json.dumps({{"n_ctx": n_ctx, "loads": len(loads), "freed": early.loaded is None and early.discarded,
                          "left": early_load._early is None}}))
    """)
    assert out == {"n_ctx": 2048, "loads": 1, "freed": True, "left": True}


def test_nothing_loads_early_before_the_start_up_probe_has_run(small_model: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A first start of this build on this machine: the probe must try the model in a child
    process first (safe_start), so nothing runs llama.cpp on it in this one."""
    monkeypatch.setenv("EMBERLY_CONFIG_DIR", str(tmp_path / "no-record"))
    out = in_new_process(f"""
        import json, sys
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        began = early_load.start({str(small_model)!r}, LoadParams(n_ctx=1024))
        early_load.release()
        import llama_cpp
        print(json.dumps({{"began": began, "early": early_load._early is not None, "imported": hasattr(llama_cpp, "Llama")}}))
    """)
    assert out == {"began": True, "early": False, "imported": True}


def test_a_cancel_while_waiting_for_the_early_load_stops_it(small_model: Path) -> None:
    out = in_new_process(f"""
        import json
        from app.engine.local import early_load
        from app.engine.errors import LoadCancelled
        from app.engine.params import LoadParams
        params = LoadParams(n_ctx=1024)
        early_load.start({str(small_model)!r}, params)
        early_load.release()
        early = early_load._early
        try:
            early_load.take({str(small_model)!r}, params, progress=lambda fraction: False)
            outcome = "taken"
        except LoadCancelled as e:
            outcome = str(e)
        early.thread.join()
        print(json.dumps({{"outcome": outcome, "freed": early.loaded is None}}))
    """)
    assert out == {"outcome": "Loading was cancelled.", "freed": True}


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_without_a_first_frame_the_held_back_import_goes_on_by_itself(small_model: Path) -> None:
    """A window that never paints (or a bug that imports llama_cpp before the frame) waits a
    bounded time, not forever."""
    out = in_new_process(f"""
        import json, time
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        early_load.HOLD_MAX_S = 0.5
        t = time.monotonic()
        early_load.start({str(small_model)!r}, LoadParams(n_ctx=1024))
        import llama_cpp  # no release(): waits for the hold's limit
        print(json.dumps({{"waited": time.monotonic() - t, "imported": hasattr(llama_cpp, "Llama")}}))
    """)
    assert out["imported"] and out["waited"] >= 0.5


def test_a_missing_file_or_a_process_with_llama_cpp_loads_nothing_early(tmp_path: Path) -> None:
    out = in_new_process(f"""
        import json, sys
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        missing = early_load.start({str(tmp_path / "gone.gguf")!r}, LoadParams())
        import llama_cpp
        already = early_load.start(sys.executable, LoadParams())  # a file, but llama_cpp is in
        print(json.dumps({{"missing": missing, "already": already, "finders": [type(f).__name__ for f in sys.meta_path]}}))
    """)
    assert out["missing"] is False and out["already"] is False
    assert "_LoadWhenBound" not in out["finders"]


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_a_damaged_model_loaded_early_fails_with_the_message_a_load_gives(small_model: Path, tmp_path: Path) -> None:
    cut = write_cut_model(small_model, tmp_path / "cut.gguf")
    out = in_new_process(f"""
        import json
        from app.engine.local import early_load
        from app.engine.errors import EngineError
        from app.engine.params import LoadParams
        early_load.start({str(cut)!r}, LoadParams(n_ctx=512))
        early_load.release()
        from app.engine import Engine
        failures = []
        for attempt in ("early", "again"):  # the second loads it here, as without the early load
            try:
                Engine({str(cut)!r}, LoadParams(n_ctx=512))
            except EngineError as e:
                failures.append([type(e).__name__, str(e)])
        print(json.dumps({{"failures": failures}}))
    """)
    early, again = out["failures"]
    assert early == again and early[0] == "TruncatedModelFile"


def test_a_load_nobody_took_is_stopped_and_freed_before_the_process_ends(small_model: Path) -> None:
    """The window closed before the engine took it, or another Emberly had the data folder: the
    process must not end with llama.cpp in the middle of a load."""
    out = in_new_process(f"""
        import atexit, json
        from app.engine.local import early_load
        from app.engine.params import LoadParams
        seen = {{}}
        # Registered first, so it runs last: after early_load's own handler.
        atexit.register(lambda: print(json.dumps({{"alive": seen["early"].thread.is_alive(),
                                                  "freed": seen["early"].loaded is None}})))
        early_load.start({str(small_model)!r}, LoadParams(n_ctx=1024))
        early_load.release()
        import llama_cpp
        seen["early"] = early_load._early
    """)
    assert out == {"alive": False, "freed": True}
