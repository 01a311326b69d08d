"""Textes français de la commande ``dames`` et des erreurs de règles et de
notation. Mêmes clés et mêmes {champs} que en_cli.py (et, pour
``cli.argparse.*``, les mêmes champs ``%`` que le message d'argparse).
"""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # la ligne de commande
    "cli.description": "Le jeu de dames dans le terminal.",
    "cli.commands": "commandes",
    "cli.command.play": "jouer une partie contre l'ordinateur (par défaut)",
    "cli.command.perft": "compter les feuilles de l'arbre des coups (contrôle des règles)",
    "cli.command.moves": "lister les coups permis de positions données en FEN",
    "cli.command.analyse": "chercher le meilleur coup d'une position et afficher l'analyse",
    "cli.command.bench": "chercher sur des positions fixes : signature en nœuds et vitesse",
    "cli.command.hub": "parler le protocole Hub des moteurs sur l'entrée et la sortie standard",
    "cli.command.check": (
        "relire chaque partie de fichiers PDN et vérifier tous ses coups, une ligne par partie"
    ),
    "cli.option.lang": "langue de l'interface et de ces messages",
    "cli.error_line": "{prog} : erreur : {message}",
    "cli.line_error": "{prog} : erreur : ligne {line} : {message}",
    "cli.metavar.command": "COMMANDE",
    "cli.metavar.variant": "VARIANTE",
    "cli.metavar.fen": "FEN",
    "cli.metavar.depth": "PROFONDEUR",
    "cli.metavar.level": "NIVEAU",
    "cli.metavar.file": "FICHIER",
    "cli.metavar.number": "N",
    "cli.metavar.seconds": "SECONDES",
    "cli.play.variant": "la variante : {names} (par défaut : la dernière jouée)",
    "cli.play.side": "le camp que vous jouez",
    "cli.play.level": "niveau de l'ordinateur (1 = débutant)",
    "cli.play.fen": "partir de cette position (FEN du PDN)",
    "cli.play.pdn": "continuer une partie de ce fichier PDN",
    "cli.play.game": "quelle partie du fichier PDN (par défaut : la première)",
    "cli.play.numbers": "afficher les numéros des cases",
    "cli.perft.variant": "la variante : {names} (english par défaut)",
    "cli.perft.fen": "partir de cette position (FEN du PDN)",
    "cli.perft.depth": "compter jusqu'à cette profondeur",
    "cli.perft.divide": "afficher aussi le compte sous chaque premier coup",
    "cli.moves.variant": "la variante : {names} (english par défaut)",
    "cli.moves.fen": "la position (FEN du PDN), ou - pour lire une FEN par ligne",
    "cli.moves.format": (
        "pdn : la notation de la variante, toutes les cases d'arrivée (10x19x26, c3:e5:g3) ; "
        "hub : départ x arrivée x cases des pièces prises, en numéros de cases (28x19x23)"
    ),
    "cli.analyse.variant": "la variante : {names} (international par défaut)",
    "cli.analyse.fen": "la position (FEN du PDN) ; la position de départ si absente",
    "cli.analyse.time": "secondes de réflexion (3 par défaut)",
    "cli.analyse.depth": "chercher jusqu'à cette profondeur",
    "cli.bench.depth": "profondeur de recherche pour chaque position ({depth} par défaut)",
    "cli.bench.variant": "la variante : {names} (par défaut : english et international, qui ont des positions de mesure)",
    "cli.bench.verbose": "une ligne par position",
    "cli.bench.build_compiled": "installation : moteur compilé (mypyc)",
    "cli.bench.build_pure": "installation : Python pur",
    "cli.bench.build_pure_because": "installation : Python pur ({reason})",
    "cli.bench.pure.opt_out": "demandé par DAMES_PURE=1",
    "cli.bench.pure.editable": "installation modifiable",
    "cli.bench.pure.no_mypyc": "mypyc n'était pas là pour le compiler",
    "cli.bench.pure.no_headers": "pas d'en-têtes Python pour le compiler",
    "cli.bench.pure.no_compiler": "pas de compilateur C qui marche ; setup.py a dit : {message}",
    "cli.bench.pure.mypyc_failed": "mypyc n'a pas pu le compiler ; setup.py a dit : {message}",
    "cli.bench.pure.c_failed": "la compilation C a échoué ; setup.py a dit : {message}",
    "cli.bench.pure.other": "setup.py a dit : {message}",
    "cli.bench.build_mixed": "installation : mixte, {count} modules du moteur compilés (mypyc) sur {total}",
    "cli.check.files": "les fichiers PDN à vérifier",
    "cli.check.ok": "{file}, partie {number} : ok, {variant}, {moves}, {result}",
    "cli.check.ok_side_unknown": (
        "{file}, partie {number} : ok, {variant}, {moves}, {result}, trait inconnu (à demander)"
    ),
    "cli.check.bad": "{file}, partie {number}{name} : {error}",
    "cli.check.unreadable": "impossible de lire {file} : {reason}",
    "cli.check.not_pdn": "{file} n'est pas un fichier PDN : {reason}",
    "cli.check.total": "total : {files}, {games} : {good}, {bad}",
    "cli.check.total_unreadable": "total : {files} (dont {unreadable}), {games} : {good}, {bad}",
    "cli.check.count.files.one": "{count} fichier",
    "cli.check.count.files.other": "{count} fichiers",
    "cli.check.count.unreadable.one": "{count} illisible",
    "cli.check.count.unreadable.other": "{count} illisibles",
    "cli.check.count.games.one": "{count} partie",
    "cli.check.count.games.other": "{count} parties",
    "cli.check.count.good.one": "{count} bonne",
    "cli.check.count.good.other": "{count} bonnes",
    "cli.check.count.bad.one": "{count} mauvaise",
    "cli.check.count.bad.other": "{count} mauvaises",
    "cli.check.count.moves.one": "{count} coup",
    "cli.check.count.moves.other": "{count} coups",
    "cli.hub.epilog": (
        "Lit les commandes Hub sur l'entrée standard (hub, init, pos, level, go, stop, "
        "quit…) et répond sur la sortie standard ; voir HUB.md."
    ),
    "cli.type.not_whole": "« {text} » n'est pas un nombre entier",
    "cli.type.below_one": "doit valoir au moins 1, pas {value}",
    "cli.type.not_number": "« {text} » n'est pas un nombre",
    "cli.type.not_above_zero": "doit être supérieur à 0, pas {text}",
    "cli.type.not_finite": "« {text} » n'est pas un nombre fini",
    "cli.type.seconds_above_max": "doit valoir au plus {max} secondes (un jour), pas {text}",
    "cli.type.depth_above_max": (
        "doit valoir au plus {max} (la profondeur la plus grande de la recherche), pas {value}"
    ),
    "cli.line_too_long": "trop longue (plus de {max} octets) : ignorée",
    "cli.type.too_long": "doit valoir au plus {most}, pas un nombre de {digits} chiffres",
    # les mots d'argparse (Python 3.11 à 3.13)
    "cli.argparse.usage": "utilisation : ",
    "cli.argparse.positionals": "arguments",
    "cli.argparse.options": "options",
    "cli.argparse.subcommands": "sous-commandes",
    "cli.argparse.help": "afficher cette aide et quitter",
    "cli.argparse.version": "afficher le numéro de version et quitter",
    "cli.argparse.default": " (par défaut : %(default)s)",
    "cli.argparse.error": "%(prog)s : erreur : %(message)s\n",
    "cli.argparse.warning": "%(prog)s : avertissement : %(message)s\n",
    "cli.argparse.argument": "argument %(argument_name)s : %(message)s",
    "cli.argparse.invalid_choice": "choix invalide : « %(value)s » (au choix : %(choices)s)",
    "cli.argparse.invalid_value": "valeur invalide pour %(type)s : « %(value)s »",
    "cli.argparse.unrecognized": "arguments non reconnus : %s",
    "cli.argparse.expected_one": "une valeur est attendue",
    "cli.argparse.expected_at_most_one": "une valeur au plus est attendue",
    "cli.argparse.expected_at_least_one": "une valeur au moins est attendue",
    "cli.argparse.expected_n.one": "%s valeur est attendue",
    "cli.argparse.expected_n.other": "%s valeurs sont attendues",
    "cli.argparse.required": "arguments obligatoires absents : %s",
    "cli.argparse.one_required": "l'un des arguments %s est obligatoire",
    "cli.argparse.not_allowed_with": "incompatible avec l'argument %s",
    "cli.argparse.ignored_explicit": "valeur « %s » ignorée",
    "cli.argparse.ambiguous_option": "option ambiguë : %(option)s peut désigner %(matches)s",
    "cli.argparse.unexpected_option": "option inattendue : %s",
    "cli.argparse.unknown_parser": "commande inconnue « %(parser_name)s » (au choix : %(choices)s)",
    "cli.argparse.deprecated_option": "l'option « %(option)s » est obsolète",
    "cli.argparse.deprecated_argument": "l'argument « %(argument_name)s » est obsolète",
    "cli.argparse.deprecated_command": "la commande « %(parser_name)s » est obsolète",
    # morceaux de messages d'erreur
    "error.side.white": "Blancs",
    "error.side.black": "Noirs",
    "error.termination.no_pieces": "plus aucune pièce",
    "error.termination.no_moves": "plus aucun coup possible",
    "error.termination.crowned": "un pion mené à dame le premier",
    "error.termination.repetition": "répétition de la position",
    "error.termination.move_limit": "limite de coups sans prise",
    "error.termination.endgame_rule": "règle de fin de partie",
    "error.termination.agreement": "accord mutuel",
    "error.termination.resignation": "abandon",
    "error.read_reason.no_space": "disque plein",
    "error.read_reason.read_only": "disque en lecture seule",
    "error.read_reason.permission_denied": "accès refusé",
    "error.read_reason.is_directory": "c'est un dossier",
    "error.read_reason.not_a_directory": "un fichier bloque le chemin",
    "error.read_reason.not_found": "fichier introuvable",
    "error.read_reason.io_error": "erreur de lecture",
    # variantes
    "error.variant.unknown": "variante inconnue « {name} » (variantes connues : {known})",
    "error.variant.unknown_gametype": "GameType PDN inconnu : {gametype}",
    "error.variant.unknown_hub": "variante Hub inconnue « {name} » (variantes connues : {known})",
    # positions
    "error.position.off_board": "la case {square} n'est pas sur le damier (1 à {last})",
    "error.position.both_colors": "la case {square} porte une pièce blanche et une pièce noire",
    "error.position.outside_board": "des pièces sont hors du damier",
    "error.position.white_man_crowning_row": (
        "pion blanc sur la case {square}, qui est sur sa ligne de promotion"
    ),
    "error.position.black_man_crowning_row": (
        "pion noir sur la case {square}, qui est sur sa ligne de promotion"
    ),
    # coups
    "error.move.not_legal": "le coup {move} n'est pas permis ici",
    "error.move.illegal": "ce coup n'est pas permis ici",
    "error.move.ambiguous": "« {text} » est ambigu : il peut s'agir de {candidates}",
    "error.move.ambiguous_crowning": "le coup {move} couronne par un chemin et pas par l'autre : donnez son chemin",
    "error.move.empty": "aucun coup indiqué",
    "error.move.not_a_move": "« {text} » n'est pas un coup",
    "error.move.missing_square": "« {text} » n'est pas un coup (il manque un numéro de case)",
    "error.move.one_square": "« {text} » n'est pas un coup (il faut au moins deux cases)",
    "error.move.bad_separator": (
        "« {text} » n'est pas un coup (les cases se séparent par « - » ou « x »)"
    ),
    "error.move.off_board": "la case {square} n'est pas sur le damier (1 à {last})",
    "error.move.light_square": "la case {name} n'est pas une case jouable",
    "error.move.name_off_board": "la case {name} n'est pas sur le damier (a1 à {corner})",
    "error.move.number_too_long": (
        "la case {number} ({digits} chiffres) n'est pas sur le damier (1 à {last})"
    ),
    "error.move.none_between": "aucun coup de {start} à {end}",
    "error.move.none_along": "aucun coup par {path}",
    "error.move.no_move.blocked": "{head} : les {side} n'ont aucun coup possible",
    "error.move.no_move.empty": "la case {square} est vide : {head}",
    "error.move.no_move.opponent_piece": (
        "la case {square} porte une pièce adverse (trait aux {side}) : {head}"
    ),
    "error.move.no_move.must_capture": "la prise est obligatoire (depuis {squares}) : {head}",
    "error.move.no_move.cannot_move": "la pièce en {square} ne peut pas bouger : {head}",
    "error.move.no_move.occupied": "la case {square} est occupée : {head}",
    "error.move.no_move.captures_are": "la pièce en {square} peut prendre par {moves} : {head}",
    "error.move.no_move.can_go_to": "la pièce en {square} peut aller en {squares} : {head}",
    # FEN
    "error.fen.empty": "FEN vide",
    "error.fen.missing_colon_after_side": "il manque « : » après le trait dans « {fen} »",
    "error.fen.bad_side": "le trait doit être W ou B, pas « {side} »",
    "error.fen.empty_field": "champ vide dans « {fen} » (un « : » de trop)",
    "error.fen.bad_piece_list": (
        "liste de pièces illisible « {field} » (elle commence par W ou B)"
    ),
    "error.fen.white_twice": "les pièces blanches sont données deux fois",
    "error.fen.black_twice": "les pièces noires sont données deux fois",
    "error.fen.square_twice": "la case {square} est donnée deux fois",
    "error.fen.no_piece_lists": "il manque « : » et les listes de pièces après le trait « {side} »",
    "error.fen.missing_colon_before": "il manque « : » avant « {text} »",
    "error.fen.bad_square": "case illisible « {entry} » dans une liste de pièces",
    "error.fen.king_inside_range": (
        "plage illisible « {entry} » (le K se met devant la première case)"
    ),
    "error.fen.off_board": "la case {square} n'est pas sur le damier (1 à {last})",
    "error.fen.light_square": "la case {name} n'est pas une case jouable",
    "error.fen.name_off_board": "la case {name} n'est pas sur le damier (a1 à {corner})",
    "error.fen.name_range": (
        "plage illisible « {entry} » (une plage joint des numéros de cases, pas des noms)"
    ),
    "error.fen.number_too_long": (
        "la case {number} ({digits} chiffres) n'est pas sur le damier (1 à {last})"
    ),
    "error.fen.side_unknown": "le trait n'est pas connu (« ? »)",
    "error.fen.range_reversed": (
        "plage {low}-{high} à l'envers (la première case doit être la plus petite)"
    ),
    # PDN
    "error.pdn.bad_gametype_tag": (
        "balise GameType illisible « {value} » (un nombre comme 20 ou 21 est attendu)"
    ),
    "error.pdn.unterminated_comment": "commentaire « {mark} » jamais refermé",
    "error.pdn.unterminated_variation": "variante « {mark} » jamais refermée",
    "error.pdn.unexpected_char": "caractère inattendu « {char} »",
    "error.pdn.bad_tag": "balise illisible « {tag} »",
    "error.pdn.unexpected_token": "« {token} » inattendu",
    "error.pdn.number_too_long": "numéro de coup {number} trop long ({digits} chiffres)",
    "error.pdn.no_game_at": "aucune partie trouvée (ligne {line} : « {token} » inattendu)",
    "error.pdn.at_line": "ligne {line} : {reason}",
    "error.pdn.in_game": "partie {game}, {error}",
    "error.pdn.no_game": "aucune partie trouvée",
    "error.pdn.cannot_write_result": "impossible d'écrire le résultat « {result} »",
    "error.pdn.cannot_write_tag": "impossible d'écrire la balise « {name} »",
    "error.pdn.comment_past_end": (
        "commentaire après le demi-coup {ply}, au-delà de la fin de la partie "
        "(demi-coups joués : {count})"
    ),
    "error.pdn.cannot_write_move": "impossible d'écrire le coup « {move} » (demi-coup {ply})",
    "error.pdn.no_variant_fits": "aucune variante n'a assez de cases pour cette partie",
    "error.pdn.unknown_gametype": "GameType inconnu « {value} »",
    "error.pdn.fen_tag": "balise FEN : {error}",
    "error.pdn.fen_not_of_variant": (
        "la balise FEN « {fen} » n'est pas une position des « {rules} » (GameType {gametype})"
        " : {error}"
    ),
    "error.pdn.read_as_furthest": (
        "partie lue en « {rules} », la variante qui la suit le plus loin (pas de balise GameType) : {error}"
    ),
    "error.pdn.read_as_larger_board": (
        "partie lue en « {rules} » pour sa case {square} (pas de balise GameType) : {error}"
    ),
    "error.pdn.move_ambiguous": "coup {number} des {side} : « {text} » est ambigu ici ({error})",
    "error.pdn.move_illegal": (
        "coup {number} des {side} : « {text} » n'est pas permis ici ({error})"
    ),
    "error.pdn.variation_dropped": "variante écartée : {error}",
    "error.pdn.variations_too_deep": "variantes imbriquées sur plus de {depth} niveaux",
    "error.pdn.variation_past_main_line": (
        "coup {number} des {side} : « {text} » prolongerait la ligne principale au-delà de sa fin"
    ),
    "error.pdn.cannot_write_variation": (
        "impossible d'écrire une variante du demi-coup {ply} (la ligne compte {count} demi-coups)"
    ),
    "error.pdn.cannot_write_deep_variations": (
        "impossible d'écrire des variantes imbriquées sur plus de {depth} niveaux"
    ),
    # parties
    "error.game.start_of_other_variant": (
        "la position de départ est pour « {start} », pas pour « {rules} »"
    ),
    "error.game.declared_ended": "la partie s'est terminée par {termination} ; rouvrez-la d'abord",
    "error.game.over": "la partie est terminée ({termination})",
    "error.game.same_king_moves": (
        "la dame en {square} a joué {moves} coups de suite : jouez une autre pièce"
    ),
    # dames play
    "error.play.game_needs_pdn": "--game ne va pas sans --pdn FICHIER",
    "error.play.game_below_one": "--game doit valoir 1 ou plus, pas {number}",
    "error.play.level": "le niveau va de {low} à {high}, pas {level}",
    "error.play.other_variant": "{file} : la partie se joue en « {game} », pas en « {variant} »",
    "error.play.only_one_game": "{file} ne contient qu'une partie, pas de partie {number}",
    "error.play.only_games": "{file} ne contient que {count} parties, pas de partie {number}",
    "error.play.pdn_unreadable": "impossible de lire {file} : {reason}",
    "error.play.pdn_not_pdn": "{file} n'est pas un fichier PDN : aucune partie trouvée",
    "error.play.pdn_bad_game": "{file}, partie {game}{name} : {error}",
}
