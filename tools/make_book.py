"""Build the opening books of English checkers and international draughts.

    nice -n 10 python tools/make_book.py                  # both books, about 12 min of CPU
    python tools/make_book.py --variant english --no-search   # the master games only (seconds)
    python tools/make_book.py --hits 40                   # how often self-play is in book

The books are package data, ``dames_tui/data/book/<variant>.json.gz`` (JSON
compressed with gzip), read by
:mod:`dames_tui.engine.book`; the installed game never reads ``../shared``.
Each book is made of two sources, merged by position (the canonical FEN, so
that move orders that transpose meet in one entry):

**The master games** of ``../shared/games`` (:data:`GAME_SOURCES`: Tinsley's
games, the OCA collection and a textbook for English; the 2003 world
championship and Dutch championship games for international). Every game is
replayed from the start with the project's own parser for its first
:data:`MASTER_PLIES` plies (a game that starts from another position is left
out, one with an illegal move is kept up to that move, and a game found
twice in the files is counted once). A move enters the book when at least
:data:`MIN_GAMES` games played it, or when a strong player played it (in
Tinsley's games, Tinsley's own moves, up to :data:`STRONG_PLIES` plies); a
move that scored under :data:`MIN_PERCENT` % for its side in at least
:data:`MIN_RESULTS` games with a result is left out. Results are read as the
files write them, the first number for the side that moves first (Black in
English, White in international): that is how these files count, Tinsley's
wins included. Each game that played a move gives it the weight of a
search's best move (:data:`GAME_WEIGHT`).

**Deep searches** (multi-PV, :data:`LINES` lines, a fixed number of nodes
each, a fresh engine each: the same book from one run to the next on the
same engine) of the start position, every position after one and two plies,
and every ballot of the variant's decks (the 174 ACF 3-move ballots, the
barred ones too; the 81 international 2-move ones). The moves within
:data:`MARGIN` centi-men of the best are kept, weighted from
:data:`SEARCH_WEIGHT` (the best) down to 1 (at the margin). Then the
positions those moves lead to are searched in turn (smaller searches,
:data:`EXTEND_PLIES` plies further at most, the best-weighted first) until
the budget of searches is spent. Where masters played, a move that only the
search proposes weighs 1: the masters' lines go further into the book.
``--reuse`` merges the searches of the books already written with the master
games again, without searching.

The file's header names its sources (files, games read and used), the
search's settings, the date and the counts. ``--hits N`` plays N self-play
games from the start with the book (a depth-2 search out of it) and says how
many plies each game stayed in book and how many different games it played.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dames_tui.core import Color, DraughtsError, Position, Rules, find_rules
from dames_tui.engine.book import (
    BOOK_FORMAT,
    BOOK_VERSION,
    Book,
    BookError,
    BookMove,
    read_book,
)
from dames_tui.notation import (
    format_fen,
    format_move_short,
    parse_move,
    read_pdn_all,
)

GAMES = ROOT.parent / "shared" / "games"
OUT = ROOT / "dames_tui" / "data" / "book"
VARIANTS = ("english", "international")

MASTER_PLIES = 24  # plies of each master game read into the book
STRONG_PLIES = 16  # a strong player's single game counts up to here
MIN_GAMES = 2  # games that must have played a move (strong players aside)
MIN_RESULTS = 4  # games with a result before a move's score may leave it out
MIN_PERCENT = 25  # a move scoring less than this for its side is left out
LINES = 4  # moves each search scores
MARGIN = 12  # centi-men: the moves this close to the best are kept
EVERY_PLAYER = "*"
SEARCH_WEIGHT = 4  # the weight of the best move of a search
GAME_WEIGHT = SEARCH_WEIGHT  # the weight of one master game
ROOT_PLIES = 2  # every position this many plies from the start is searched
EXTEND_PLIES = 2  # plies past the searched roots that further searches may reach


@dataclass(frozen=True)
class GameSource:
    """A PDN file of master games: ``strong`` names the player whose own
    moves count even when a single game played them (:data:`EVERY_PLAYER`:
    each player of the file, an elite event), in the games that player did
    not lose."""

    file: str
    strong: str | None = None
    note: str = ""


GAME_SOURCES: dict[str, tuple[GameSource, ...]] = {
    "english": (
        GameSource("tinsley.pdn", strong="Tinsley", note="Marion Tinsley's games"),
        GameSource("OCA_2.0.pdn"),
        GameSource("Principles_of_Strategy.pdn", note="textbook games"),
    ),
    "international": (
        GameSource("wk2003.pdn", strong=EVERY_PLAYER, note="world championship 2003"),
        GameSource("nk2003-amsterdam.pdn", strong=EVERY_PLAYER, note="Dutch championship 2003"),
        GameSource("nk_ronde_01.pdn"),
        GameSource("nk_ronde_02.pdn"),
        GameSource("rk_ronde_12.pdn"),
        GameSource("DUTCH96H.pdn"),
    ),
}

#: search budgets: nodes of a root search, of a further one, and the most searches
BUDGETS: dict[str, tuple[int, int, int]] = {
    "english": (250_000, 120_000, 400),
    "international": (300_000, 150_000, 240),
}


# ----------------------------------------------------------- master games


@dataclass
class MoveStats:
    games: int = 0
    strong: int = 0  # games where the strong player played it
    results: int = 0  # games with a known result
    points: int = 0  # half points for the mover: 2 a win, 1 a draw


@dataclass
class SourceCount:
    file: str
    note: str
    read: int = 0
    used: int = 0
    other_start: int = 0
    duplicates: int = 0
    cut: int = 0  # games with an illegal move (kept up to it)

    def to_json(self) -> dict[str, object]:
        counts = {
            "file": self.file,
            "games read": self.read,
            "games used": self.used,
            "other start": self.other_start,
            "duplicates": self.duplicates,
            "cut at an illegal move": self.cut,
        }
        if self.note:
            counts["note"] = self.note
        return {key: value for key, value in counts.items() if value != 0}


@dataclass
class MasterBook:
    stats: dict[str, dict[str, MoveStats]] = field(default_factory=dict)
    counts: list[SourceCount] = field(default_factory=list)
    seen: set[tuple[str, ...]] = field(default_factory=set)


def first_mover_points(result: str | None, mover_is_first: bool) -> int | None:
    """Half points of the mover for a PDN result read first-mover first
    (``1-0``, ``2-0``: the side that moves first won); None if unknown."""
    text = (result or "").strip()
    if text in ("1-0", "2-0"):
        return 2 if mover_is_first else 0
    if text in ("0-1", "0-2"):
        return 0 if mover_is_first else 2
    if text in ("1/2-1/2", "1-1"):
        return 1
    return None


def strong_sides(
    rules: Rules, tags: dict[str, str], strong: str | None, result: str | None
) -> set[Color]:
    """The sides whose moves count in a single game: the strong player's
    (any player's for :data:`EVERY_PLAYER`), unless that side lost."""
    sides = set()
    for color in Color:
        tag = "White" if rules.pdn_colour(color) is Color.WHITE else "Black"
        named = strong is not None and (
            strong == EVERY_PLAYER or strong.lower() in tags.get(tag, "").lower()
        )
        lost = first_mover_points(result, color is rules.first_to_move) == 0
        if named and not lost:
            sides.add(color)
    return sides


def add_games(book: MasterBook, rules: Rules, text: str, source: GameSource) -> None:
    """Read the games of one file into ``book``'s statistics."""
    count = SourceCount(source.file, source.note)
    book.counts.append(count)
    games, _ = read_pdn_all(text)
    initial = Position.initial(rules)
    first = rules.first_to_move
    for pdn_game in games:
        count.read += 1
        fen = pdn_game.tags.get("FEN")
        try:
            gametype = pdn_game.gametype
        except DraughtsError:
            gametype = -1
        if gametype not in (None, rules.pdn_gametype) or fen is not None:
            count.other_start += 1
            continue
        whole = tuple(pdn_game.moves)
        if whole in book.seen:
            count.duplicates += 1
            continue
        book.seen.add(whole)
        texts = whole[:MASTER_PLIES]
        result = pdn_game.result or pdn_game.tags.get("Result")
        strong = strong_sides(rules, pdn_game.tags, source.strong, result)
        position = initial
        count.used += 1
        for ply, written in enumerate(texts):
            try:
                move = parse_move(position, written)
            except DraughtsError:
                count.cut += 1
                break
            mover = position.turn
            stats = book.stats.setdefault(format_fen(position), {})
            entry = stats.setdefault(format_move_short(position, move), MoveStats())
            entry.games += 1
            if mover in strong and ply < STRONG_PLIES:
                entry.strong += 1
            points = first_mover_points(result, mover is first)
            if points is not None:
                entry.results += 1
                entry.points += points
            position = position.play(move)


def master_moves(book: MasterBook) -> dict[str, dict[str, BookMove]]:
    """The master moves that enter the book (see the module docstring)."""
    kept: dict[str, dict[str, BookMove]] = {}
    for key, moves in book.stats.items():
        for text, stats in moves.items():
            if stats.games < MIN_GAMES and stats.strong == 0:
                continue
            percent = round(50 * stats.points / stats.results) if stats.results else None
            if percent is not None and stats.results >= MIN_RESULTS and percent < MIN_PERCENT:
                continue
            kept.setdefault(key, {})[text] = BookMove(text, stats.games, stats.games, percent)
    return kept


def read_masters(
    rules: Rules, games: Path, sources: Sequence[GameSource] | None = None
) -> MasterBook:
    """The statistics of the files ``sources`` (the variant's own by
    default) in the folder ``games``."""
    book = MasterBook()
    for source in sources if sources is not None else GAME_SOURCES[rules.name]:
        text = (games / source.file).read_text(encoding="utf-8", errors="replace")
        add_games(book, rules, text, source)
    return book


# ---------------------------------------------------------------- searches


@dataclass
class SearchLog:
    roots: int = 0
    searched: int = 0
    nodes_root: int = 0
    nodes_more: int = 0
    cpu_seconds: float = 0.0
    by_ply: dict[int, int] = field(default_factory=dict)


def root_positions(rules: Rules) -> list[Position]:
    """The start, every position :data:`ROOT_PLIES` plies from it or fewer,
    and every ballot of the variant's decks (barred ones too), each once."""
    from dames_tui.game.openings import ballot_game, deck, deck_kinds

    found: dict[str, Position] = {}
    layer = [Position.initial(rules)]
    for _ in range(ROOT_PLIES + 1):
        following = []
        for position in layer:
            found.setdefault(format_fen(position), position)
            following += [position.play(move) for move in position.legal_moves()]
        layer = following
    for kind in deck_kinds(rules):
        for ballot in deck(rules, kind, barred=True):
            position = ballot_game(rules, ballot).position
            found.setdefault(format_fen(position), position)
    return list(found.values())


def search_moves(position: Position, nodes: int) -> list[BookMove]:
    """The moves within :data:`MARGIN` of the best of a multi-PV search."""
    from dames_tui.engine import Engine, Limits

    lines = Engine(16).analyse(position, lines=LINES, limits=Limits(nodes=nodes))
    if not lines:
        return []
    best = lines[0].score
    kept = []
    for line in lines:
        gap = best - line.score
        if gap > MARGIN:
            continue
        move = format_move_short(position, line.move)
        kept.append(BookMove(move, search_weight(gap), score=line.score))
    return kept


def run_searches(
    rules: Rules,
    budget: tuple[int, int, int],
    *,
    cpu_limit: float,
    progress: bool = True,
) -> tuple[dict[str, list[BookMove]], SearchLog]:
    """Search the roots, then the positions their kept moves lead to (best
    weights first, ply by ply) until ``budget`` or ``cpu_limit`` is spent."""
    root_nodes, more_nodes, most = budget
    log = SearchLog()
    started = time.process_time()
    found: dict[str, list[BookMove]] = {}
    layer = [(position, 0) for position in root_positions(rules)]
    log.roots = len(layer)
    for depth in range(EXTEND_PLIES + 1):
        nodes = root_nodes if depth == 0 else more_nodes
        following: list[tuple[int, int, Position]] = []
        for position, _ in layer:
            key = format_fen(position)
            if key in found:
                continue
            if log.searched >= most or time.process_time() - started > cpu_limit:
                break
            moves = search_moves(position, nodes)
            found[key] = moves
            log.searched += 1
            log.by_ply[depth] = log.by_ply.get(depth, 0) + 1
            if depth == 0:
                log.nodes_root = nodes
            else:
                log.nodes_more = nodes
            if progress and log.searched % 25 == 0:
                spent = time.process_time() - started
                print(f"  {rules.name}: {log.searched} searches, {spent:.0f} s", flush=True)
            for order, entry in enumerate(moves):
                after = position.play(parse_move(position, entry.move))
                following.append((-entry.weight, len(following) + order, after))
        following.sort(key=lambda item: (item[0], item[1]))
        layer = [(after, depth + 1) for _, _, after in following]
    log.cpu_seconds = round(time.process_time() - started, 1)
    return found, log


# ------------------------------------------------------------------ output


def merge(
    masters: dict[str, dict[str, BookMove]], searched: dict[str, list[BookMove]]
) -> dict[str, list[BookMove]]:
    """Each position's moves from both sources, with the games' counts and
    the search's score. A master game weighs :data:`GAME_WEIGHT` (as much
    as a search's best move), and the search's weight is added to it; where
    masters played, a move only the search proposes weighs 1, so that the
    masters' lines, which the book follows further, are played most."""
    merged: dict[str, dict[str, BookMove]] = {
        key: {
            text: BookMove(text, move.games * GAME_WEIGHT, move.games, move.percent)
            for text, move in moves.items()
        }
        for key, moves in masters.items()
    }
    for key, moves in searched.items():
        played = key in masters
        entry = merged.setdefault(key, {})
        for move in moves:
            old = entry.get(move.move)
            if old is None:
                weight = 1 if played else move.weight
                entry[move.move] = BookMove(move.move, weight, score=move.score)
            else:
                entry[move.move] = BookMove(
                    move.move, old.weight + move.weight, old.games, old.percent, move.score
                )
    return {
        key: sorted(moves.values(), key=lambda m: (-m.weight, m.move))
        for key, moves in sorted(merged.items())
        if moves
    }


def search_weight(gap: int) -> int:
    """The weight of a move ``gap`` centi-men below the search's best."""
    return max(1, round(SEARCH_WEIGHT * (1 - gap / (MARGIN + 1))))


def searches_of(book: Book) -> dict[str, list[BookMove]]:
    """The search results an earlier book holds (its moves with a score,
    their weights made again from the scores), to merge them again with
    the master games without searching."""
    found: dict[str, list[BookMove]] = {}
    for key, moves in book.positions.items():
        scored = [move for move in moves if move.score is not None]
        if not scored:
            continue
        best = max(move.score for move in scored if move.score is not None)
        found[key] = [
            BookMove(move.move, search_weight(best - move.score), score=move.score)
            for move in scored
            if move.score is not None
        ]
    return found


def render(variant: str, positions: dict[str, list[BookMove]], header: dict[str, object]) -> str:
    """The book's JSON text: its header, then one position a line."""
    head = {"format": BOOK_FORMAT, "version": BOOK_VERSION, "variant": variant, **header}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "positions": {']
    items = list(positions.items())
    for index, (key, moves) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        entries = [move.to_json() for move in moves]
        lines.append(json.dumps(key) + ":" + json.dumps(entries, separators=(",", ":")) + comma)
    lines.append("}}")
    return "\n".join(lines) + "\n"


def build(
    variant: str,
    *,
    games: Path = GAMES,
    sources: Sequence[GameSource] | None = None,
    search: bool = True,
    reuse: Book | None = None,
    budget: tuple[int, int, int] | None = None,
    cpu_limit: float = 900.0,
    date: str | None = None,
    progress: bool = False,
) -> str:
    """The text of ``variant``'s book."""
    rules = find_rules(variant)
    masters = read_masters(rules, games, sources)
    kept = master_moves(masters)
    searched: dict[str, list[BookMove]] = {}
    header: dict[str, object] = {
        "tool": "tools/make_book.py",
        "date": date or datetime.now(UTC).strftime("%Y-%m-%d"),
        "games": [count.to_json() for count in masters.counts],
        "games rule": (
            f"first {MASTER_PLIES} plies; a move played by {MIN_GAMES} games or more, or by"
            f" the strong player up to ply {STRONG_PLIES}; left out under {MIN_PERCENT} %"
            f" in {MIN_RESULTS} games or more; results read first mover first"
        ),
    }
    if reuse is not None:
        searched = searches_of(reuse)
        previous = reuse.header.get("search")
        header["search"] = {
            **(previous if isinstance(previous, dict) else {}),
            "reused from the book of": reuse.header.get("date"),
        }
    elif search:
        used = budget or BUDGETS[variant]
        searched, log = run_searches(rules, used, cpu_limit=cpu_limit, progress=progress)
        header["search"] = {
            "positions": log.searched,
            "roots": log.roots,
            "by ply past the roots": {str(ply): n for ply, n in sorted(log.by_ply.items())},
            "nodes": {"root": log.nodes_root, "further": log.nodes_more},
            "lines": LINES,
            "margin": MARGIN,
            "cpu seconds": log.cpu_seconds,
        }
    positions = merge(kept, searched)
    header["counts"] = {
        "positions": len(positions),
        "moves": sum(len(moves) for moves in positions.values()),
        "from games": len(kept),
        "searched": len(searched),
    }
    return render(variant, positions, header)


# -------------------------------------------------------------------- hits


@dataclass
class Hits:
    games: int
    plies: list[int]  # book plies of each game
    distinct: int  # different games (their book moves)


def book_hits(
    rules: Rules,
    book: Book,
    games: int,
    *,
    seed: int = 1,
    plies: int = 40,
    depth: int = 2,
    ballots: bool = False,
) -> Hits:
    """Self-play from the start (with ``ballots``, from a ballot of the
    variant's default deck drawn each game): a book move whenever the book
    has one, a depth-``depth`` search otherwise, for ``plies`` plies at most."""
    from dames_tui.engine import Engine, Limits
    from dames_tui.game.openings import ballot_game, random_ballot

    rng = random.Random(seed)
    counted = []
    lines = set()
    for _ in range(games):
        engine = Engine(4)
        position = Position.initial(rules)
        if ballots:
            position = ballot_game(rules, random_ballot(rules, rng=rng)).position
        in_book = 0
        line = []
        for _ in range(plies):
            if not position.legal_moves():
                break
            move = book.choose(position, rng)
            if move is not None:
                in_book += 1
            else:
                move = engine.search(position, (), Limits(depth=depth)).move
                if move is None:
                    break
            line.append(format_move_short(position, move))
            position = position.play(move)
        counted.append(in_book)
        lines.add(tuple(line))
    return Hits(games, counted, len(lines))


def say_hits(variant: str, hits: Hits) -> str:
    plies = sorted(hits.plies)
    mean = sum(plies) / len(plies) if plies else 0.0
    median = plies[len(plies) // 2] if plies else 0
    return (
        f"{variant}: {hits.games} games, book plies a game: mean {mean:.1f}, median {median},"
        f" min {plies[0] if plies else 0}, max {plies[-1] if plies else 0};"
        f" {hits.distinct} different games"
    )


# --------------------------------------------------------------------- main


def book_path(folder: Path, variant: str) -> Path:
    """Where the book of ``variant`` is written: JSON compressed with gzip."""
    return folder / f"{variant}.json.gz"


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--variant", choices=VARIANTS, action="append")
    parser.add_argument("--games", type=Path, default=GAMES, help="the PDN files (%(default)s)")
    parser.add_argument("--out", type=Path, default=OUT, help="the books (%(default)s)")
    parser.add_argument("--no-search", action="store_true", help="the master games only")
    parser.add_argument(
        "--reuse", action="store_true", help="the searches of the books in --out, not new ones"
    )
    parser.add_argument("--nodes", type=int, help="nodes of a root search")
    parser.add_argument("--more-nodes", type=int, help="nodes of a further search")
    parser.add_argument("--searches", type=int, help="the most searches")
    parser.add_argument("--cpu", type=float, default=900.0, help="CPU seconds a book at most")
    parser.add_argument("--date", help="the date written in the header (today)")
    parser.add_argument("--hits", type=int, metavar="N", help="play N games, build nothing")
    parser.add_argument("--seed", type=int, default=1, help="the self-play's seed")
    parser.add_argument("--ballots", action="store_true", help="--hits from drawn ballots")
    args = parser.parse_args(list(argv) if argv is not None else None)
    variants = args.variant or list(VARIANTS)
    if args.hits is not None:
        for variant in variants:
            try:
                book = read_book(book_path(args.out, variant), variant)
            except BookError as error:
                print(f"make_book: {error}", file=sys.stderr)
                return 2
            rules = find_rules(variant)
            hits = book_hits(rules, book, args.hits, seed=args.seed, ballots=args.ballots)
            print(say_hits(variant + (" from ballots" if args.ballots else ""), hits))
        return 0
    for variant in variants:
        default = BUDGETS[variant]
        budget = (
            args.nodes or default[0],
            args.more_nodes or default[1],
            args.searches if args.searches is not None else default[2],
        )
        try:
            reuse = read_book(book_path(args.out, variant), variant) if args.reuse else None
            text = build(
                variant,
                games=args.games,
                search=not args.no_search,
                reuse=reuse,
                budget=budget,
                cpu_limit=args.cpu,
                date=args.date,
                progress=True,
            )
        except (OSError, DraughtsError, BookError) as error:
            print(f"make_book: {error}", file=sys.stderr)
            return 2
        target = book_path(args.out, variant)
        target.parent.mkdir(parents=True, exist_ok=True)
        packed = gzip.compress(text.encode("utf-8"), mtime=0)  # the same bytes for the same book
        target.write_bytes(packed)
        head = json.loads(text.split("\n", 1)[0] + "}}")
        print(f"{target.name}: {head['counts']}, {len(text.encode())} bytes, {len(packed)} packed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
