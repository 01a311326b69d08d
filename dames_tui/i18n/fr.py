"""Textes français (langue par défaut). Mêmes clés et mêmes {champs} que en.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "app.title": "Dames",
    # variants, sides, levels
    "variant.with_board": "{name} ({size}×{size})",  # the name is the variant's own (Rules.names)
    "color.white": "Blancs",
    "color.black": "Noirs",
    "side.the.white": "Les Blancs",
    "side.the.black": "Les Noirs",
    "level.1": "Débutant",
    "level.2": "Novice",
    "level.3": "Initié",
    "level.4": "Apprenti",
    "level.5": "Amateur",
    "level.6": "Habitué",
    "level.7": "Joueur de club",
    "level.8": "Club confirmé",
    "level.9": "Fort",
    "level.10": "Très fort",
    "level.11": "Expert",
    "level.12": "Aspirant",
    "level.13": "Maître",
    "level.14": "Maître fort",
    "level.15": "Grand maître",
    "level.16": "Champion",
    "level.other": "Niveau {number}",
    "level.label": "{number} – {name}",
    "level.rated": "{label} (≈{rating})",
    "player.you": "Vous",
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
    "newgame.board": "Damier {size}×{size}",
    "newgame.board_all": "Damier {size}×{size}, les {squares} cases",
    "newgame.about.english": "Les dames du monde anglophone : dames d'un pas, prise au choix.",
    "newgame.about.international": "Le jeu de la FMJD : dames volantes, prise du plus grand nombre.",
    "newgame.about.brazilian": "Les règles internationales sur 8×8, cases notées a1 à h8.",
    "newgame.about.russian": "Prise au choix ; un pion couronné en pleine rafle continue en dame.",
    "newgame.about.pool": "Dames volantes, prises en arrière, prise au choix ; les Noirs commencent.",
    "newgame.about.italian": "Damier en miroir ; un pion ne prend pas une dame ; prise de qualité.",
    "newgame.about.spanish": "Damier en miroir, dames volantes ; le plus de pièces, puis de dames.",
    "newgame.about.portuguese": "Les règles espagnoles : damier en miroir, dames volantes.",
    "newgame.about.czech": "Pions qui ne reculent pas, dames volantes ; si une dame peut prendre, elle prend.",
    "newgame.about.thai": "8 pions chacun ; la dame se pose juste derrière la pièce prise.",
    "newgame.about.canadian": "Les règles internationales sur le grand damier, 30 pions chacun.",
    "newgame.about.killer": "Internationales, mais la dame s'arrête derrière la dame qu'elle prend.",
    "newgame.about.antidraughts": "Dames internationales à l'envers : qui ne peut plus jouer gagne.",
    "newgame.about.english-giveaway": "Dames anglaises à l'envers : qui ne peut plus jouer gagne.",
    "newgame.about.frisian": "On prend aussi en ligne et en colonne ; la prise de plus grande valeur prime.",
    "newgame.about.frysk": "Les règles frisonnes avec 5 pions chacun, sur la dernière rangée.",
    "newgame.about.turkish": "Toutes les cases : pions en avant et de côté, dames comme des tours.",
    "newgame.about.breakthrough": "Les règles internationales ; qui mène le premier un pion à dame gagne.",
    "status.men_cannot_take_kings": "Un pion ne peut pas prendre une dame (le pion en {man}, la dame en {king}).",
    "newgame.start": "Jouer",
    "newgame.quit": "Quitter",
    # game screen
    "info.you": "Vous : {side}",
    "info.level": "Niveau : {level}",
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
    "engine.score": "Évaluation : {score}",
    "engine.line": "Ligne : {line}",
    "engine.hint_search": "Cherche un conseil…",
    "engine.draw_search": "Examine votre offre…",
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
    "status.illegal_target": "La pièce en {square} ne peut pas aller en {target}.",
    "status.cancelled": "Choix annulé.",
    "status.not_your_turn": "Patience : c'est à l'ordinateur de jouer.",
    "status.game_over": "La partie est terminée : {result}",
    "status.typed_unreadable": "« {text} » : écrivez un coup comme {move} ou {capture}.",
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
    "status.coordinates_on": "Coordonnées affichées au bord du damier.",
    "status.coordinates_off": "Coordonnées masquées.",
    "status.coordinates_numbers_on": "Coordonnées au bord du damier et numéros des cases (1 à {last}) affichés.",
    "status.coordinates_numbers_off": "Coordonnées et numéros des cases masqués.",
    "status.same_king_moves": "La dame en {square} vient de jouer {moves} coups de suite : jouez une autre pièce.",
    "status.numbers_off": "Numéros des cases masqués.",
    "status.flipped": "Damier retourné pour cette partie.",
    "draw.accept.balanced": "L'ordinateur accepte la nulle : la position est équilibrée.",
    "draw.accept.behind": "L'ordinateur accepte la nulle : il est moins bien.",
    "draw.decline.ahead": "L'ordinateur refuse la nulle : il a l'avantage.",
    "draw.accept.other": "L'ordinateur accepte la nulle.",
    "draw.decline.other": "L'ordinateur refuse la nulle.",
    # confirmations
    "confirm.quit": "Quitter ? La partie est sauvegardée : vous pourrez la continuer.",
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
    "end.reason.crowned": "{side} ont mené un pion à dame les premiers.",
    "end.reason.repetition": "La même position est revenue {count} fois avec le même camp au trait.",
    "end.reason.move_limit": "{moves} coups de chaque camp sans prise ni mouvement de pion.",
    "end.reason.endgame_rule": (
        "Règle des finales : {moves} coups de chaque camp sans que le plus fort ne gagne."
    ),
    "end.reason.agreement": "Nulle d'un commun accord.",
    "end.reason.resignation": "{side} abandonnent.",
    "end.reason.you_resigned": "Vous avez abandonné.",
    "end.summary": "{white} : {white_count} · {black} : {black_count} · {moves}",
    "end.again": "Nouvelle partie",
    "end.review": "Voir le damier",
    "end.quit": "Quitter",
    "result.win": "victoire",
    "result.loss": "défaite",
    "result.draw": "nulle",
    # help
    "help.title": "Aide",
    "help.rules.english": (
        "Dames anglaises (ou américaines)\n"
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
    "help.rules.brazilian": (
        "Dames brésiliennes\n"
        "Les règles des dames internationales sur un damier de 8×8 cases. Les cases se notent "
        "par leur colonne (a à h) et leur rangée (1 à 8), comme c3-d4 ; les coordonnées "
        "s'affichent au bord du damier. Chaque camp a 12 pions et les Blancs commencent.\n"
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
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle d'un "
        "commun accord, quand la même position revient trois fois, après 15 coups de chaque camp "
        "où seules des dames bougent sans prise, et dans les finales réglementées. Contre une "
        "dame seule : une dame, deux dames ou une dame et un pion, 5 coups chacun ; trois pièces "
        "dont une dame quand la dame seule tient la grande diagonale, 5 coups chacun ; trois "
        "dames ou plus, 15 coups chacun. Avec des dames des deux côtés : 30 coups chacun quand il "
        "reste 4 ou 5 pièces en tout, 60 quand il en reste 6 ou 7 (le compte repart quand un pion "
        "est couronné)."
    ),
    "help.rules.russian": (
        "Dames russes\n"
        "Le damier a 8×8 cases ; les cases se notent par leur colonne (a à h) et leur rangée "
        "(1 à 8), comme c3-d4, et les coordonnées s'affichent au bord du damier. Chaque camp a "
        "12 pions et les Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale, mais il prend aussi bien vers l'arrière que "
        "vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur une case libre au-delà ; si l'une d'elles permet de continuer "
        "la rafle, elle doit s'y poser.\n"
        "• Prendre est obligatoire, mais si plusieurs prises existent, vous choisissez laquelle, "
        "même la plus petite. Une rafle commencée se joue jusqu'au bout.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Le pion qui atteint la dernière rangée, même au milieu d'une rafle, devient dame "
        "aussitôt et continue de prendre en dame.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle d'un "
        "commun accord, quand la même position revient trois fois, après 15 coups de chaque camp "
        "où seules des dames bougent sans prise, et dans les finales réglementées. Contre une "
        "dame seule : une dame, deux dames ou une dame et un pion, 5 coups chacun ; trois pièces "
        "dont une dame quand la dame seule tient la grande diagonale, 5 coups chacun ; trois "
        "dames ou plus, 15 coups chacun. Avec des dames des deux côtés : 30 coups chacun quand il "
        "reste 4 ou 5 pièces en tout, 60 quand il en reste 6 ou 7 (le compte repart quand un pion "
        "est couronné)."
    ),
    "help.rules.pool": (
        "Dames pool (pool checkers américain)\n"
        "Le damier a 8×8 cases ; les 32 cases foncées sont numérotées de 1 à 32, comme aux dames "
        "anglaises. Chaque camp a 12 pions et les Noirs commencent.\n"
        "• Un pion avance d'une case en diagonale, mais il prend aussi bien vers l'arrière que "
        "vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, mais si plusieurs prises existent, vous choisissez laquelle. "
        "Une rafle commencée se joue jusqu'au bout.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Un pion qui traverse la dernière rangée pendant une rafle continue de prendre en pion ; "
        "il n'est couronné que s'il y termine son coup.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 30 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.italian": (
        "Dames italiennes\n"
        "Le damier a 8×8 cases, posé en miroir : la case du coin en bas à gauche, a1, est claire. "
        "Les 32 cases foncées sont numérotées de 1 à 32 à partir du coin en haut à gauche. Chaque "
        "camp a 12 pions et les Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale et ne prend que vers l'avant. Un pion ne peut "
        "pas prendre une dame.\n"
        "• La dame fait un pas en diagonale dans les quatre directions et prend dans tous les "
        "sens, en sautant une pièce voisine.\n"
        "• Prendre est obligatoire, et le choix est réglé dans cet ordre : la rafle qui prend le "
        "plus de pièces ; à nombre égal, la prise par une dame plutôt que par un pion ; puis celle "
        "qui prend le plus de dames ; puis celle qui rencontre une dame le plus tôt. Ensuite, vous "
        "choisissez.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient quatre fois avec le même camp au trait (le règlement de la "
        "fédération italienne ; d'autres sources disent trois), après 40 coups de chaque camp "
        "sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.spanish": (
        "Dames espagnoles\n"
        "Le damier a 8×8 cases, posé en miroir : la case du coin en bas à gauche, a1, est claire. "
        "Les 32 cases foncées sont numérotées de 1 à 32 à partir du coin en bas à droite des "
        "Blancs, de droite à gauche en remontant. Chaque camp a 12 pions et les Blancs "
        "commencent.\n"
        "• Un pion avance d'une case en diagonale et ne prend que vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces ; à "
        "nombre égal, celle qui prend le plus de dames. Ensuite, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 40 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.portuguese": (
        "Dames portugaises\n"
        "Les mêmes règles que les dames espagnoles. Le damier a 8×8 cases, posé en miroir : la "
        "case du coin en bas à gauche, a1, est claire. Les 32 cases foncées sont numérotées de 1 "
        "à 32 à partir du coin en bas à droite des Blancs. Chaque camp a 12 pions et les Blancs "
        "commencent.\n"
        "• Un pion avance d'une case en diagonale et ne prend que vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces ; à "
        "nombre égal, celle qui prend le plus de dames. Ensuite, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 40 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.czech": (
        "Dames tchèques\n"
        "Le damier a 8×8 cases ; les cases se notent par leur colonne (a à h) et leur rangée "
        "(1 à 8), comme c3-d4, et les coordonnées s'affichent au bord du damier. Chaque camp a "
        "12 pions et les Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale et ne prend que vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire. Si une dame peut prendre, c'est une dame qui doit prendre ; "
        "sinon, vous choisissez la prise, même la plus petite.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 30 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.thai": (
        "Dames thaïlandaises (mak-hos)\n"
        "Le damier a 8×8 cases ; les 32 cases foncées sont numérotées de 1 à 32. Chaque camp n'a "
        "que 8 pions, sur ses deux premières rangées. Les sources ne s'accordent pas sur le camp "
        "qui commence : ici, comme sur les sites thaïlandais, ce sont les Blancs. Les fichiers "
        "FEN et PDN suivent la norme PDN, qui appelle Noirs le camp qui commence : les couleurs "
        "y sont nommées à l'inverse.\n"
        "• Un pion avance d'une case en diagonale et ne prend que vers l'avant.\n"
        "• La dame glisse le long d'une diagonale libre. Elle peut prendre une pièce éloignée, "
        "mais se pose toujours sur la case juste derrière elle.\n"
        "• Chaque pièce prise quitte le damier aussitôt : la dame peut repasser par sa case, et "
        "même repartir en sens inverse pour la prise suivante (certaines règles interdisent ce "
        "demi-tour ; nous le permettons).\n"
        "• Prendre est obligatoire, mais si plusieurs prises existent, vous choisissez laquelle. "
        "Une rafle commencée se joue jusqu'au bout.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois avec le même camp au trait, après 30 coups de chaque "
        "camp sans prise ni mouvement de pion, ou d'un commun accord."
    ),
    "help.rules.canadian": (
        "Dames canadiennes\n"
        "Les règles des dames internationales sur un grand damier de 12×12 cases ; les 72 cases "
        "foncées sont numérotées de 1 à 72. Chaque camp a 30 pions, sur cinq rangées, et les "
        "Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale, mais il prend aussi bien vers l'arrière que "
        "vers l'avant.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces (une "
        "dame compte pour une). À nombre égal, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même.\n"
        "• Un pion n'est couronné que s'il termine son coup sur la dernière rangée.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle d'un "
        "commun accord, quand la même position revient trois fois, après 25 coups de chaque camp "
        "où seules des dames bougent sans prise, et dans les finales réglementées : trois pièces "
        "dont une dame contre une dame seule, 16 coups chacun ; deux pièces ou moins dont une "
        "dame contre une dame seule, 5 coups chacun."
    ),
    "help.rules.killer": (
        "Dames killer\n"
        "Les dames internationales (10×10, 20 pions chacun, les Blancs commencent), avec une "
        "seule règle en plus, pour la dame qui prend.\n"
        "• Un pion avance d'une case en diagonale et prend vers l'avant comme vers l'arrière.\n"
        "• La dame est volante : elle glisse le long d'une diagonale libre, prend une pièce même "
        "éloignée et se pose sur une case libre au-delà. Mais quand la dernière pièce de sa prise "
        "est une dame, elle doit s'arrêter sur la case juste derrière cette dame, même pour une "
        "prise simple.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces (une "
        "dame compte pour une). À nombre égal, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; un pion n'est "
        "couronné que s'il termine son coup sur la dernière rangée.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle d'un "
        "commun accord, quand la même position revient trois fois, après 25 coups de chaque camp "
        "où seules des dames bougent sans prise, et dans les finales réglementées : trois pièces "
        "dont une dame contre une dame seule, 16 coups chacun ; deux pièces ou moins dont une "
        "dame contre une dame seule, 5 coups chacun."
    ),
    "help.rules.antidraughts": (
        "Qui perd gagne (dames internationales)\n"
        "Le damier, les pièces et les coups des dames internationales (10×10, 20 pions chacun, "
        "les Blancs commencent), mais le but est inversé : il faut se débarrasser de ses pièces.\n"
        "• Un pion avance d'une case en diagonale et prend vers l'avant comme vers l'arrière ; la "
        "dame est volante.\n"
        "• Prendre reste obligatoire, et il faut jouer la rafle qui prend le plus de pièces : "
        "c'est souvent ainsi que l'on force l'adversaire à prendre.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; un pion n'est "
        "couronné que s'il termine son coup sur la dernière rangée.\n"
        "Fin : le camp qui ne peut plus jouer, parce qu'il n'a plus de pièce ou qu'elles sont "
        "toutes bloquées, gagne. Nulle seulement quand la même position revient trois fois avec "
        "le même camp au trait, ou d'un commun accord."
    ),
    "help.rules.english-giveaway": (
        "Dames anglaises qui perd gagne\n"
        "Le damier, les pièces et les coups des dames anglaises (8×8, cases 1 à 32, 12 pions "
        "chacun, les Noirs commencent), mais le but est inversé : il faut se débarrasser de ses "
        "pièces.\n"
        "• Un pion avance d'une case en diagonale et ne recule jamais, même pour prendre ; la "
        "dame fait un pas en diagonale dans les quatre directions.\n"
        "• Prendre est obligatoire, mais si plusieurs prises existent, vous choisissez laquelle. "
        "Une rafle commencée se joue jusqu'au bout.\n"
        "• Le pion qui atteint la dernière rangée devient dame et son coup s'arrête là.\n"
        "Fin : le camp qui ne peut plus jouer, parce qu'il n'a plus de pièce ou qu'elles sont "
        "toutes bloquées, gagne. Nulle seulement quand la même position revient trois fois avec "
        "le même camp au trait, ou d'un commun accord."
    ),
    "help.rules.frisian": (
        "Dames frisonnes\n"
        "Le damier de 10×10 cases des dames internationales ; les 50 cases foncées sont "
        "numérotées de 1 à 50. Chaque camp a 20 pions et les Blancs commencent.\n"
        "• Un pion avance d'une case en diagonale. La dame est volante : elle glisse le long "
        "d'une diagonale libre.\n"
        "• On prend en diagonale, et aussi le long des rangées et des colonnes, où la case "
        "foncée voisine est à deux cases de là. Un pion saute la pièce posée sur la case foncée "
        "voisine, dans les huit directions, en avant comme en arrière ; la dame prend de loin "
        "dans les huit directions et se pose sur n'importe quelle case libre au-delà.\n"
        "• Prendre est obligatoire, et il faut jouer la prise de plus grande valeur : une dame "
        "vaut plus qu'un pion mais moins que deux (deux dames valent plus que trois pions, moins "
        "que quatre). À valeur égale, une dame doit prendre plutôt qu'un pion ; ensuite, vous "
        "choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle ; on ne saute "
        "jamais deux fois la même, mais on peut repasser par une case vide.\n"
        "• Un pion n'est couronné que s'il termine son coup sur la dernière rangée.\n"
        "• Tant qu'un camp a des dames et des pions, une même dame ne peut pas jouer plus de "
        "trois coups de suite sans prendre : jouez alors une autre pièce. Un coup d'une autre "
        "pièce, ou une prise, remet le compte à zéro.\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois, d'un commun accord, et dans deux finales : deux dames "
        "contre une dame seule, 7 coups chacun ; une dame contre une dame, nulle après 2 coups "
        "chacun (le temps de prendre une dame laissée en prise)."
    ),
    "help.rules.frysk": (
        "Frysk!\n"
        "Les dames frisonnes sur le damier de 10×10 cases, mais chaque camp n'a que 5 pions, sur "
        "sa dernière rangée : les Blancs de 46 à 50, les Noirs de 1 à 5. Les Blancs "
        "commencent.\n"
        "• Un pion avance d'une case en diagonale ; la dame est volante.\n"
        "• On prend en diagonale et aussi le long des rangées et des colonnes, en avant comme en "
        "arrière ; la dame prend de loin dans les huit directions.\n"
        "• Prendre est obligatoire, et il faut jouer la prise de plus grande valeur : une dame "
        "vaut plus qu'un pion mais moins que deux. À valeur égale, une dame doit prendre plutôt "
        "qu'un pion.\n"
        "• Un pion n'est couronné que s'il termine son coup sur la dernière rangée. Tant qu'un "
        "camp a des dames et des pions, une même dame ne joue pas plus de trois coups de suite "
        "sans prendre.\n"
        "Fin : comme aux dames frisonnes. Vous gagnez quand l'adversaire n'a plus de pièce ou "
        "plus de coup ; nulle quand la même position revient trois fois, d'un commun accord, "
        "avec deux dames contre une dame seule (7 coups chacun) ou une dame contre une dame "
        "(après 2 coups chacun)."
    ),
    "help.rules.turkish": (
        "Dames turques (dama)\n"
        "Le damier a 8×8 cases, et toutes se jouent, claires comme foncées : le curseur va de "
        "case en case. Les cases se notent par leur colonne (a à h) et leur rangée (1 à 8), "
        "comme d3-d4 ; la touche n affiche ces coordonnées et les numéros des cases, de 1 (a8) à "
        "64 (h1) rangée par rangée, ceux des FEN. Chaque camp a 16 pions, sur ses deuxième et "
        "troisième rangées, et les Blancs commencent.\n"
        "• Un pion avance d'une case tout droit ou de côté, jamais en arrière ni en diagonale. "
        "Il prend de la même façon, en sautant une pièce voisine pour retomber sur la case libre "
        "juste derrière.\n"
        "• La dame se déplace comme une tour, d'autant de cases qu'elle veut le long d'une "
        "rangée ou d'une colonne libre ; elle prend une pièce même éloignée et se pose sur "
        "n'importe quelle case libre au-delà.\n"
        "• Chaque pièce prise quitte le damier aussitôt : on peut repasser par sa case. Mais "
        "entre deux prises, une pièce ne fait jamais demi-tour.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces (une "
        "dame compte pour une). À nombre égal, vous choisissez.\n"
        "• Le pion qui atteint la dernière rangée devient dame. S'il l'atteint au milieu d'une "
        "rafle, il est couronné aussitôt et continue de prendre en dame (certaines règles ne le "
        "couronnent qu'à la fin du coup ; nous suivons celles qui le couronnent aussitôt).\n"
        "Fin : vous gagnez quand l'adversaire n'a plus de pièce ou plus de coup. Nulle quand la "
        "même position revient trois fois, d'un commun accord, ou quand il ne reste qu'une pièce "
        "à chaque camp (après 2 coups chacun, le temps de prendre une pièce laissée en prise)."
    ),
    "help.rules.breakthrough": (
        "Dames percée\n"
        "Les dames internationales (10×10, cases 1 à 50, 20 pions chacun, les Blancs "
        "commencent), avec un autre but : le premier camp qui mène un pion à dame gagne "
        "aussitôt.\n"
        "• Un pion avance d'une case en diagonale et prend vers l'avant comme vers l'arrière.\n"
        "• Prendre est obligatoire, et il faut jouer la rafle qui prend le plus de pièces. À "
        "nombre égal, vous choisissez.\n"
        "• Les pièces prises restent sur le damier jusqu'à la fin de la rafle. Un pion n'est "
        "couronné, et la partie gagnée, que s'il termine son coup sur la dernière rangée : la "
        "traverser pendant une rafle ne suffit pas.\n"
        "Fin : vous gagnez en menant le premier un pion à dame, ou quand l'adversaire n'a plus "
        "de pièce ou plus de coup. Nulle quand la même position revient trois fois avec le même "
        "camp au trait, ou d'un commun accord."
    ),
    "help.close": "Fermer",
    # settings
    "settings.title": "Réglages",
    "settings.numbers": "Afficher les numéros des cases",
    "settings.bottom": "En bas du damier",
    "settings.bottom.player": "Votre camp",
    "settings.bottom.white": "Les Blancs",
    "settings.bottom.black": "Les Noirs",
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
    "key.resign": "Abandonner",
    "key.new": "Nouvelle partie",
    "key.help": "Aide",
    "key.settings": "Réglages",
    "key.quit": "Quitter",
    "input.placeholder": "Coup à taper ({move}, {capture}) puis Entrée",
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
    "key.redo": "Rétablir",
    "key.save": "Enregistrer",
    "key.open": "Ouvrir",
    "key.copy_fen": "Copier FEN",
    "key.copy_pdn": "Copier PDN",
    "key.stats": "Statistiques",
    "key.moves": "Liste des coups",
    "key.type": "Saisir un coup",
    "status.redone": "Coup rétabli.",
    "status.nothing_to_redo": "Il n'y a rien à rétablir.",
    "status.continued": "On repart après {number} {move}.",
    "status.continued_start": "On repart de la position de départ.",
    "status.saved_pdn": "Partie enregistrée dans {path}.",
    "status.loaded_pdn": "Partie {number} de {file} chargée : {moves}.",
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
    "pdn.error.bad_game": "{file}, partie {game}{name} illisible : {detail}.",
    "pdn.empty_path": "Indiquez un chemin de fichier.",
    "resume.title": "Partie inachevée",
    "resume.question": "Une partie n'est pas terminée. La continuer ?",
    "resume.summary": "{variant}\nVous : {side} · {level}\nAu trait : {turn} · {moves}",
    "resume.resume": "Continuer",
    "resume.new": "Nouvelle partie",
    "stats.title": "Statistiques",
    "stats.category": "Catégorie",
    "stats.games": "Parties",
    "stats.wins": "Victoires",
    "stats.draws": "Nulles",
    "stats.losses": "Défaites",
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
    "warning.autosave_corrupt": "Partie sauvegardée abîmée, impossible à continuer (copie dans {backup}).",
    "warning.autosave_future_version": "Partie sauvegardée par une version plus récente : elle n'est pas proposée (copie dans {backup}).",
    "warning.autosave_partial": "Partie sauvegardée abîmée : {kept} coups sur {total} ont pu être relus.",
    "warning.stats_unreadable": "Statistiques illisibles ({path}).",
    "warning.stats_corrupt": "Fichier des statistiques abîmé : il n'est pas lu, et il est gardé tel quel (copie dans {backup}).",
    "warning.stats_future_version": "Statistiques d'une version plus récente : non lues (copie dans {backup}).",
    "warning.stats_invalid_fields": "Statistiques : valeurs invalides ignorées ({fields}).",
    "storage.reason.no_space": "disque plein",
    "storage.reason.read_only": "disque en lecture seule",
    "storage.reason.permission_denied": "accès refusé",
    "storage.reason.is_directory": "un dossier porte ce nom",
    "storage.reason.not_a_directory": "un fichier bloque le chemin",
    "storage.reason.not_found": "dossier introuvable",
    "storage.reason.io_error": "erreur d'écriture",
    "storage.reason.future_version": "fichier d'une version plus récente, laissé tel quel",
    "storage.failed.autosave": "Partie non sauvegardée ({reason}) : elle continue en mémoire.",
    "storage.failed.settings": "Réglages non enregistrés ({reason}).",
    "storage.failed.stats": "Résultat non compté dans les statistiques ({reason}).",
    "storage.failed.clear": "Impossible d'effacer la partie sauvegardée ({reason}).",
    "storage.failed.pdn": "Impossible d'enregistrer {path} ({reason}).",
    "eval.score": "{men} pour vous",
    "eval.even": "{men} : égalité",
    "eval.win_in": "gain en {moves}",
    "eval.loss_in": "perte en {moves}",
    "count.turns.one": "{count} coup",
    "count.turns.many": "{count} coups",
    "count.moves.none": "aucun coup joué",
    "status.computer_played_capture": "L'ordinateur a joué {move}. Vous devez prendre.",
    "status.must_capture_with.one": "Vous devez prendre : seule la pièce en {squares} peut prendre.",
    "status.must_capture_with.many": "Vous devez prendre : seules les pièces en {squares} peuvent prendre.",
    "status.must_capture_most.one": "Vous devez prendre le plus de pièces possible : seule la pièce en {squares} le peut.",
    "status.must_capture_most.many": "Vous devez prendre le plus de pièces possible : seules les pièces en {squares} le peuvent.",
    "status.must_capture_king.one": "Vous devez prendre, et avec une dame quand une dame le peut : seule la dame en {squares} le peut.",
    "status.must_capture_king.many": "Vous devez prendre, et avec une dame quand une dame le peut : seules les dames en {squares} le peuvent.",
    "status.must_capture_quality.one": "Vous devez prendre, prise de qualité (le plus de pièces, puis de dames) : seule la pièce en {squares} le peut.",
    "status.must_capture_quality.many": "Vous devez prendre, prise de qualité (le plus de pièces, puis de dames) : seules les pièces en {squares} le peuvent.",
    "status.must_capture_value.one": "Vous devez prendre, la prise de plus grande valeur (une dame vaut presque deux pions) : seule la pièce en {squares} le peut.",
    "status.must_capture_value.many": "Vous devez prendre, la prise de plus grande valeur (une dame vaut presque deux pions) : seules les pièces en {squares} le peuvent.",
    "status.must_capture_value_king.one": "Vous devez prendre, la prise de plus grande valeur et, à valeur égale, avec une dame : seule la dame en {squares} le peut.",
    "status.must_capture_value_king.many": "Vous devez prendre, la prise de plus grande valeur et, à valeur égale, avec une dame : seules les dames en {squares} le peuvent.",
    "status.must_capture_most_king.one": "Vous devez prendre le plus de pièces possible et, à nombre égal, avec une dame : seule la dame en {squares} le peut.",
    "status.must_capture_most_king.many": "Vous devez prendre le plus de pièces possible et, à nombre égal, avec une dame : seules les dames en {squares} le peuvent.",
    "status.capture_goes_on": "La rafle ne s'arrête pas en {square} : jouez {paths}.",
    "confirm.draw": "Proposer la nulle ? Si l'ordinateur accepte, la partie est nulle.",
    "confirm.continue_from": "Jouer d'ici, après {number} {move} ? Les coups suivants, jusqu'au coup {last}, seront effacés.",
    "confirm.continue_start": "Jouer depuis la position de départ ? Tous les coups seront effacés.",
    "status.browse": "Après {number} {move} · Entrée : jouer d'ici · Échap : revenir",
    "status.browse_start": "Position de départ · Entrée : jouer d'ici · Échap : revenir",
    "status.browse_last": "Position actuelle, après {number} {move} · Échap : revenir",
    "key.keys": "Touches",
    "key.palette": "Commandes",
    "resume.question_many": "Des parties ne sont pas terminées. Laquelle continuer ?",
    "resume.drop_note": "« Nouvelle partie » efface la partie inachevée.",
    "resume.drop_note_many": "« Nouvelle partie » efface les parties de la liste.",
    "resume.line": "{variant} · vous : {side} · niveau {level} · {moves}",
    "stats.counted": "Parties commencées à la position initiale ; celles qui partent d'une position posée ou d'un fichier PDN sont comptées à part.",
    "stats.apart_title": "Comptées à part : parties depuis une position posée ou un fichier PDN",
    "stats.cell": "{count} ({pct} %)",
    "pdn.side_question": "Cette partie ne vient pas de ce jeu. Quel camp jouez-vous ?",
    "confirm.play_on": "Jouer la suite de cette position ? La fin de la partie (abandon ou nulle) est annulée.",
    "help.play": "Jouer\n• Souris : cliquez une pièce, puis sa case d'arrivée. Quand une rafle peut suivre plusieurs chemins, cliquez ses cases une à une : la pièce avance et les pièces prises sont marquées.\n• Clavier : les flèches déplacent le curseur de case foncée en case foncée, Entrée ou Espace choisit, Échap annule.\n• Saisie : tapez le coup en commençant par un chiffre (11-15, 15x24, ou 10x19x26 pour une rafle), puis Entrée. Dans les variantes dont les cases se notent en lettres (c3-d4), appuyez d'abord sur i. Le départ et l'arrivée suffisent ; si deux rafles relient ces cases, donnez tout le chemin.\n• Quand une prise est obligatoire, la barre d'état le dit et seules les pièces qui peuvent prendre sont surlignées.",
    "help.games": "Parties\n• La partie en cours est enregistrée après chaque coup, et une partie inachevée est proposée au lancement suivant. Une partie terminée est gardée avec son résultat et n'est plus proposée.\n• Reprendre (u) retire votre dernier coup et la réponse de l'ordinateur, même après la fin de la partie, quelle qu'elle soit : gain, perte, nulle ou abandon. Si la partie se termine à nouveau, les statistiques gardent la nouvelle fin ; elle n'y compte qu'une fois.\n• Liste des coups (l) : ↑↓ pour la parcourir, le damier montre la position ; Entrée propose de jouer d'ici, et les coups suivants sont alors effacés.\n• Retourner (f) ne vaut que pour la partie en cours ; le camp placé en bas du damier se choisit dans les réglages.\n• ctrl+p ouvre la palette des commandes.",
    "keys.title": "Touches",
    "keys.notes": "Sur le damier : flèches, Entrée ou Espace pour choisir, Échap pour annuler. Un chiffre, ou i, commence la saisie d'un coup ; Échap la quitte.",
    "palette.placeholder": "Chercher une commande…",
    "palette.none": "Aucune commande ne correspond.",
    "palette.new": "Nouvelle partie",
    "palette.new.help": "Choisir la variante, le camp et le niveau d'une nouvelle partie",
    "palette.flip": "Retourner le damier",
    "palette.flip.help": "Pour cette partie seulement",
    "palette.numbers": "Numéros des cases",
    "palette.numbers.help": "Afficher ou masquer les numéros",
    "palette.save": "Enregistrer la partie (PDN)",
    "palette.save.help": "Écrire la partie dans un fichier PDN",
    "palette.open": "Ouvrir un fichier PDN",
    "palette.open.help": "Charger une partie et la continuer",
    "palette.stats": "Statistiques",
    "palette.stats.help": "Vos résultats contre l'ordinateur",
    "palette.settings": "Réglages",
    "palette.settings.help": "Numéros, camp en bas, langue, niveau, thème",
    "palette.language": "Langue : {language}",
    "palette.language.help": "Changer la langue de l'interface",
    "palette.theme": "Thème du damier : {theme}",
    "palette.theme.help": "Changer les couleurs du damier",
    "palette.help": "Aide",
    "palette.help.help": "Les règles de la variante et les touches",
    "palette.keys": "Touches",
    "palette.keys.help": "Toutes les touches du jeu",
    "palette.quit": "Quitter",
    "palette.quit.help": "La partie en cours est enregistrée",
    "palette.icon": "Ouvrir la palette des commandes",
    "textual.Dismiss menu": "Fermer le menu",
    "keys.long.key.undo": "reprendre votre coup",
    "keys.long.key.redo": "rétablir un coup repris",
    "keys.long.key.flip": "retourner le damier",
    "keys.long.key.numbers": "numéros des cases",
    "keys.long.key.hint": "un conseil",
    "keys.long.key.draw": "proposer la nulle",
    "keys.long.key.resign": "abandonner",
    "keys.long.key.moves": "liste des coups",
    "keys.long.key.type": "taper un coup (c3-d4)",
    "keys.long.key.save": "enregistrer en PDN",
    "keys.long.key.open": "ouvrir un fichier PDN",
    "keys.long.key.copy_fen": "copier la position (FEN)",
    "keys.long.key.copy_pdn": "copier la partie (PDN)",
    "keys.long.key.stats": "statistiques",
    "keys.long.key.new": "nouvelle partie",
    "keys.long.key.settings": "réglages",
    "keys.long.key.keys": "cette liste",
    "keys.long.key.help": "aide : règles et touches",
    "keys.long.key.quit": "quitter",
    "keys.long.key.palette": "palette des commandes",
    "pdn.open": "Ouvrir",
    "pdn.or_path": "Ou tapez un chemin (un dossier ouvre le dossier) :",
    "crash.saved": "dames : erreur interne. La partie est enregistrée ; le rapport est dans {path}.",
    "crash.line": "dames : erreur interne ; le rapport est dans {path}.",
    "crash.no_report": "(rapport impossible à écrire)",
    "crash.engine": "L'ordinateur a rencontré une erreur (rapport : {path}). La partie est enregistrée ; u reprend votre dernier coup.",
    "pdn.bad_label": "{number}. {name} · illisible : {reason}",
    "pdn.some_bad.one": "Une partie de ce fichier est illisible : elle est montrée avec la raison, sans pouvoir être ouverte.",
    "pdn.some_bad.many": "{count} parties de ce fichier sont illisibles : elles sont montrées avec la raison, sans pouvoir être ouvertes.",
    "pdn.turn_question": "La position ne dit pas qui a le trait. Qui joue le premier coup ?",
}
