"""The ``dames`` command: play by default, or run one of the tool subcommands.

Each subcommand lives in its own module of :mod:`dames_tui.commands` with two
functions, ``add_arguments(parser)`` and ``run(args) -> int``. Bad input gives
one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .core.errors import DraughtsError

# subcommand -> (module in dames_tui.commands, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("play", "play a game against the computer (the default)"),
    "perft": ("perft", "count the leaves of the move tree (rules check)"),
    "moves": ("moves", "list the legal moves of positions given as FEN"),
    "analyse": ("analyse", "search a position and print the engine's analysis"),
    "bench": ("bench", "search fixed positions: node count signature and speed"),
    "hub": ("hub", "speak the Hub engine protocol on stdin/stdout"),
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="dames", description="Draughts in the terminal.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name, (module_name, help_text) in COMMANDS.items():
        module = importlib.import_module(f"dames_tui.commands.{module_name}")
        command = sub.add_parser(name, help=help_text, description=help_text)
        module.add_arguments(command)
        command.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or args_list[0].startswith("-") and args_list[0] not in ("-h", "--help"):
        args_list.insert(0, "play")
    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        return int(args.run(args))
    except DraughtsError as error:
        print(f"dames: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
