"""Textes français pour la revue d'une partie (``dames review`` et l'écran de revue). Mêmes clés et mêmes {champs}
que en_review.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "cli.command.review": (
        "analyser une partie d'un fichier PDN : chaque coup noté, les fautes marquées"
    ),
    "cli.review.file": "le fichier PDN de la partie",
    "cli.review.game": "quelle partie du fichier (par défaut : la première)",
    "cli.review.time": "secondes de recherche par position (par défaut : {seconds})",
    "cli.review.depth": "profondeur de recherche par position (au lieu d'un temps)",
    "cli.review.out": "écrire la partie annotée (signes et commentaires) dans ce fichier PDN",
    "cli.review.variant": "la variante, si le fichier ne la donne pas : {names}",
    "cli.review.fresh": "refaire l'analyse même si le fichier en contient déjà une",
    "review.better": "meilleur",
    "review.side.white": "Blancs",
    "review.side.black": "Noirs",
    "review.mark.inaccuracy": "imprécision",
    "review.mark.mistake": "erreur",
    "review.mark.blunder": "gaffe",
    "review.header": "{file}, partie {number} : {variant}{players}, {result}",
    "review.players": ", {white} – {black}",
    "review.budget.depth": "Analyse à la profondeur {depth} ; scores des Blancs, en pions.",
    "review.budget.time": "Analyse en {seconds} s par position ; scores des Blancs, en pions.",
    "review.reused": "Revue lue dans le fichier (--fresh pour la refaire).",
    "review.no_moves": "Aucun coup à analyser.",
    "review.incomplete": "Revue incomplète : {done} coups sur {total}.",
    "review.better_line": "{mark} ; meilleur : {move} ({score}) {line}",
    "review.accuracy": (
        "{side}{name} : précision {accuracy} % (imprécisions {inaccuracies},"
        " erreurs {mistakes}, gaffes {blunders})"
    ),
    "review.accuracy_none": "{side}{name} : aucun coup à choisir",
    "review.progress": "Analyse",
    "review.progress_line": "analyse : {done}/{total} coups",
    "review.written": "Partie annotée écrite dans {file}.",
    "error.review.game_below_one": "--game doit valoir 1 ou plus, pas {number}",
    "error.review.only_one_game": "{file} ne contient qu'une partie, pas de partie {number}",
    "error.review.only_games": "{file} ne contient que {count} parties, pas de partie {number}",
    "error.review.bad_game": "{file}, partie {number} : {error}",
    "error.review.cannot_write": "impossible d'écrire {file} : {reason}",
}
