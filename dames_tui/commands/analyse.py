"""`dames analyse` (provided by the engine)."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("dames analyse: not available yet", file=sys.stderr)
    return 2
