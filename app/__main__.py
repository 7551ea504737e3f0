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
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app import __version__

if TYPE_CHECKING:
    from app.settings import Settings


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from app.child_process import run_child

    status = run_child(argv)  # a child of the app, in a frozen app (the bundle runs itself with its flag)
    if status is not None:
        return status
    parser = build_parser()
    args, qt_args = parser.parse_known_args(argv)
    if args.data_dir is not None:
        use_portable_data_dir(args.data_dir)
    if args.diagnose:
        from app.diagnose import run_diagnose

        return run_diagnose(model=args.model)
    if args.install_desktop_entry:
        return add_to_application_menu()
    if args.serve:
        from app.headless import serve_headless

        return serve_headless(args, parser)
    if not args.cli:
        settings = load_model_early(args.model)  # before Qt's import: llama.cpp loads it while the window is built
        if not desktop_platform_ready():  # while the model loads in C (a load nobody takes stops at exit)
            return 1
        from app.ui.app import main as gui_main

        return gui_main([sys.argv[0], *qt_args], model=args.model, settings=settings)
    from app.cli import chat_in_terminal  # here: the window's start must not import the engine loop

    return chat_in_terminal(args, parser)


def build_parser() -> argparse.ArgumentParser:
    """The command line: what `emberly --help` lists (Qt's own options pass through to the window)."""
    parser = argparse.ArgumentParser(prog="emberly", description="Chat with a local GGUF model.")
    parser.add_argument("--model", type=Path, help="a GGUF file (default: the bundled demo model)")
    parser.add_argument("--ctx", type=int, help="context size in tokens (default: 4096; with --serve, the most the "
                                                "model and this computer's memory allow, up to 32,768)")
    parser.add_argument("--temperature", type=float, default=0.7)
    parser.add_argument("--system", default="", help="system prompt")
    parser.add_argument("--version", action="version", version=f"Emberly {__version__}")
    parser.add_argument("--cli", action="store_true", help="chat in the terminal instead of the window")
    parser.add_argument("--serve", action="store_true",
                        help="no window: serve the model to other apps (an OpenAI-compatible API on this computer)")
    parser.add_argument("--port", type=int, help="the local API server's port (default: the one in Settings, 8765)")
    parser.add_argument("--data-dir", type=Path, help="keep chats, models, settings and logs in this folder (portable)")
    parser.add_argument("--diagnose", action="store_true",
                        help="print versions, folders and a 16-token test generation, then exit (non-zero if broken)")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="add Emberly to the application menu of this user (Linux), then exit")
    return parser


def add_to_application_menu() -> int:
    """--install-desktop-entry: the exit status, with each file written or why it could not be."""
    from app.desktop_entry import DesktopEntryError, install_desktop_entry

    try:
        for path in install_desktop_entry():
            print(f"installed {path}")
    except (DesktopEntryError, OSError) as e:
        print(f"Could not add Emberly to the application menu: {e}", file=sys.stderr)
        return 1
    return 0


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
    """Begin loading the model the window will start on (app.engine.local.early_load). Returns the
    settings read for it, which the window uses: a second read would lose their notice (a broken
    file is set aside by the first)."""
    from app.engine.local import early_load
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


if __name__ == "__main__":
    sys.exit(main())
