"""Textes français pour les problèmes (l'entraînement tactique). Mêmes clés et mêmes {champs}
que en_puzzles.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # the screen
    "puzzles.subtitle": "Problèmes · {variant}",
    "puzzles.number": "Problème n° {number} sur {total}",
    "puzzles.difficulty": "Difficulté {difficulty} (classé {rating})",
    "puzzles.goal.white": "Les Blancs jouent et gagnent du matériel.",
    "puzzles.goal.black": "Les Noirs jouent et gagnent du matériel.",
    "puzzles.rating": "Votre classement : {rating}",
    "puzzles.streak": "Série : {streak} (record {best})",
    "puzzles.tally": "Résolus : {solved} · Échoués : {failed}",
    "puzzles.moves": "Coups : {moves}",
    "puzzles.moves.none": "Coups : aucun",
    "puzzles.help": (
        "h indice · s solution\nr recommencer · n suivant\na damier d'analyse · Échap retour"
    ),
    # the keys (footer)
    "puzzles.key.hint": "Indice",
    "puzzles.key.solution": "Solution",
    "puzzles.key.next": "Suivant",
    "puzzles.key.retry": "Recommencer",
    "puzzles.key.analyse": "Analyser",
    "puzzles.key.back": "Retour",
    # the status line
    "puzzles.task.white": "À vous : les Blancs gagnent du matériel",
    "puzzles.task.black": "À vous : les Noirs gagnent du matériel",
    "puzzles.correct.waiting": "Bien joué ! L'adversaire répond…",
    "puzzles.correct": "Bien joué ! À vous de continuer.",
    "puzzles.solved": "Résolu !",
    "puzzles.solved.alternative": "Résolu, par un autre coup gagnant !",
    "puzzles.rating_change": "Classement : {before} → {after}.",
    "puzzles.practice": "(Seul le premier essai compte.)",
    "puzzles.wrong.waiting": "Ce n'est pas le coup : {move}. La réfutation…",
    "puzzles.wrong": "Raté : {move} est réfuté par {answer}.",
    "puzzles.wrong.no_answer": "Raté : {move} ne gagne pas.",
    "puzzles.after_wrong": "r recommencer · s solution · n suivant",
    "puzzles.hint": "Indice : jouez la pièce en {square}.",
    "puzzles.solution": "Solution : {line}",
    "puzzles.retry": "On recommence.",
    "puzzles.over": "Problème terminé : r recommencer · n suivant.",
    "puzzles.damaged": "Le problème n° {number} est abîmé : il est passé.",
    "puzzles.all_damaged": "Aucun problème de ce recueil ne se lit.",
    "puzzles.palette": "Problèmes",
    "puzzles.palette.help": "L'entraînement tactique : trouvez le coup gagnant ({variant})",
    # a set that cannot be used
    "puzzles.error.missing": "Pas de problèmes pour ce jeu ({variant}).",
    "puzzles.error.unreadable": "Le recueil de problèmes {file} est illisible.",
    "puzzles.error.corrupt": "Le recueil de problèmes {file} est abîmé.",
    "puzzles.error.future_version": "Le recueil de problèmes {file} vient d'une version plus récente.",
    "puzzles.error.wrong_variant": "Le recueil de problèmes {file} est celui d'un autre jeu.",
    "puzzles.error.empty": "Le recueil de problèmes {file} ne contient aucun problème lisible.",
    # the progress file
    "warning.puzzles_unreadable": "Progrès des problèmes illisibles ({path}).",
    "warning.puzzles_corrupt": (
        "Fichier des progrès des problèmes abîmé : ils repartent de zéro (copie dans {backup})."
    ),
    "warning.puzzles_future_version": (
        "Progrès des problèmes d'une version plus récente : non lus (copie dans {backup})."
    ),
    "warning.puzzles_invalid_fields": "Progrès des problèmes : valeurs invalides ignorées ({fields}).",
    "storage.failed.puzzles": "Progrès des problèmes non enregistrés ({reason}).",
}
