"""`dames hub`: speak the Hub engine protocol (version 2) on stdin/stdout."""

from __future__ import annotations

import argparse
import sys

from ..i18n import Translator


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.epilog = tr("cli.hub.epilog")


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..engine.hub import HubSession

    def write(line: str) -> None:
        try:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        except (BrokenPipeError, ValueError):  # the GUI went away: nothing to tell it
            pass

    session = HubSession(write)
    session.run(iter(sys.stdin.readline, ""))
    return 0
