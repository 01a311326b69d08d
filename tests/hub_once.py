"""A Hub engine that starts only once, for tests/test_match.py:
``python hub_once.py MARKER``.

The first start (no ``MARKER`` file yet) creates the file and plays as the
``crash`` mode of hub_scripted.py (it exits when asked to search); every
later start exits at once, before the handshake, so that the engine cannot
be started again.
"""

from __future__ import annotations

import sys
from pathlib import Path

import hub_scripted  # beside this file: the script's own directory is on the path

if __name__ == "__main__":
    marker = Path(sys.argv[1])
    if marker.exists():
        sys.exit(2)
    marker.touch()
    sys.exit(hub_scripted.main("crash"))
