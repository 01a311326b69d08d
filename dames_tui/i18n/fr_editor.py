"""Textes français pour l'éditeur de position. Mêmes clés et mêmes {champs}
que en_editor.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # what makes a position illegal: one sentence each (flow.editor.problem_text)
    "editor.why.white_man_crowning_row": (
        "Le pion blanc en {square} est sur sa rangée de promotion : il y serait déjà dame."
    ),
    "editor.why.black_man_crowning_row": (
        "Le pion noir en {square} est sur sa rangée de promotion : il y serait déjà dame."
    ),
    "editor.why.too_many.white": (
        "Les Blancs ont {count} pièces, plus que les {most} qu'ils ont au départ."
    ),
    "editor.why.too_many.black": (
        "Les Noirs ont {count} pièces, plus que les {most} qu'ils ont au départ."
    ),
    "editor.why.empty_board": "Le damier est vide : placez des pièces des deux camps.",
    "editor.why.no_piece.white": "Les Blancs n'ont aucune pièce : il en faut une de chaque camp.",
    "editor.why.no_piece.black": "Les Noirs n'ont aucune pièce : il en faut une de chaque camp.",
    # a legal position whose game would be over at once
    "editor.over.no_moves.white": (
        "Attention : les Blancs ont le trait mais aucun coup, la partie serait finie aussitôt."
    ),
    "editor.over.no_moves.black": (
        "Attention : les Noirs ont le trait mais aucun coup, la partie serait finie aussitôt."
    ),
    "editor.over.crowned": (
        "Attention : une dame est déjà sur le damier, la partie serait finie aussitôt "
        "(la première dame gagne)."
    ),
    "editor.over.other": "Attention : la partie serait finie aussitôt.",
    "editor.legal.white": "Position légale, les Blancs ont le trait.",
    "editor.legal.black": "Position légale, les Noirs ont le trait.",
    # the screen
    "editor.subtitle": "Éditeur de position · {variant}",
    "editor.brushes": "À placer",
    "editor.brush.white_man": "pion blanc",
    "editor.brush.white_king": "dame blanche",
    "editor.brush.black_man": "pion noir",
    "editor.brush.black_king": "dame noire",
    "editor.brush.empty": "case vide",
    "editor.turn": "Trait : {side} (t)",
    "editor.material": "{side} : {men} ● + {kings} ♛ (au plus {most})",
    "editor.help": (
        "Entrée, clic : poser ou ôter\n"
        "Suppr : ôter · e : vider\n"
        "r : départ · f : retourner\n"
        "i : coller une FEN · c : copier\n"
        "Échap : revenir"
    ),
    "editor.button.play": "Jouer (p)",
    "editor.button.analyse": "Analyser (a)",
    "editor.key.play": "Jouer",
    "editor.key.analyse": "Analyser",
    "editor.key.turn": "Trait",
    "editor.key.clear": "Vider",
    "editor.key.reset": "Départ",
    "editor.key.remove": "Ôter la pièce",
    "editor.key.fen": "Coller une FEN",
    "editor.key.back": "Revenir",
    "editor.fen.placeholder": "Collez ou tapez une FEN, puis Entrée (i)",
    "editor.fen.refused": "FEN refusée : {reason}",
    "editor.fen.side_unknown": (
        "La FEN ne dit pas qui a le trait : trait aux {side}, t pour changer."
    ),
    "editor.flipped": "Damier retourné.",
    "editor.refused.play": "{why} Corrigez la position pour jouer.",
    "editor.refused.analyse": "{why} Corrigez la position pour l'analyser.",
    "editor.side_question": "Quel camp jouez-vous contre l'ordinateur ?",
    "editor.palette": "Éditer une position",
    "editor.palette.help": "Placer des pièces, puis jouer ou analyser depuis la position",
}
