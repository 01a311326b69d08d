"""Textes français pour la revue d'une partie (``dames review`` et l'écran de revue). Mêmes clés et mêmes {champs}
que en_review.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "key.review": "Analyser la partie",
    "end.analyse": "Analyser la partie",
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
    "review.error.game_below_one": "--game doit valoir 1 ou plus, pas {number}",
    "review.error.only_one_game": "{file} ne contient qu'une partie, pas de partie {number}",
    "review.error.only_games": "{file} ne contient que {count} parties, pas de partie {number}",
    "review.error.bad_game": "{file}, partie {number} : {error}",
    "review.error.cannot_write": "impossible d'écrire {file} : {reason}",
    # the review screen (ui/screens/review.py)
    "review.screen.title": "Analyse de la partie",
    "review.screen.progress": "Analyse : {done}/{total} coups",
    "review.screen.budget_time": "{seconds} s par position",
    "review.screen.budget_depth": "profondeur {depth} par position",
    "review.screen.status_running": (
        "Analyse en cours ({budget}) ; les coups vus sont déjà notés."
    ),
    "review.screen.status_done": "Analyse terminée. m : faute suivante, Échap : retour.",
    "review.screen.status_stored": "Analyse déjà faite, lue dans la partie. m : faute suivante, Échap : retour.",
    "review.screen.status_stopped": "Analyse interrompue. Échap : retour.",
    "review.screen.side_you": "{side} (vous)",
    "review.screen.accuracy": "précision",
    "review.screen.percent": "{value} %",
    "review.screen.graph_you": "Évaluation pour vous ({side})",
    "review.screen.graph_side": "Évaluation pour les {side}",
    "review.screen.detail_title": "{move} ({side})",
    "review.screen.waiting": "Pas encore analysé…",
    "review.screen.not_reviewed": "Pas analysé.",
    "review.screen.before_after": "Avant : {before} · après : {after}",
    "review.screen.forced": "Coup forcé.",
    "review.screen.engine_move": "Le coup de l'ordinateur.",
    "review.screen.better": "Meilleur : {move}",
    "review.screen.close_enough": "presque aussi bon",
    "review.screen.line": "Suite : {line}",
    "review.screen.no_marks": "Aucun coup marqué pour l'instant.",
    "review.screen.nothing_to_save": "Aucun coup analysé à enregistrer.",
    "review.screen.key.browse": "Coups (← →)",
    "review.screen.key.next_mark": "Faute suivante",
    "review.screen.key.previous_mark": "Faute précédente",
    "review.screen.key.save": "Enregistrer",
    "review.screen.key.leave": "Retour",
}
