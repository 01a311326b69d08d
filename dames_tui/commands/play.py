"""`dames play` (provided by the interface)."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("dames play: not available yet", file=sys.stderr)
    return 2
