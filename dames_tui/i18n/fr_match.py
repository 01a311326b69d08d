"""French texts of ``dames match``. The same keys and {fields} as en_match.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # the command line
    "cli.command.match": (
        "jouer un match entre deux moteurs : le nôtre à deux niveaux, le nôtre contre un"
        " moteur Hub extérieur, ou deux moteurs extérieurs ; afficher le score et l'écart Elo"
    ),
    "cli.match.variant": "la variante : {names}",
    "cli.match.games": "le nombre de parties (chaque ballot est joué deux fois, couleurs inversées)",
    "cli.match.levels": (
        "les niveaux de notre moteur, celui du premier joueur puis celui du second (par"
        " défaut : le plus fort) ; le niveau d'un moteur extérieur ne donne que son temps par coup,"
        " sans --clock ni --movetime"
    ),
    "cli.match.engine": (
        "un moteur extérieur qui parle le protocole Hub, sa commande (« scan hub ») ;"
        " une fois : le nôtre contre lui, deux fois : les deux l'un contre l'autre"
    ),
    "cli.match.metavar.command": "COMMANDE",
    "cli.match.metavar.clock": "MIN+SEC",
    "cli.match.clock": (
        "une pendule pour les deux joueurs : 1+0.1 (minutes + secondes ajoutées par coup),"
        " 40/5 (coups / minutes) ; la chute du drapeau perd la partie"
    ),
    "cli.match.movetime": "secondes par coup pour les deux joueurs (sans pendule)",
    "cli.match.pdn": "écrire chaque partie dans ce fichier PDN (récrit après chaque partie)",
    "cli.match.deck": (
        "les ballots : three-move ou two-move (dames anglaises), two-move (internationales),"
        " fmjd-64 (russes, brésiliennes), ou none pour la position de départ ; par défaut :"
        " le premier de la variante"
    ),
    "cli.match.barred": (
        "avec les ballots écartés (le tirage ACF de 174, les ouvertures à deux coups perdues)"
    ),
    "cli.match.seed": "la graine de l'ordre des ballots (par défaut : tirée au sort, et affichée)",
    "cli.match.adjudicate": (
        "arrêter une partie dès que les bases de finales sont sûres de son résultat (une nulle,"
        " ou un gain dans les règles de nulle) : les longues finales ne sont pas jouées"
    ),
    "cli.match.max_plies": (
        "déclarer nulle une partie de plus de tant de demi-coups, au-delà des règles du jeu"
        " (par défaut une limite bien au-delà)"
    ),
    "cli.match.bad_clock": (
        "impossible de lire la cadence {text} : écrire 1+0.1 (minutes + secondes ajoutées par"
        " coup), 40/30 (coups / minutes), m2 (secondes par coup) ou none"
    ),
    "cli.match.bad_movetime": (
        "pas un temps par coup : {text} (des secondes, plus de 0 et au plus un jour)"
    ),
    # the players and the PDN
    "match.event": "Match dames_tui",
    "match.player.ours": "dames_tui (niveau {level})",
    "match.player.twin": "{name} n° {number}",
    # the lines
    "match.header": "{first} contre {second} : {games}, {variant} ; {openings} ; {time}.",
    "match.openings.start": "depuis la position de départ",
    "match.openings.deck": (
        "ballots {deck} : {count} (graine {seed}), chacun avec les deux couleurs"
    ),
    "match.deck.three_move": "du tirage ACF à trois coups",
    "match.deck.two_move": "à deux coups",
    "match.deck.fmjd_64": "de la table FMJD",
    "match.time.movetime": "{seconds} s par coup",
    "match.time.clock": "pendule {clock}",
    "match.time.levels": "le temps par coup de chaque niveau",
    "match.game": (
        "partie {round}/{games}{opening} : {first} – {second} {result}, {reason}, {plies} ; {score}"
    ),
    "match.game.opening": ", {opening}",
    "match.score": "score {first} {points}–{against} {second}",
    "match.reason.time": "{name} a perdu au temps",
    "match.reason.tables": "résultat déclaré par les bases de finales (--adjudicate)",
    "match.reason.max_plies": "nulle déclarée (--max-plies)",
    "match.failure.cannot_start": "{engine} n'a pas pu être lancé",
    "match.failure.no_handshake": "{engine} n'a pas engagé le protocole Hub",
    "match.failure.unsupported_variant": "{engine} ne joue pas cette variante",
    "match.failure.crashed": "{engine} a planté",
    "match.failure.hung": "{engine} ne répond plus",
    "match.failure.illegal_move": "{engine} a joué un coup illégal",
    "match.failure.closed": "{engine} a été fermé",
    "match.failure_detail": "{failure} : {detail}",
    "match.summary": "{first} contre {second} : +{wins} ={draws} -{losses} en {games}",
    "match.rating": "score {percent} %, écart Elo {elo} ± {margin} (à 95 %)",
    "match.rating_no_margin": (
        "score {percent} %, écart Elo {elo} (pas de marge : toutes les parties ont eu le même"
        " résultat)"
    ),
    "match.total.time": "perdues au temps : {count}",
    "match.total.engine": "perdues par la défaillance d'un moteur : {count}",
    "match.total.tables": "résultats déclarés par les bases de finales (--adjudicate) : {count}",
    "match.total.max_plies": (
        "déclarées nulles au-delà de {plies} demi-coups (--max-plies) : {count}"
    ),
    "match.count.games.one": "{count} partie",
    "match.count.games.other": "{count} parties",
    "match.count.plies.one": "{count} demi-coup",
    "match.count.plies.other": "{count} demi-coups",
    "match.decimal_mark": ",",
    "match.stopped": "Match interrompu : {done}/{games} parties jouées.",
    "match.engine_lost": (
        "Match arrêté : impossible de relancer {engine} ({reason}) ; {done}/{games} parties jouées."
    ),
    "match.pdn_written": "Parties écrites dans {file}.",
    # refusals
    "match.error.cannot_start": "--engine {command} : {reason}",
    "match.error.cannot_write": "impossible d'écrire {file} : {reason}",
    "match.error.too_many_engines": (
        "un match oppose deux joueurs : --engine deux fois au plus, pas {count}"
    ),
    "match.error.too_many_games": "--games vaut au plus {most}, pas {games}",
    "match.error.too_many_levels": "--levels prend un ou deux niveaux, pas {count}",
    "match.error.two_levels": (
        "sans --engine, donner les deux niveaux de notre moteur : --levels A B"
    ),
    "match.error.level": "un niveau va de {low} à {high}, pas {level}",
    "match.error.no_such_deck": "{variant} n'a pas de ballots {deck} (tirages : {decks})",
}
