"""French texts for match conditions in the game: clocks, ballots and named
openings, outside engines. The same keys and {fields} as en_conditions.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "end.reason.time": "{side} ont dépassé leur temps : le drapeau est tombé.",
    "end.reason.your_flag": "Votre temps est écoulé : le drapeau est tombé.",
    "error.termination.time": "temps dépassé",
    "clock.title": "Pendule {control}",
    "clock.move_time": "Ordinateur : {seconds} s par coup",
    "clock.you": "Vous ({side})",
    "clock.computer": "Ordinateur ({side})",
    "clock.paused": "en pause",
    "clock.flag": "drapeau",
    "key.pause": "Pause",
    "status.paused": "Partie en pause : la pendule est arrêtée. g ou un coup pour continuer.",
    "status.resumed": "La partie continue : la pendule tourne.",
    "status.no_pause": "Pas de pendule à arrêter.",
    "status.undo_clock": "Pas de reprise de coup avec la pendule (à permettre dans les réglages).",
    "status.paused_study": "Pendule arrêtée pendant l'étude : g ou un coup pour continuer.",
    "error.clock.empty": "Aucune cadence indiquée ; écrivez 5+3 (minutes + secondes ajoutées par coup), 40/30 (coups / minutes), m2 (secondes par coup) ou none.",
    "error.clock.unreadable": "Cadence illisible : {text} ; écrivez 5+3, 40/30, m2 ou none.",
    "error.clock.negative": "Une cadence ne peut pas être négative : {text}.",
    "error.clock.too_long": "Plus d'un jour n'est pas une cadence : {text}.",
    "error.clock.no_time": "{text} ne laisse aucun temps pour jouer.",
    "error.clock.moves": "Une période compte de 1 à {max} coups : {text}.",
    "error.clock.order": "Seule la dernière période peut durer jusqu'à la fin de la partie : {text}.",
    "error.clock.periods": "{text} compte plus de 5 périodes.",
    "error.clock.mixed": "{text} mêle une pendule et un temps par coup.",
    "error.clock.sandglass": "Les sabliers ne sont pas pris en charge : {text}.",
    "error.clock.damaged": "La pendule sauvegardée est abîmée ; la partie continue sans elle.",
}
