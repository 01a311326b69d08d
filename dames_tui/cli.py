"""The ``dames`` command: play by default, or run one of the tool subcommands.

Each subcommand lives in its own module of :mod:`dames_tui.commands` with two
functions, ``add_arguments(parser, tr)`` and ``run(args, tr) -> int``. Bad
input gives one line on stderr and exit status 2, never a traceback.

The help and the error messages speak the language of the run: ``--lang``
(before or after the subcommand), else the language saved in the settings,
else the environment's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else French.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .cli_text import Parser, argparse_language
from .core.errors import DraughtsError
from .i18n import LANGUAGES, Translator, choose_language
from .i18n.choose import saved_language

#: subcommand -> its module in dames_tui.commands (its help: ``cli.command.<name>``)
COMMANDS: dict[str, str] = {
    "play": "play",
    "perft": "perft",
    "moves": "moves",
    "analyse": "analyse",
    "bench": "bench",
    "hub": "hub",
    "check": "check",
    "review": "review",
    "match": "match",
    "tables": "tables",
}
LANG_OPTION = "--lang"
_HELP = ("-h", "--help")


def build_parser(tr: Translator) -> argparse.ArgumentParser:
    """The parser of ``dames``, its texts in ``tr``'s language."""
    parser = Parser(prog="dames", description=tr("cli.description"), translator=tr)
    parser.add_argument(LANG_OPTION, choices=LANGUAGES, help=tr("cli.option.lang"))
    sub = parser.add_subparsers(
        dest="command",
        title=tr("cli.commands"),
        metavar=tr("cli.metavar.command"),
        parser_class=Parser,
    )
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(f"dames_tui.commands.{module_name}")
        help_text = tr(f"cli.command.{name}")
        command = sub.add_parser(name, help=help_text, description=help_text, translator=tr)
        module.add_arguments(command, tr)
        # after the subcommand too; SUPPRESS keeps a --lang given before it
        command.add_argument(
            LANG_OPTION, choices=LANGUAGES, default=argparse.SUPPRESS, help=tr("cli.option.lang")
        )
        command.set_defaults(run=module.run)
    return parser


def run_language(args: Sequence[str]) -> str:
    """The language of a run with the command-line arguments ``args``."""
    from .storage.atomic import read_bytes
    from .storage.paths import settings_path
    from .storage.settings import SETTINGS_VERSION

    try:  # without blocking: a FIFO in its place is no settings file
        content = read_bytes(settings_path())
    except OSError:
        content = None
    saved = saved_language(content, SETTINGS_VERSION)
    return choose_language(lang_option(args), saved)


def lang_option(args: Sequence[str]) -> str | None:
    """The last valid ``--lang`` value of ``args`` (``--lang en``, ``--lang=en``,
    or an abbreviation such as ``--la en``), read before parsing because the
    help and the parser's errors need the language; None if there is none.

    >>> lang_option(["perft", "--lang", "en", "--depth", "2"])
    'en'
    >>> lang_option(["--lang=fr", "--la", "en", "--lang", "de"])
    'en'
    """
    found: str | None = None
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            break
        name, equals, value = arg.partition("=")
        if len(name) >= 4 and LANG_OPTION.startswith(name):
            if not equals:
                index += 1
                value = args[index] if index < len(args) else ""
            if value in LANGUAGES:
                found = value
        index += 1
    return found


def with_command(args: Sequence[str]) -> list[str]:
    """``args`` with ``play`` put in when no subcommand is named: after the
    options of ``dames`` itself (``--lang``), unless they ask for help."""
    index = 0
    while index < len(args):
        name = args[index].partition("=")[0]
        if len(name) < 4 or not LANG_OPTION.startswith(name):
            break
        index += 1 if "=" in args[index] else 2
    if index > len(args):  # "--lang" without its value: argparse says so
        return list(args)
    if index < len(args) and (args[index] in _HELP or not args[index].startswith("-")):
        return list(args)
    return [*args[:index], "play", *args[index:]]


def main(argv: Sequence[str] | None = None) -> int:
    args_list = with_command(sys.argv[1:] if argv is None else argv)
    tr = Translator(run_language(args_list))
    try:
        with argparse_language(tr):
            parser = build_parser(tr)
            args = parser.parse_args(args_list)
        return int(args.run(args, tr))
    except DraughtsError as error:
        from .i18n.errors import error_text

        print(tr("cli.error_line", prog="dames", message=error_text(tr, error)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # noqa: BLE001 (a bug: a report, one line, never a traceback)
        from .storage.crash import write_crash_report

        path = write_crash_report(error)
        where = str(path) if path is not None else tr("crash.no_report")
        print(tr("crash.line", path=where), file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
