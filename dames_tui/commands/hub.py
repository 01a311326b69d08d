"""`dames hub`: speak the Hub engine protocol (version 2) on stdin/stdout.

Standard input is read as bytes (:mod:`.lines`): a line that is not UTF-8 or
is too long gets one ``error`` line, and the engine goes on.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator

from ..i18n import Translator


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.epilog = tr("cli.hub.epilog")


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..engine.hub import HubSession
    from .lines import Overlong, read_lines

    def write(line: str) -> None:
        try:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        except (BrokenPipeError, ValueError):  # the GUI went away: nothing to tell it
            pass

    session = HubSession(write)

    def lines() -> Iterator[str]:
        for line in read_lines(sys.stdin):
            if isinstance(line, Overlong):
                session.refuse_overlong(line.start)
            else:
                yield line

    session.run(lines())
    return 0
