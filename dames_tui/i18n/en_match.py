"""English texts of ``dames match``. The same keys and {fields} as fr_match.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # the command line
    "cli.command.match": (
        "play a match between two engines: ours at two levels, ours against an outside"
        " Hub engine, or two outside engines; print the score and the Elo difference"
    ),
    "cli.match.variant": "the variant: {names}",
    "cli.match.games": "how many games (each ballot is played twice, the colours swapped)",
    "cli.match.levels": (
        "our engine's levels, the first player's then the second's (default: the"
        " strongest); an"
        " outside engine's level only gives its time per move, without --clock or --movetime"
    ),
    "cli.match.engine": (
        'an outside engine that speaks the Hub protocol, its command ("scan hub");'
        " once: ours against it, twice: the two of them"
    ),
    "cli.match.metavar.command": "COMMAND",
    "cli.match.metavar.clock": "MIN+SEC",
    "cli.match.clock": (
        "a game clock for both players: 1+0.1 (minutes + seconds added a move),"
        " 40/5 (moves / minutes); a flag fall loses the game"
    ),
    "cli.match.movetime": "seconds a move for both players (no game clock)",
    "cli.match.pdn": "write every game to this PDN file (written again after each game)",
    "cli.match.deck": (
        "the ballots: three-move or two-move (English), two-move (international), fmjd-64"
        " (Russian, Brazilian), or none for the start position; default: the variant's first"
    ),
    "cli.match.barred": "the barred ballots as well (the ACF deck of 174, the lost 2-move openings)",
    "cli.match.seed": "the seed of the ballots' order (default: one drawn, and shown)",
    "cli.match.adjudicate": (
        "end a game as soon as the endgame tables are sure of its result (a draw, or a win"
        " within the draw rules): the long endings are not played out"
    ),
    "cli.match.max_plies": (
        "adjudicate a draw past this many plies, beyond the game's own rules"
        " (by default a cap far past them)"
    ),
    "cli.match.bad_clock": (
        "cannot read the time control {text}: write 1+0.1 (minutes + seconds added a move),"
        " 40/30 (moves / minutes), m2 (seconds a move) or none"
    ),
    "cli.match.bad_movetime": "not a time per move: {text} (seconds above 0, at most a day)",
    # the players and the PDN
    "match.event": "dames_tui match",
    "match.player.ours": "dames_tui (level {level})",
    "match.player.twin": "{name} #{number}",
    # the lines
    "match.header": "{first} against {second}: {games} of {variant}; {openings}; {time}.",
    "match.openings.start": "from the start position",
    "match.openings.deck": "ballots {deck}: {count} (seed {seed}), each one with both colours",
    "match.deck.three_move": "of the ACF 3-move deck",
    "match.deck.two_move": "of two moves",
    "match.deck.fmjd_64": "of the FMJD table",
    "match.time.movetime": "{seconds} s a move",
    "match.time.clock": "clock {clock}",
    "match.time.levels": "each level's time per move",
    "match.game": (
        "game {round}/{games}{opening}: {first} – {second} {result}, {reason}, {plies}; {score}"
    ),
    "match.game.opening": ", {opening}",
    "match.score": "score {first} {points}–{against} {second}",
    "match.reason.time": "{name} lost on time",
    "match.reason.tables": "adjudicated from the endgame tables (--adjudicate)",
    "match.reason.max_plies": "adjudicated a draw (--max-plies)",
    "match.failure.cannot_start": "{engine} could not be started",
    "match.failure.no_handshake": "{engine} did not start the Hub protocol",
    "match.failure.unsupported_variant": "{engine} does not play this variant",
    "match.failure.crashed": "{engine} crashed",
    "match.failure.hung": "{engine} stopped answering",
    "match.failure.illegal_move": "{engine} played an illegal move",
    "match.failure.closed": "{engine} was closed",
    "match.failure_detail": "{failure}: {detail}",
    "match.summary": "{first} against {second}: +{wins} ={draws} -{losses} in {games}",
    "match.rating": "score {percent} %, Elo difference {elo} ± {margin} (95 %)",
    "match.rating_no_margin": (
        "score {percent} %, Elo difference {elo} (no margin: every game had the same result)"
    ),
    "match.total.time": "lost on time: {count}",
    "match.total.engine": "lost by an engine's failure: {count}",
    "match.total.tables": "adjudicated from the endgame tables (--adjudicate): {count}",
    "match.total.max_plies": "adjudicated a draw past {plies} plies (--max-plies): {count}",
    "match.count.games.one": "{count} game",
    "match.count.games.other": "{count} games",
    "match.count.plies.one": "{count} ply",
    "match.count.plies.other": "{count} plies",
    "match.decimal_mark": ".",
    "match.stopped": "Match stopped: {done}/{games} games played.",
    "match.engine_lost": (
        "Match stopped: {engine} cannot be started again ({reason}); {done}/{games} games played."
    ),
    "match.pdn_written": "Games written to {file}.",
    # refusals
    "match.error.cannot_start": "--engine {command}: {reason}",
    "match.error.cannot_write": "cannot write {file}: {reason}",
    "match.error.too_many_engines": (
        "a match has two players: --engine at most twice, not {count} times"
    ),
    "match.error.too_many_games": "--games is at most {most}, not {games}",
    "match.error.too_many_levels": "--levels takes one or two levels, not {count}",
    "match.error.two_levels": "without --engine, give our engine's two levels: --levels A B",
    "match.error.level": "a level is from {low} to {high}, not {level}",
    "match.error.no_such_deck": "{variant} has no {deck} ballots (decks: {decks})",
}
