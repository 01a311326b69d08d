"""Textes français (langue par défaut). Mêmes clés et mêmes {champs} que en.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "app.title": "Dames",
    # variants, sides, levels
    "variant.english": "Dames anglaises (8×8)",
    "variant.international": "Dames internationales (10×10)",
    "color.white": "Blancs",
    "color.black": "Noirs",
    "side.the.white": "Les Blancs",
    "side.the.black": "Les Noirs",
    "level.1": "Débutant",
    "level.2": "Amateur",
    "level.3": "Club",
    "level.4": "Expert",
    "level.5": "Maître",
    "level.other": "Niveau {number}",
    "level.label": "{number} – {name}",
    "player.you": "Vous",
    "player.computer": "Ordinateur",
    "lang.fr": "Français",
    "lang.en": "English",
    "theme.classic": "Bois",
    "theme.green": "Tournoi (vert)",
    "theme.contrast": "Contraste (lettres)",
    # new game
    "newgame.title": "Nouvelle partie",
    "newgame.variant": "Variante",
    "newgame.side": "Vous jouez les",
    "newgame.level": "Niveau de l'ordinateur",
    "newgame.first": "{side} jouent le premier coup.",
    "newgame.start": "Jouer",
    "newgame.back": "Retour",
    "newgame.quit": "Quitter",
    # game screen
    "info.title": "{variant}",
    "info.you": "Vous : {side} · {level}",
    "info.turn": "Au trait : {side}",
    "info.your_turn": "à vous",
    "info.computer_turn": "à l'ordinateur",
    "info.pieces": "{side} : {men}, {kings}",
    "info.over": "Partie terminée : {result}",
    "panel.moves": "Coups",
    "panel.engine": "Ordinateur",
    "movelist.empty": "Aucun coup joué",
    "engine.idle": "En attente",
    "engine.thinking": "Réfléchit…",
    "engine.depth": "Profondeur {depth} · {nodes} positions",
    "engine.depth_only": "Profondeur {depth}",
    "engine.score": "Éval. : {score} pion(s)",
    "engine.win_in": "Gain en {moves} coups",
    "engine.loss_in": "Perte en {moves} coups",
    "engine.line": "Ligne : {line}",
    "engine.last": "Dernier coup : {move}",
    "engine.hint_search": "Cherche un conseil…",
    "engine.draw_search": "Étudie votre offre de nulle…",
    # status bar
    "status.must_capture": "Vous devez prendre",
    "status.your_move": "À vous de jouer : choisissez une pièce.",
    "status.computer_thinking": "L'ordinateur réfléchit…",
    "status.computer_played": "L'ordinateur a joué {move}. À vous.",
    "status.select_target": "Pièce en {square} : choisissez sa case d'arrivée.",
    "status.continue_capture": "Continuez la rafle",
    "status.empty_square": "La case {square} est vide.",
    "status.light_square": "Les pièces ne vont que sur les cases foncées.",
    "status.not_your_piece": "La pièce en {square} est à l'ordinateur.",
    "status.piece_blocked": "La pièce en {square} n'a aucun coup possible.",
    "status.must_capture_with": "Vous devez prendre : seules les pièces en {squares} peuvent prendre.",
    "status.must_capture_most": (
        "Vous devez prendre le plus de pièces possible : seules les pièces en {squares} le peuvent."
    ),
    "status.illegal_target": "La pièce en {square} ne peut pas aller en {target}.",
    "status.cancelled": "Choix annulé.",
    "status.not_your_turn": "Patience : c'est à l'ordinateur de jouer.",
    "status.game_over": "La partie est terminée : {result}",
    "status.typed_unreadable": "« {text} » : écrivez un coup comme 11-15 ou 15x24.",
    "status.typed_illegal": "« {text} » n'est pas un coup possible ici.",
    "status.typed_ambiguous": "« {text} » est ambigu : indiquez tout le chemin ({options}).",
    "status.hint": "Conseil : {move}",
    "status.hint_none": "Pas de conseil disponible.",
    "status.draw_offered": "Vous proposez la nulle…",
    "status.draw_wait_turn": "Proposez la nulle quand c'est à vous de jouer.",
    "status.hint_wait_turn": "Demandez un conseil quand c'est à vous de jouer.",
    "status.undone": "Coup repris.",
    "status.nothing_to_undo": "Il n'y a rien à reprendre.",
    "status.numbers_on": "Numéros des cases affichés.",
    "status.numbers_off": "Numéros des cases masqués.",
    "status.flipped": "Damier retourné.",
    "status.level_set": "Niveau de l'ordinateur : {level}.",
    "draw.accept.balanced": "L'ordinateur accepte la nulle : la position est équilibrée.",
    "draw.accept.behind": "L'ordinateur accepte la nulle : il est en retard.",
    "draw.decline.ahead": "L'ordinateur refuse la nulle : il a l'avantage.",
    "draw.accept.other": "L'ordinateur accepte la nulle.",
    "draw.decline.other": "L'ordinateur refuse la nulle.",
    # confirmations
    "confirm.quit": "Quitter ? La partie est sauvegardée : vous pourrez la reprendre.",
    "confirm.resign": "Abandonner la partie ?",
    "confirm.new": "Laisser cette partie et en commencer une nouvelle ?",
    "confirm.yes": "Oui",
    "confirm.no": "Non",
    # end of game
    "end.title.win": "Vous avez gagné !",
    "end.title.loss": "Vous avez perdu.",
    "end.title.draw": "Partie nulle.",
    "end.reason.no_pieces": "{side} n'ont plus aucune pièce.",
    "end.reason.no_moves": "{side} sont bloqués : plus aucun coup possible.",
    "end.reason.repetition": "La même position est revenue {count} fois avec le même camp au trait.",
    "end.reason.move_limit": "{moves} coups de chaque camp sans prise ni mouvement de pion.",
    "end.reason.endgame_rule": (
        "Règle des finales : {moves} coups de chaque camp sans que le plus fort ne gagne."
    ),
    "end.reason.agreement": "Nulle d'un commun accord.",
    "end.reason.resignation": "{side} abandonnent.",
    "end.reason.you_resigned": "Vous avez abandonné.",
    "end.summary": "{moves} · {white} : {white_count} · {black} : {black_count}",
    "end.again": "Rejouer",
    "end.review": "Voir le damier",
    "end.quit": "Quitter",
    "result.win": "victoire",
    "result.loss": "défaite",
    "result.draw": "nulle",
    # help
    "help.title": "Aide",
    "help.rules.english": (
        "Dames anglaises (checkers)\n"
        "Le damier a 8×8 cases ; on ne joue que sur les 32 cases foncées, numérotées de 1 à 32. "
        "Chaque camp a 12 pions et les Noirs commencent.\n"
        "• Un pion avance d'une case en diagonale. Il ne recule jamais, même pour prendre.\n"
        "• On prend en sautant une pièce adverse voisine pour retomber sur la case libre juste "
        "derrière. Prendre est obligatoire, mais si plusieurs prises existent, vous choisissez "
        "laquelle.\n"
        "• Tant que la pièce qui vient de sauter peut encore sauter, elle continue : une rafle se "
        "joue jusqu'au bout.\n"
        "• Le pion qui atteint la dernière rangée devient dame (marquée d'une couronne) et son "
        "coup s'arrête là, même au milieu d'une rafle.\n"
        "• La dame fait un pas en diagonale dans les quatre directions et prend dans tous les "
        "sens.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 40 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.international": (
        "Dames internationales\n"
        "Le damier a 10×10 cases ; les 50 cases foncées sont numérotées de 1 à 50. Chaque camp a "
        "20 pions et les Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale, mais il prend aussi bien vers l'arrière que "
        "vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces (une "
        "dame compte pour une). À nombre égal, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Un pion n'est couronné que s'il termine son coup sur la dernière rangée ; la traverser "
        "pendant une rafle ne suffit pas.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce, plus de coup, ou abandonne. "
        "Nulle d'un commun accord, quand la même position revient trois fois, après 25 coups de "
        "chaque camp où seules des dames bougent sans prise, et dans les finales réglementées : "
        "trois pièces dont une dame contre une dame seule, 16 coups chacun ; deux pièces ou moins "
        "dont une dame contre une dame seule, 5 coups chacun."
    ),
    "help.keys": (
        "Jouer\n"
        "• Souris : cliquez une pièce, puis sa case d'arrivée. Si une rafle peut suivre plusieurs "
        "chemins, cliquez les cases une à une.\n"
        "• Clavier : flèches pour le curseur, Entrée ou Espace pour choisir, Échap pour annuler.\n"
        "• Saisie : tapez un chiffre (ou Tab) puis un coup comme 11-15, 15x24 ou 10x19x26, "
        "et Entrée.\n"
        "Touches\n"
        "n numéros des cases · f retourner le damier · u reprendre · r ou ctrl+y rejouer · "
        "h conseil · d proposer la nulle · a abandonner · ctrl+n nouvelle partie · s réglages · "
        "? ou F1 aide · q quitter\n"
        "Parties\n"
        "• La partie en cours est sauvegardée après chaque coup et proposée au prochain "
        "lancement.\n"
        "• l liste des coups : ↑↓ pour choisir un coup, Entrée pour reprendre la partie de là "
        "(r rejoue les coups retirés).\n"
        "• w enregistrer en PDN · o ouvrir un fichier PDN · c copier la FEN · p copier le PDN · "
        "t statistiques"
    ),
    "help.close": "Fermer",
    # settings
    "settings.title": "Réglages",
    "settings.numbers": "Afficher les numéros des cases",
    "settings.flipped": "Damier retourné",
    "settings.language": "Langue",
    "settings.level": "Niveau de l'ordinateur",
    "settings.theme": "Thème du damier",
    "settings.close": "Fermer",
    # key and button labels
    "key.numbers": "Numéros",
    "key.flip": "Retourner",
    "key.undo": "Reprendre",
    "key.hint": "Conseil",
    "key.draw": "Nulle",
    "key.resign": "Abandon",
    "key.new": "Nouvelle",
    "key.help": "Aide",
    "key.settings": "Réglages",
    "key.quit": "Quitter",
    "key.type": "Saisir",
    "key.cancel": "Annuler",
    "input.placeholder": "Coup à taper (11-15, 15x24) puis Entrée",
    "small.message": (
        "Fenêtre trop petite pour ce damier.\n"
        "Il faut au moins {width}×{height} caractères (actuellement {current_width}×"
        "{current_height}).\nAgrandissez la fenêtre du terminal."
    ),
    # games that last
    "count.moves.one": "{count} coup joué",
    "count.moves.many": "{count} coups joués",
    "count.men.one": "{count} pion",
    "count.men.many": "{count} pions",
    "count.kings.one": "{count} dame",
    "count.kings.many": "{count} dames",
    "count.pieces.one": "{count} pièce",
    "count.pieces.many": "{count} pièces",
    "count.games.one": "{count} partie",
    "count.games.many": "{count} parties",
    "player.computer_level": "Ordinateur (niveau {level})",
    "key.redo": "Rejouer",
    "key.save": "Enregistrer",
    "key.open": "Ouvrir",
    "key.copy_fen": "Copier FEN",
    "key.copy_pdn": "Copier PDN",
    "key.stats": "Statistiques",
    "key.moves": "Liste des coups",
    "status.redone": "Coup rejoué.",
    "status.nothing_to_redo": "Il n'y a rien à rejouer.",
    "status.list_help": "Liste des coups : ↑↓ pour choisir, Entrée pour reprendre d'ici, Échap pour revenir.",
    "status.continued": "Partie reprise après le coup {number} ({move}).",
    "status.continued_start": "Partie reprise depuis la position de départ.",
    "status.saved_pdn": "Partie enregistrée dans {path}.",
    "status.loaded_pdn": "Partie {number} de {file} chargée : {moves}.",
    "status.resumed": "Partie reprise : {moves}.",
    "copy.fen": "FEN copiée : {text}",
    "copy.pdn": "PDN copié dans le presse-papiers :\n{text}",
    "pdn.save_title": "Enregistrer la partie (PDN)",
    "pdn.open_title": "Ouvrir un fichier PDN",
    "pdn.path": "Chemin du fichier :",
    "pdn.ok": "Valider",
    "pdn.cancel": "Annuler",
    "pdn.pick_title": "Choisir une partie",
    "pdn.game_label": "{number}. {name} · {moves}",
    "pdn.unnamed": "Partie sans nom",
    "pdn.error.unreadable": "Impossible de lire {file} : {detail}.",
    "pdn.error.not_pdn": "{file} n'est pas un fichier PDN : aucune partie n'y a été trouvée.",
    "pdn.error.bad_game": "{file}, partie {game}{name} illisible : {detail}",
    "pdn.error.kept_one": "La partie 1 reste lisible.",
    "pdn.error.kept": "Les parties 1 à {count} restent lisibles.",
    "pdn.empty_path": "Indiquez un chemin de fichier.",
    "resume.title": "Partie en cours",
    "resume.question": "Une partie n'est pas terminée. La reprendre ?",
    "resume.summary": "{variant}\nVous : {side} · {level}\n{moves} · au trait : {turn}",
    "resume.resume": "Reprendre",
    "resume.new": "Nouvelle partie",
    "stats.title": "Statistiques",
    "stats.category": "Catégorie",
    "stats.games": "Parties",
    "stats.wins": "Gains",
    "stats.draws": "Nulles",
    "stats.losses": "Pertes",
    "stats.total": "Toutes les parties",
    "stats.color": "  avec les {side}",
    "stats.level": "  niveau {level}",
    "stats.none": "Aucune partie terminée pour l'instant.",
    "stats.close": "Fermer",
    "newgame.stats": "Statistiques",
    "warning.settings_unreadable": "Réglages illisibles ({path}) : réglages par défaut.",
    "warning.settings_corrupt": "Fichier des réglages abîmé : réglages par défaut (copie dans {backup}).",
    "warning.settings_future_version": "Réglages d'une version plus récente : réglages par défaut (copie dans {backup}).",
    "warning.settings_invalid_fields": "Réglages invalides remis par défaut : {fields}.",
    "warning.autosave_unreadable": "Partie sauvegardée illisible ({path}).",
    "warning.autosave_corrupt": "Partie sauvegardée abîmée, impossible à reprendre (copie dans {backup}).",
    "warning.autosave_future_version": "Partie sauvegardée par une version plus récente : non reprise (copie dans {backup}).",
    "warning.autosave_partial": "Partie sauvegardée abîmée : {kept} coups sur {total} ont pu être relus.",
    "warning.stats_unreadable": "Statistiques illisibles ({path}).",
    "warning.stats_corrupt": "Fichier des statistiques abîmé : remis à zéro (copie dans {backup}).",
    "warning.stats_future_version": "Statistiques d'une version plus récente : non lues (copie dans {backup}).",
    "warning.stats_invalid_fields": "Statistiques : valeurs invalides ignorées ({fields}).",
    "storage.reason.no_space": "disque plein",
    "storage.reason.read_only": "disque en lecture seule",
    "storage.reason.permission_denied": "accès refusé",
    "storage.reason.is_directory": "un dossier porte ce nom",
    "storage.reason.not_a_directory": "un fichier bloque le chemin",
    "storage.reason.not_found": "dossier introuvable",
    "storage.reason.io_error": "erreur d'écriture",
    "storage.failed.autosave": "Partie non sauvegardée ({reason}) : elle continue en mémoire.",
    "storage.failed.settings": "Réglages non enregistrés ({reason}).",
    "storage.failed.stats": "Résultat non compté dans les statistiques ({reason}).",
    "storage.failed.clear": "Impossible d'effacer la partie sauvegardée ({reason}).",
    "storage.failed.pdn": "Impossible d'enregistrer {path} ({reason}).",
}
