"""`dames hub`: speak the Hub engine protocol (version 2) on stdin/stdout."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = (
        "Reads Hub commands on standard input (hub, init, pos, level, go, stop, quit …) "
        "and answers on standard output; see HUB.md."
    )


def run(args: argparse.Namespace) -> int:
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
