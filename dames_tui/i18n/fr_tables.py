"""Textes français de ``dames tables`` et des erreurs des bases de finales.
Les mêmes clés et {champs} que en_tables.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "cli.command.tables": "construire les bases de finales, ou lister celles qui existent",
    "cli.tables.actions": "actions",
    "cli.tables.metavar.action": "ACTION",
    "cli.tables.metavar.pieces": "N",
    "cli.tables.metavar.dir": "DOSSIER",
    "cli.tables.build": (
        "résoudre toutes les positions d'au plus N pièces (gain, nulle ou perte, et distance)"
    ),
    "cli.tables.info": "lister les fichiers de bases d'un dossier et leurs comptes",
    "cli.tables.variant": "la variante (english ou international)",
    "cli.tables.pieces": "le nombre maximal de pièces sur le damier, de 2 à {most}",
    "cli.tables.pieces_range": "{value} pièces : donnez de 2 à {most}",
    "cli.tables.out": "où écrire les bases (par défaut : tables/ du dossier de données)",
    "cli.tables.dir": "où sont les bases (par défaut : tables/ du dossier de données)",
    "cli.tables.rebuild": "reconstruire les fichiers déjà présents",
    "cli.tables.jobs": "processus qui résolvent en parallèle (1 par défaut)",
    "cli.tables.metavar.jobs": "J",
    "cli.tables.progress": "{pieces} pièces : groupe {done}/{groups} résolu ({seconds:.1f} s)",
    "cli.tables.file": (
        "{name} : {variant}, {pieces} pièces, {positions} positions (gains {wins}, nulles"
        " {draws}, pertes {losses}), la plus longue en {longest} demi-coups, {size} octets"
    ),
    "cli.tables.reused": "  (déjà là : lu, pas reconstruit)",
    "cli.tables.done": "terminé en {seconds:.1f} s, dans {dir}",
    "cli.tables.none": "aucune base de finales dans {dir}",
    "cli.tables.building": (
        "{variant}, {pieces} pièces : en construction en arrière-plan, {percent} %"
        " ({done} positions sur {total})"
    ),
    "cli.tables.stopped": (
        "{variant}, {pieces} pièces : construction interrompue à {percent} %,"
        " elle se poursuivra à la prochaine partie qui en a besoin"
    ),
    "cli.tables.failed": "{variant}, {pieces} pièces : construction arrêtée à {percent} % ({reason})",
    # la construction en arrière-plan, dans l'interface
    "settings.tables_build": "Construire les bases à {pieces} pièces (anglaises) en arrière-plan",
    "tables.build.building": "Bases de finales à {pieces} pièces : {percent} %",
    "tables.build.stopped": "Bases de finales à {pieces} pièces : {percent} %, en pause",
    "tables.build.failed": "Bases de finales à {pieces} pièces : arrêtées ({reason})",
    "tables.build.done": "Bases de finales à {pieces} pièces : prêtes",
    "tables.build.missing": "Bases de finales à {pieces} pièces : pas encore construites",
    "tables.build.started": (
        "Les bases de finales à {pieces} pièces se construisent en arrière-plan"
        " (l'avancement est dans les réglages)."
    ),
    "tables.build.ready": (
        "Bases de finales à {pieces} pièces prêtes : l'ordinateur s'en sert dès sa prochaine"
        " recherche."
    ),
    "tables.build.cannot": (
        "Bases de finales à {pieces} pièces non construites ({reason}) :"
        " le jeu continue avec celles à {fewer} pièces."
    ),
    "tables.build.discarded.one": (
        "Construction des bases à {pieces} pièces : {count} morceau abîmé écarté,"
        " il sera recalculé."
    ),
    "tables.build.discarded.other": (
        "Construction des bases à {pieces} pièces : {count} morceaux abîmés écartés,"
        " ils seront recalculés."
    ),
    "tables.build.reason.no_memory": "mémoire insuffisante",
    # erreurs (codes de TableError)
    "error.tables.foreign": "{path} : pas une base de finales de dames_tui",
    "error.tables.damaged": "{path} : base de finales endommagée (reconstruisez-la)",
    "error.tables.format": "{path} : format de base {found}, cette version lit le {expected}",
    "error.tables.other": "{path} : une base de {variant} à {pieces} pièces, pas celle attendue",
    "error.tables.missing": "{path} : pas de telle base de finales",
    "error.tables.unreadable": "{path} : la base de finales ne peut pas être lue",
    "error.tables.unsupported": "pas de bases de finales pour {variant}",
    "error.tables.too_long": "une distance trop longue pour le format des bases",
}
