"""English texts for the position editor. The same keys and {fields} as
fr_editor.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # what makes a position illegal: one sentence each (flow.editor.problem_text)
    "editor.why.white_man_crowning_row": (
        "The white man on {square} is on its crowning row: it would already be a king."
    ),
    "editor.why.black_man_crowning_row": (
        "The black man on {square} is on its crowning row: it would already be a king."
    ),
    "editor.why.too_many.white": "White has {count} pieces, more than the {most} it starts with.",
    "editor.why.too_many.black": "Black has {count} pieces, more than the {most} it starts with.",
    "editor.why.empty_board": "The board is empty: place pieces of both sides.",
    "editor.why.no_piece.white": "White has no piece: each side needs one at least.",
    "editor.why.no_piece.black": "Black has no piece: each side needs one at least.",
    # a legal position whose game would be over at once
    "editor.over.no_moves.white": (
        "Note: White is to move but has no move, so the game would be over at once."
    ),
    "editor.over.no_moves.black": (
        "Note: Black is to move but has no move, so the game would be over at once."
    ),
    "editor.over.crowned": (
        "Note: a king is already on the board, so the game would be over at once "
        "(the first king wins)."
    ),
    "editor.over.other": "Note: the game would be over at once.",
    "editor.legal.white": "Legal position, White to move.",
    "editor.legal.black": "Legal position, Black to move.",
    # the screen
    "editor.subtitle": "Position editor · {variant}",
    "editor.brushes": "To place",
    "editor.brush.white_man": "white man",
    "editor.brush.white_king": "white king",
    "editor.brush.black_man": "black man",
    "editor.brush.black_king": "black king",
    "editor.brush.empty": "empty square",
    "editor.turn": "To move: {side} (t)",
    "editor.material": "{side}: {men} ● + {kings} ♛ (at most {most})",
    "editor.help": (
        "Enter, click: place or remove\n"
        "Del: remove · e: clear · r: start\n"
        "i: paste a FEN · c: copy it\n"
        "f: flip · Escape: go back"
    ),
    "editor.button.play": "Play (p)",
    "editor.button.analyse": "Analyse (a)",
    "editor.key.play": "Play",
    "editor.key.analyse": "Analyse",
    "editor.key.turn": "Side to move",
    "editor.key.clear": "Clear",
    "editor.key.reset": "Start",
    "editor.key.remove": "Remove piece",
    "editor.key.fen": "Paste a FEN",
    "editor.key.back": "Back",
    "editor.fen.placeholder": "Paste or type a FEN, then Enter (i)",
    "editor.fen.refused": "FEN refused: {reason}",
    "editor.fen.side_unknown": (
        "The FEN does not say whose move it is: {side} to move, t to change."
    ),
    "editor.flipped": "Board flipped.",
    "editor.refused.play": "{why} Fix the position to play.",
    "editor.refused.analyse": "{why} Fix the position to analyse it.",
    "editor.side_question": "Which side do you play against the computer?",
    "editor.palette": "Edit a position",
    "editor.palette.help": "Set up pieces, then play or analyse from there",
}
