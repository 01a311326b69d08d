"""A small scripted Hub engine for the client's tests, run as a child process:
``python hub_scripted.py MODE``.

It knows the rules (through dames_tui's core) but does not search: it plays
the first legal move of the position, after one ``info`` line whose
``nodes`` is the number of moves the ``pos`` line gave. The mode says how it
misbehaves:

- ``normal``: plays as described.
- ``crash``: exits (code 3, a line with escape sequences on its error output)
  when asked to search.
- ``hang``: never answers ``go``, ignores ``stop``, ``quit`` and the end of
  its input (it gives up after a minute, so that it never lingers).
- ``illegal``: answers with a move that is not legal (the first legal move
  backwards).
- ``garbage``: a name with escape sequences, lines of control characters,
  bytes that are not UTF-8, an overlong line, bad numbers in ``info``; then
  plays as ``normal``.
- ``until-stop``: on ``go``, one ``info`` line, then the answer only after
  ``stop``.
- ``silent``: reads but never answers (no handshake).
- ``exit``: exits at once with code 2 (no handshake).
- ``english-only``: lists only the ``english`` variant.
- ``no-variant``: lists no variant parameter (plays only ``normal``).
"""

from __future__ import annotations

import sys
import time

from dames_tui.core import Position, find_hub_variant, hub_names
from dames_tui.engine.hub import format_line, parse_hub_position, parse_line
from dames_tui.notation import format_move_hub, parse_move

GIVE_UP_SECONDS = 60.0


def main(mode: str) -> int:
    out = sys.stdout.buffer

    def say(line: str | bytes) -> None:
        out.write((line.encode() if isinstance(line, str) else line) + b"\n")
        out.flush()

    if mode == "exit":
        return 2
    rules = find_hub_variant("normal")
    every = " ".join(hub_names())
    position: Position | None = None
    received = 0  # moves of the last pos line, reported as the info's nodes
    waiting: str | None = None  # the move held back until stop (until-stop)
    for raw in sys.stdin.buffer:
        line = raw.decode("utf-8", "replace").strip()
        if mode == "silent":
            continue
        command, args = parse_line(line)
        if command == "hub":
            name = (
                "scripted\x1b[31m\x07 engine\x1b]0;title\x07" if mode == "garbage" else "scripted"
            )
            say(format_line("id", name=name, version="1.0", author="tests"))
            if mode == "english-only":
                say('param name=variant value=english type=enum values="english"')
            elif mode != "no-variant":
                say(format_line("param", name="variant", value="normal", type="enum", values=every))
            if mode == "garbage":
                say(b"\xff\xfe\x1b[2J\x1b]0;pwned\x07 not utf-8")
                say('param name="unterminated')
                say("e" * 70_000)
                say('error message="\x1b[2Jbad\x9b1m"')
            say("wait")
        elif command == "set-param" and args.get("name") == "variant":
            rules = find_hub_variant(args.get("value", ""))
        elif command == "init":
            say("ready")
        elif command == "ping":
            say("pong")
        elif command == "pos":
            position = parse_hub_position(args["pos"], rules)
            received = 0
            for text in args.get("moves", "").split():
                position = position.play(parse_move(position, text))
                received += 1
        elif command == "go" and position is not None:
            if mode == "crash":
                sys.stderr.write("fatal \x1b[31merror\x07 in search\n")
                sys.stderr.flush()
                return 3
            if mode == "hang":
                break
            move = position.legal_moves()[0]
            text = format_move_hub(move)
            if mode == "garbage":
                say(b'info depth=\x1b[5mx score=nan nodes=-4 pv="\xff 99-98"')
                say("\x07\x1b[H\x1b[2J")
            say(format_line("info", depth="1", score="0.10", nodes=str(received), pv=text))
            if mode == "illegal":
                text = f"{move.end}-{move.start}"
            if mode == "until-stop":
                waiting = text
                continue
            reply = position.play(move).legal_moves()
            ponder = {"ponder": format_move_hub(reply[0])} if reply else {}
            say(format_line("done", move=text, **ponder))
        elif command == "stop" and waiting is not None and mode != "hang":
            say(format_line("done", move=waiting))
            waiting = None
        elif command == "quit" and mode != "hang":
            return 0
    if mode == "hang":
        time.sleep(GIVE_UP_SECONDS)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "normal"))
