"""English texts. Same keys and same {fields} as fr.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "app.title": "Draughts",
    # variants, sides, levels
    "variant.with_board": "{name} ({size}×{size})",  # the name is the variant's own (Rules.names)
    "color.white": "White",
    "color.black": "Black",
    "side.the.white": "White",
    "side.the.black": "Black",
    "level.1": "Beginner",
    "level.2": "Novice",
    "level.3": "Initiate",
    "level.4": "Apprentice",
    "level.5": "Amateur",
    "level.6": "Regular",
    "level.7": "Club player",
    "level.8": "Club regular",
    "level.9": "Strong player",
    "level.10": "Very strong",
    "level.11": "Expert",
    "level.12": "Candidate",
    "level.13": "Master",
    "level.14": "Strong master",
    "level.15": "Grandmaster",
    "level.16": "Champion",
    "level.other": "Level {number}",
    "level.label": "{number} – {name}",
    "level.rated": "{label} (≈{rating})",
    "player.you": "You",
    "lang.fr": "Français",
    "lang.en": "English",
    "theme.classic": "Wood",
    "theme.green": "Tournament (green)",
    "theme.contrast": "High contrast (letters)",
    # new game
    "newgame.title": "New game",
    "newgame.variant": "Variant",
    "newgame.side": "You play",
    "newgame.level": "Computer level",
    "newgame.first": "{side} makes the first move.",
    "newgame.board": "{size}×{size} board",
    "newgame.board_all": "{size}×{size} board, all {squares} squares",
    "newgame.about.english": "The English-speaking world's game: short kings, any capture.",
    "newgame.about.international": "The FMJD game: flying kings, the biggest capture is a must.",
    "newgame.about.brazilian": "International rules on 8×8, squares named a1 to h8.",
    "newgame.about.russian": "Any capture; a man crowned mid-capture goes on as a king.",
    "newgame.about.pool": "Flying kings, men capture backward, any capture; Black starts.",
    "newgame.about.italian": "Mirrored board; men cannot take kings; captures ranked by quality.",
    "newgame.about.spanish": "Mirrored board, flying kings; the most pieces, then the most kings.",
    "newgame.about.portuguese": "The Spanish rules: mirrored board, flying kings.",
    "newgame.about.czech": "Men capture forward only, flying kings; if a king can capture, it must.",
    "newgame.about.thai": "8 men each; a king lands just behind the piece it takes.",
    "newgame.about.canadian": "International rules on the big board, 30 men each.",
    "newgame.about.killer": "International, but a king stops behind the king it takes last.",
    "newgame.about.antidraughts": "International draughts reversed: the side that cannot move wins.",
    "newgame.about.english-giveaway": "English checkers reversed: the side that cannot move wins.",
    "newgame.about.frisian": "Captures along rows and columns too; the capture of most value comes first.",
    "newgame.about.frysk": "The Frisian rules with 5 men each, on the back row.",
    "newgame.about.turkish": "Every square: men go forward and sideways, kings move like rooks.",
    "newgame.about.breakthrough": "International rules; the first side to crown a man wins.",
    "status.men_cannot_take_kings": "A man cannot capture a king (the man on {man}, the king on {king}).",
    "newgame.start": "Play",
    "newgame.quit": "Quit",
    # game screen
    "info.you": "You: {side}",
    "info.level": "Level: {level}",
    "info.turn": "To move: {side}",
    "info.your_turn": "you",
    "info.computer_turn": "the computer",
    "info.pieces": "{side}: {men}, {kings}",
    "info.over": "Game over: {result}",
    "panel.moves": "Moves",
    "panel.engine": "Computer",
    "movelist.empty": "No moves yet",
    "engine.idle": "Waiting",
    "engine.thinking": "Thinking…",
    "engine.depth": "Depth {depth} · {nodes} positions",
    "engine.depth_only": "Depth {depth}",
    "engine.score": "Evaluation: {score}",
    "engine.line": "Line: {line}",
    "engine.hint_search": "Looking for a hint…",
    "engine.draw_search": "Weighing your draw offer…",
    # status bar
    "status.must_capture": "You must capture",
    "status.your_move": "Your move: pick a piece.",
    "status.computer_thinking": "The computer is thinking…",
    "status.computer_played": "The computer played {move}. Your move.",
    "status.select_target": "Piece on {square}: pick the square to move to.",
    "status.continue_capture": "Continue the capture",
    "status.empty_square": "Square {square} is empty.",
    "status.light_square": "Pieces only stand on the dark squares.",
    "status.not_your_piece": "The piece on {square} belongs to the computer.",
    "status.piece_blocked": "The piece on {square} has no legal move.",
    "status.illegal_target": "The piece on {square} cannot go to {target}.",
    "status.cancelled": "Selection cancelled.",
    "status.not_your_turn": "Wait: it is the computer's turn.",
    "status.game_over": "The game is over: {result}",
    "status.typed_unreadable": "“{text}”: type a move such as {move} or {capture}.",
    "status.typed_illegal": "“{text}” is not a legal move here.",
    "status.typed_ambiguous": "“{text}” is ambiguous: give the whole path ({options}).",
    "status.hint": "Hint: {move}",
    "status.hint_none": "No hint available.",
    "status.draw_offered": "You offer a draw…",
    "status.draw_wait_turn": "Offer a draw when it is your move.",
    "status.hint_wait_turn": "Ask for a hint when it is your move.",
    "status.undone": "Move taken back.",
    "status.nothing_to_undo": "There is nothing to take back.",
    "status.numbers_on": "Square numbers shown.",
    "status.coordinates_on": "Coordinates shown on the board's edges.",
    "status.coordinates_off": "Coordinates hidden.",
    "status.coordinates_numbers_on": "Coordinates on the board's edges and square numbers (1 to {last}) shown.",
    "status.coordinates_numbers_off": "Coordinates and square numbers hidden.",
    "status.same_king_moves": "The king on {square} has just made {moves} moves in a row: move another piece.",
    "status.numbers_off": "Square numbers hidden.",
    "status.flipped": "Board flipped for this game.",
    "draw.accept.balanced": "The computer accepts the draw: the position is balanced.",
    "draw.accept.behind": "The computer accepts the draw: it is worse off.",
    "draw.decline.ahead": "The computer declines the draw: it has the advantage.",
    "draw.accept.other": "The computer accepts the draw.",
    "draw.decline.other": "The computer declines the draw.",
    # confirmations
    "confirm.quit": "Quit? The game is saved: you can continue it later.",
    "confirm.resign": "Resign this game?",
    "confirm.new": "Leave this game and start a new one?",
    "confirm.yes": "Yes",
    "confirm.no": "No",
    # end of game
    "end.title.win": "You won!",
    "end.title.loss": "You lost.",
    "end.title.draw": "Draw.",
    "end.reason.no_pieces": "{side} has no pieces left.",
    "end.reason.no_moves": "{side} is blocked: no legal move left.",
    "end.reason.crowned": "{side} crowned a man first.",
    "end.reason.repetition": "The same position came up {count} times with the same side to move.",
    "end.reason.move_limit": "{moves} moves each without a capture or a man moving.",
    "end.reason.endgame_rule": (
        "Endgame rule: {moves} moves each without the stronger side winning."
    ),
    "end.reason.agreement": "Draw by agreement.",
    "end.reason.resignation": "{side} resigns.",
    "end.reason.you_resigned": "You resigned.",
    "end.summary": "{white}: {white_count} · {black}: {black_count} · {moves}",
    "end.again": "New game",
    "end.review": "View the board",
    "end.quit": "Quit",
    "result.win": "win",
    "result.loss": "loss",
    "result.draw": "draw",
    # help
    "help.title": "Help",
    "help.rules.english": (
        "English checkers\n"
        "The board has 8×8 squares; play happens only on the 32 dark squares, numbered 1 to 32. "
        "Each side has 12 men and Black moves first.\n"
        "• A man steps one square diagonally forward. It never goes back, not even to capture.\n"
        "• You capture by jumping over a neighbouring enemy piece onto the empty square just "
        "behind it. Capturing is compulsory, but when several captures exist you pick any.\n"
        "• As long as the jumping piece can jump again it must go on: a multiple capture is "
        "played to the end.\n"
        "• A man reaching the far row becomes a king (shown with a crown) and its move stops "
        "there, even in the middle of a capture.\n"
        "• A king steps one square diagonally in any of the four directions and captures both "
        "ways.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 40 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.international": (
        "International draughts\n"
        "The board has 10×10 squares; the 50 dark squares are numbered 1 to 50. Each side has "
        "20 men and White moves first.\n"
        "• A man steps one square diagonally forward, but it captures backward as well as "
        "forward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces "
        "(a king counts as one). Between equal captures you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man is crowned only if it ends its move on the far row; passing through it during "
        "a capture is not enough.\n"
        "End: you win when the opponent has no piece, no move, or resigns. Draw by agreement, "
        "when the same position comes up three times, after 25 moves each in which only kings "
        "move and nothing is captured, and in the regulated endgames: three pieces including a "
        "king against a lone king, 16 moves each; two pieces or fewer including a king against "
        "a lone king, 5 moves each."
    ),
    "help.rules.brazilian": (
        "Brazilian draughts\n"
        "The rules of international draughts on an 8×8 board. Squares are named by their file "
        "(a to h) and rank (1 to 8), as in c3-d4; the coordinates are shown on the edges of the "
        "board. Each side has 12 men and White moves first.\n"
        "• A man steps one square diagonally forward, but it captures backward as well as "
        "forward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces "
        "(a king counts as one). Between equal captures you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man is crowned only if it ends its move on the far row; passing through it during "
        "a capture is not enough.\n"
        "End: you win when the opponent has no piece or no move left. Draw by agreement, when "
        "the same position comes up three times, after 15 moves each in which only kings move "
        "and nothing is captured, and in the regulated endgames. Against a lone king: one king, "
        "two kings or a king and a man, 5 moves each; three pieces including a king while the "
        "lone king holds the long diagonal, 5 moves each; three kings or more, 15 moves each. "
        "With kings on both sides: 30 moves each when 4 or 5 pieces are left in all, 60 when 6 "
        "or 7 are (the count starts again when a man is crowned)."
    ),
    "help.rules.russian": (
        "Russian draughts\n"
        "The board has 8×8 squares; squares are named by their file (a to h) and rank (1 to 8), "
        "as in c3-d4, and the coordinates are shown on the edges of the board. Each side has 12 "
        "men and White moves first.\n"
        "• A man steps one square diagonally forward, but it captures backward as well as "
        "forward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on an empty square beyond it; if one of them lets the capture go "
        "on, it must land there.\n"
        "• Capturing is compulsory, but when several captures exist you pick any, even the "
        "smallest. A capture once begun is played to the end.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man reaching the far row, even in the middle of a capture, is crowned at once and "
        "goes on capturing as a king.\n"
        "End: you win when the opponent has no piece or no move left. Draw by agreement, when "
        "the same position comes up three times, after 15 moves each in which only kings move "
        "and nothing is captured, and in the regulated endgames. Against a lone king: one king, "
        "two kings or a king and a man, 5 moves each; three pieces including a king while the "
        "lone king holds the long diagonal, 5 moves each; three kings or more, 15 moves each. "
        "With kings on both sides: 30 moves each when 4 or 5 pieces are left in all, 60 when 6 "
        "or 7 are (the count starts again when a man is crowned)."
    ),
    "help.rules.pool": (
        "Pool checkers (American pool)\n"
        "The board has 8×8 squares; the 32 dark squares are numbered 1 to 32, as in English "
        "checkers. Each side has 12 men and Black moves first.\n"
        "• A man steps one square diagonally forward, but it captures backward as well as "
        "forward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, but when several captures exist you pick any. A capture "
        "once begun is played to the end.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man that crosses the far row during a capture goes on capturing as a man; it is "
        "crowned only if its move ends there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 30 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.italian": (
        "Italian draughts\n"
        "The board has 8×8 squares and is turned the other way: the bottom-left corner, a1, is "
        "a light square. The 32 dark squares are numbered 1 to 32 from the top-left corner. Each "
        "side has 12 men and White moves first.\n"
        "• A man steps one square diagonally forward and captures forward only. A man cannot "
        "capture a king.\n"
        "• A king steps one square diagonally in any of the four directions and captures both "
        "ways, by jumping a neighbouring piece.\n"
        "• Capturing is compulsory, and the choice is settled in this order: the capture that "
        "takes the most pieces; if equal, a capture by a king rather than a man; then the one "
        "taking the most kings; then the one that meets a king earliest. After that, you "
        "choose.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up four times with the same side to move (the Italian federation's "
        "rule; other sources say three), after 40 moves each with no capture and no man moving, "
        "or by agreement."
    ),
    "help.rules.spanish": (
        "Spanish draughts\n"
        "The board has 8×8 squares and is turned the other way: the bottom-left corner, a1, is "
        "a light square. The 32 dark squares are numbered 1 to 32 from White's bottom-right "
        "corner, right to left and upwards. Each side has 12 men and White moves first.\n"
        "• A man steps one square diagonally forward and captures forward only.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces; "
        "if equal, the one that takes the most kings. After that, you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 40 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.portuguese": (
        "Portuguese draughts\n"
        "The same rules as Spanish draughts. The board has 8×8 squares and is turned the other "
        "way: the bottom-left corner, a1, is a light square. The 32 dark squares are numbered 1 "
        "to 32 from White's bottom-right corner. Each side has 12 men and White moves first.\n"
        "• A man steps one square diagonally forward and captures forward only.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces; "
        "if equal, the one that takes the most kings. After that, you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 40 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.czech": (
        "Czech draughts\n"
        "The board has 8×8 squares; squares are named by their file (a to h) and rank (1 to 8), "
        "as in c3-d4, and the coordinates are shown on the edges of the board. Each side has 12 "
        "men and White moves first.\n"
        "• A man steps one square diagonally forward and captures forward only.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory. If a king can capture, a king must be the one to capture; "
        "otherwise you pick any capture, even the smallest.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 30 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.thai": (
        "Thai draughts (mak-hos)\n"
        "The board has 8×8 squares; the 32 dark squares are numbered 1 to 32. Each side has only "
        "8 men, on its two nearest rows. Sources differ on who moves first: here, as on Thai "
        "players' sites, White does. The FEN and PDN files follow the PDN standard, which "
        "calls the side that starts Black: there the colours are named the other way round.\n"
        "• A man steps one square diagonally forward and captures forward only.\n"
        "• A king slides along a free diagonal. It may capture a piece from a distance, but it "
        "always lands on the square just behind it.\n"
        "• Each captured piece leaves the board at once: the king may cross its square again, "
        "and even turn back for the next capture (some rules forbid that turn; we allow it).\n"
        "• Capturing is compulsory, but when several captures exist you pick any. A capture "
        "once begun is played to the end.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times with the same side to move, after 30 moves each with no "
        "capture and no man moving, or by agreement."
    ),
    "help.rules.canadian": (
        "Canadian draughts\n"
        "The rules of international draughts on a large 12×12 board; the 72 dark squares are "
        "numbered 1 to 72. Each side has 30 men, on five rows, and White moves first.\n"
        "• A man steps one square diagonally forward, but it captures backward as well as "
        "forward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on any empty square beyond it.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces "
        "(a king counts as one). Between equal captures you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice.\n"
        "• A man is crowned only if it ends its move on the far row.\n"
        "End: you win when the opponent has no piece or no move left. Draw by agreement, when "
        "the same position comes up three times, after 25 moves each in which only kings move "
        "and nothing is captured, and in the regulated endgames: three pieces including a king "
        "against a lone king, 16 moves each; two pieces or fewer including a king against a "
        "lone king, 5 moves each."
    ),
    "help.rules.killer": (
        "Killer draughts\n"
        "International draughts (10×10, 20 men each, White moves first) with one more rule, "
        "for a king that captures.\n"
        "• A man steps one square diagonally forward and captures both forward and backward.\n"
        "• Kings fly: a king slides along a free diagonal, captures a piece even from a "
        "distance and lands on an empty square beyond it. But when the last piece it takes is "
        "a king, it must stop on the square just behind that king, even in a single capture.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces "
        "(a king counts as one). Between equal captures you choose.\n"
        "• Captured pieces stay on the board until the capture is over; a man is crowned only "
        "if it ends its move on the far row.\n"
        "End: you win when the opponent has no piece or no move left. Draw by agreement, when "
        "the same position comes up three times, after 25 moves each in which only kings move "
        "and nothing is captured, and in the regulated endgames: three pieces including a king "
        "against a lone king, 16 moves each; two pieces or fewer including a king against a "
        "lone king, 5 moves each."
    ),
    "help.rules.antidraughts": (
        "Antidraughts (international giveaway)\n"
        "The board, pieces and moves of international draughts (10×10, 20 men each, White "
        "moves first), but the goal is reversed: you try to get rid of your pieces.\n"
        "• A man steps one square diagonally forward and captures both forward and backward; "
        "kings fly.\n"
        "• Capturing is still compulsory, and you must play the capture that takes the most "
        "pieces: that is often how you force the opponent to take.\n"
        "• Captured pieces stay on the board until the capture is over; a man is crowned only "
        "if it ends its move on the far row.\n"
        "End: the side that cannot move, because it has no piece left or all of them are "
        "blocked, wins. Draw only when the same position comes up three times with the same "
        "side to move, or by agreement."
    ),
    "help.rules.english-giveaway": (
        "Giveaway checkers\n"
        "The board, pieces and moves of English checkers (8×8, squares 1 to 32, 12 men each, "
        "Black moves first), but the goal is reversed: you try to get rid of your pieces.\n"
        "• A man steps one square diagonally forward and never goes back, not even to capture; "
        "a king steps one square diagonally in any of the four directions.\n"
        "• Capturing is compulsory, but when several captures exist you pick any. A capture "
        "once begun is played to the end.\n"
        "• A man reaching the far row becomes a king and its move stops there.\n"
        "End: the side that cannot move, because it has no piece left or all of them are "
        "blocked, wins. Draw only when the same position comes up three times with the same "
        "side to move, or by agreement."
    ),
    "help.rules.frisian": (
        "Frisian draughts\n"
        "The 10×10 board of international draughts; the 50 dark squares are numbered 1 to 50. "
        "Each side has 20 men and White moves first.\n"
        "• A man steps one square diagonally forward. Kings fly: a king slides along a free "
        "diagonal.\n"
        "• Captures go along the diagonals, and also along rows and columns, where the next "
        "dark square is two cells away. A man jumps the piece on the next dark square in any "
        "of the eight directions, forward or backward; a king captures from a distance in all "
        "eight directions and lands on any empty square beyond.\n"
        "• Capturing is compulsory, and you must make the capture of greatest value: a king is "
        "worth more than one man but less than two (two kings are worth more than three men, "
        "less than four). At equal value a king must capture rather than a man; after that, "
        "you choose.\n"
        "• Captured pieces stay on the board until the capture is over, and no piece can be "
        "jumped twice, but an empty square may be crossed again.\n"
        "• A man is crowned only if it ends its move on the far row.\n"
        "• While a side has kings and men, one king may not make more than three moves in a "
        "row without capturing: move another piece then. A move of another piece, or a "
        "capture, starts the count again.\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times, by agreement, and in two endgames: two kings against a "
        "lone king, 7 moves each; one king against one king, drawn after 2 moves each (time "
        "enough to take a king left to be taken)."
    ),
    "help.rules.frysk": (
        "Frysk!\n"
        "Frisian draughts on the 10×10 board, but each side has only 5 men, on its back row: "
        "White on 46 to 50, Black on 1 to 5. White moves first.\n"
        "• A man steps one square diagonally forward; kings fly.\n"
        "• Captures go along the diagonals and also along rows and columns, forward or "
        "backward; a king captures from a distance in all eight directions.\n"
        "• Capturing is compulsory, and you must make the capture of greatest value: a king is "
        "worth more than one man but less than two. At equal value a king must capture rather "
        "than a man.\n"
        "• A man is crowned only if it ends its move on the far row. While a side has kings and "
        "men, one king makes no more than three moves in a row without capturing.\n"
        "End: as in Frisian draughts. You win when the opponent has no piece or no move left; "
        "draw when the same position comes up three times, by agreement, with two kings "
        "against a lone king (7 moves each) or one king against one king (after 2 moves each)."
    ),
    "help.rules.turkish": (
        "Turkish draughts (dama)\n"
        "The board has 8×8 squares and every one of them is played, light and dark alike: the "
        "cursor goes from square to square. Squares are named by their file (a to h) and rank "
        "(1 to 8), as in d3-d4; the n key shows these coordinates and the square numbers, from "
        "1 (a8) to 64 (h1) row by row, the ones FEN uses. Each side has 16 men, on its second "
        "and third rows, and White moves first.\n"
        "• A man steps one square straight ahead or sideways, never backward nor diagonally. "
        "It captures the same ways, jumping a neighbouring piece onto the empty square just "
        "behind it.\n"
        "• A king moves like a rook, any number of squares along a free row or column; it "
        "captures a piece even from a distance and lands on any empty square beyond it.\n"
        "• Each captured piece leaves the board at once: its square may be crossed again. But "
        "between two captures a piece never turns back.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces "
        "(a king counts as one). Between equal captures you choose.\n"
        "• A man reaching the far row becomes a king. If it gets there in the middle of a "
        "capture, it is crowned at once and goes on capturing as a king (some rules crown it "
        "only at the end of the move; we follow those that crown it at once).\n"
        "End: you win when the opponent has no piece or no move left. Draw when the same "
        "position comes up three times, by agreement, or when each side has a single piece "
        "left (after 2 moves each, time enough to take a piece left to be taken)."
    ),
    "help.rules.breakthrough": (
        "Breakthrough draughts\n"
        "International draughts (10×10, squares 1 to 50, 20 men each, White moves first) with "
        "another goal: the first side to crown a man wins at once.\n"
        "• A man steps one square diagonally forward and captures both forward and backward.\n"
        "• Capturing is compulsory, and you must play the capture that takes the most pieces. "
        "Between equal captures you choose.\n"
        "• Captured pieces stay on the board until the capture is over. A man is crowned, and "
        "the game won, only if it ends its move on the far row: passing through it during a "
        "capture is not enough.\n"
        "End: you win by crowning a man first, or when the opponent has no piece or no move "
        "left. Draw when the same position comes up three times with the same side to move, or "
        "by agreement."
    ),
    "help.close": "Close",
    # settings
    "settings.title": "Settings",
    "settings.numbers": "Show square numbers",
    "settings.bottom": "At the bottom",
    "settings.bottom.player": "Your side",
    "settings.bottom.white": "White",
    "settings.bottom.black": "Black",
    "settings.language": "Language",
    "settings.level": "Computer level",
    "settings.theme": "Board theme",
    "settings.close": "Close",
    # key and button labels
    "key.numbers": "Numbers",
    "key.flip": "Flip board",
    "key.undo": "Take back",
    "key.hint": "Hint",
    "key.draw": "Draw",
    "key.resign": "Resign",
    "key.new": "New game",
    "key.help": "Help",
    "key.settings": "Settings",
    "key.quit": "Quit",
    "input.placeholder": "Type a move ({move}, {capture}) then Enter",
    "small.message": (
        "The window is too small for this board.\n"
        "It needs at least {width}×{height} characters (now {current_width}×"
        "{current_height}).\nPlease enlarge the terminal window."
    ),
    # games that last
    "count.moves.one": "{count} move played",
    "count.moves.many": "{count} moves played",
    "count.men.one": "{count} man",
    "count.men.many": "{count} men",
    "count.kings.one": "{count} king",
    "count.kings.many": "{count} kings",
    "count.pieces.one": "{count} piece",
    "count.pieces.many": "{count} pieces",
    "count.games.one": "{count} game",
    "count.games.many": "{count} games",
    "player.computer_level": "Computer (level {level})",
    "key.redo": "Redo",
    "key.save": "Save",
    "key.open": "Open",
    "key.copy_fen": "Copy FEN",
    "key.copy_pdn": "Copy PDN",
    "key.stats": "Statistics",
    "key.moves": "Move list",
    "key.type": "Type a move",
    "status.redone": "Move redone.",
    "status.nothing_to_redo": "There is nothing to redo.",
    "status.continued": "Playing on after {number} {move}.",
    "status.continued_start": "Playing on from the starting position.",
    "status.saved_pdn": "Game saved to {path}.",
    "status.loaded_pdn": "Game {number} of {file} loaded: {moves}.",
    "copy.fen": "FEN copied: {text}",
    "copy.pdn": "PDN copied to the clipboard:\n{text}",
    "pdn.save_title": "Save the game (PDN)",
    "pdn.open_title": "Open a PDN file",
    "pdn.path": "File path:",
    "pdn.ok": "OK",
    "pdn.cancel": "Cancel",
    "pdn.pick_title": "Choose a game",
    "pdn.game_label": "{number}. {name} · {moves}",
    "pdn.unnamed": "Unnamed game",
    "pdn.error.unreadable": "Cannot read {file}: {detail}.",
    "pdn.error.not_pdn": "{file} is not a PDN file: no game found in it.",
    "pdn.error.bad_game": "{file}, game {game}{name} cannot be read: {detail}.",
    "pdn.empty_path": "Give a file path.",
    "resume.title": "Unfinished game",
    "resume.question": "A game is not finished. Continue it?",
    "resume.summary": "{variant}\nYou: {side} · {level}\nTo move: {turn} · {moves}",
    "resume.resume": "Continue",
    "resume.new": "New game",
    "stats.title": "Statistics",
    "stats.category": "Category",
    "stats.games": "Games",
    "stats.wins": "Wins",
    "stats.draws": "Draws",
    "stats.losses": "Losses",
    "stats.total": "All games",
    "stats.color": "  playing {side}",
    "stats.level": "  level {level}",
    "stats.none": "No finished game yet.",
    "stats.close": "Close",
    "newgame.stats": "Statistics",
    "warning.settings_unreadable": "Settings cannot be read ({path}): using the defaults.",
    "warning.settings_corrupt": "The settings file is damaged: using the defaults (copy kept in {backup}).",
    "warning.settings_future_version": "Settings from a newer version: using the defaults (copy kept in {backup}).",
    "warning.settings_invalid_fields": "Invalid settings reset to their defaults: {fields}.",
    "warning.autosave_unreadable": "The saved game cannot be read ({path}).",
    "warning.autosave_corrupt": "The saved game is damaged and cannot be resumed (copy kept in {backup}).",
    "warning.autosave_future_version": "The saved game is from a newer version: not resumed (copy kept in {backup}).",
    "warning.autosave_partial": "The saved game is damaged: {kept} of its {total} moves could be read.",
    "warning.stats_unreadable": "Statistics cannot be read ({path}).",
    "warning.stats_corrupt": "The statistics file is damaged: it is not read, and kept as it is (copy in {backup}).",
    "warning.stats_future_version": "Statistics from a newer version: not read (copy kept in {backup}).",
    "warning.stats_invalid_fields": "Statistics: invalid values ignored ({fields}).",
    "storage.reason.no_space": "disk full",
    "storage.reason.read_only": "read-only disk",
    "storage.reason.permission_denied": "permission denied",
    "storage.reason.is_directory": "a folder has that name",
    "storage.reason.not_a_directory": "a file is in the way",
    "storage.reason.not_found": "folder not found",
    "storage.reason.io_error": "write error",
    "storage.reason.future_version": "the file is from a newer version, left as it is",
    "storage.failed.autosave": "Game not saved ({reason}): it goes on in memory.",
    "storage.failed.settings": "Settings not saved ({reason}).",
    "storage.failed.stats": "Result not counted in the statistics ({reason}).",
    "storage.failed.clear": "Cannot delete the saved game ({reason}).",
    "storage.failed.pdn": "Cannot save {path} ({reason}).",
    "eval.score": "{men} for you",
    "eval.even": "{men}: even",
    "eval.win_in": "win in {moves}",
    "eval.loss_in": "loss in {moves}",
    "count.turns.one": "{count} move",
    "count.turns.many": "{count} moves",
    "count.moves.none": "no moves played",
    "status.computer_played_capture": "The computer played {move}. You must capture.",
    "status.must_capture_with.one": "You must capture: only the piece on {squares} can capture.",
    "status.must_capture_with.many": "You must capture: only the pieces on {squares} can capture.",
    "status.must_capture_most.one": "You must capture the most pieces: only the piece on {squares} can do that.",
    "status.must_capture_most.many": "You must capture the most pieces: only the pieces on {squares} can do that.",
    "status.must_capture_king.one": "You must capture, and with a king when a king can: only the king on {squares} can.",
    "status.must_capture_king.many": "You must capture, and with a king when a king can: only the kings on {squares} can.",
    "status.must_capture_quality.one": "You must capture by quality (the most pieces, then kings): only the piece on {squares} can.",
    "status.must_capture_quality.many": "You must capture by quality (the most pieces, then kings): only the pieces on {squares} can.",
    "status.must_capture_value.one": "You must make the capture of greatest value (a king is worth almost two men): only the piece on {squares} can.",
    "status.must_capture_value.many": "You must make the capture of greatest value (a king is worth almost two men): only the pieces on {squares} can.",
    "status.must_capture_value_king.one": "You must make the capture of greatest value and, at equal value, with a king: only the king on {squares} can.",
    "status.must_capture_value_king.many": "You must make the capture of greatest value and, at equal value, with a king: only the kings on {squares} can.",
    "status.must_capture_most_king.one": "You must capture the most pieces and, at equal number, with a king: only the king on {squares} can.",
    "status.must_capture_most_king.many": "You must capture the most pieces and, at equal number, with a king: only the kings on {squares} can.",
    "status.capture_goes_on": "The capture does not stop on {square}: play {paths}.",
    "confirm.draw": "Offer a draw? If the computer accepts, the game is drawn.",
    "confirm.continue_from": "Play on from here, after {number} {move}? The later moves, up to move {last}, will be dropped.",
    "confirm.continue_start": "Play on from the starting position? Every move will be dropped.",
    "status.browse": "After {number} {move} · Enter: play on from here · Escape: back",
    "status.browse_start": "Starting position · Enter: play on from here · Escape: back",
    "status.browse_last": "The current position, after {number} {move} · Escape: back",
    "key.keys": "Keys",
    "key.palette": "Commands",
    "resume.question_many": "Some games are not finished. Which one do you continue?",
    "resume.drop_note": "“New game” deletes the unfinished game.",
    "resume.drop_note_many": "“New game” deletes the games listed.",
    "resume.line": "{variant} · you: {side} · level {level} · {moves}",
    "stats.counted": "Games begun from the starting position; those from a set-up position or a PDN file are counted apart.",
    "stats.apart_title": "Counted apart: games from a set-up position or a PDN file",
    "stats.cell": "{count} ({pct} %)",
    "pdn.side_question": "This game was not written by this program. Which side do you play?",
    "confirm.play_on": "Play on from this position? The end of the game (resignation or draw) is cancelled.",
    "help.play": "Playing\n• Mouse: click a piece, then the square it goes to. When a capture can take several paths, click its squares one by one: the piece moves on and the pieces taken are marked.\n• Keyboard: the arrow keys move the cursor from dark square to dark square, Enter or Space picks, Escape cancels.\n• Typing: type the move, starting with a digit (11-15, 15x24, or 10x19x26 for a multiple capture), then Enter. In the variants whose squares are named by letters (c3-d4), press i first. The start and end squares are enough; when two captures join them, give the whole path.\n• When a capture is compulsory the status bar says so and only the pieces that can capture are highlighted.",
    "help.games": "Games\n• The game in progress is saved after every move, and an unfinished game is offered at the next start. A finished game is kept with its result and no longer offered.\n• Take back (u) removes your last move and the computer's reply, also after the end of the game, whatever the ending: win, loss, draw or resignation. If the game ends again, the statistics keep the new ending; it counts only once.\n• Move list (l): ↑↓ to go through it, the board shows the position; Enter offers to play on from there, and the later moves are then dropped.\n• Flip board (f) is for the current game only; the side at the bottom of the board is chosen in the settings.\n• ctrl+p opens the command palette.",
    "keys.title": "Keys",
    "keys.notes": "On the board: arrow keys, Enter or Space to pick, Escape to cancel. A digit, or i, starts typing a move; Escape leaves the move box.",
    "palette.placeholder": "Search for a command…",
    "palette.none": "No command matches.",
    "palette.new": "New game",
    "palette.new.help": "Choose the variant, side and level of a new game",
    "palette.flip": "Flip board",
    "palette.flip.help": "For this game only",
    "palette.numbers": "Square numbers",
    "palette.numbers.help": "Show or hide the numbers",
    "palette.save": "Save the game (PDN)",
    "palette.save.help": "Write the game to a PDN file",
    "palette.open": "Open a PDN file",
    "palette.open.help": "Load a game and play on",
    "palette.stats": "Statistics",
    "palette.stats.help": "Your results against the computer",
    "palette.settings": "Settings",
    "palette.settings.help": "Numbers, side at the bottom, language, level, theme",
    "palette.language": "Language: {language}",
    "palette.language.help": "Change the interface language",
    "palette.theme": "Board theme: {theme}",
    "palette.theme.help": "Change the colours of the board",
    "palette.help": "Help",
    "palette.help.help": "The rules of the variant and the keys",
    "palette.keys": "Keys",
    "palette.keys.help": "Every key of the game",
    "palette.quit": "Quit",
    "palette.quit.help": "The game in progress is saved",
    "palette.icon": "Open the command palette",
    "textual.Dismiss menu": "Close the menu",
    "keys.long.key.undo": "take back your move",
    "keys.long.key.redo": "redo a move taken back",
    "keys.long.key.flip": "flip the board",
    "keys.long.key.numbers": "square numbers",
    "keys.long.key.hint": "a hint",
    "keys.long.key.draw": "offer a draw",
    "keys.long.key.resign": "resign",
    "keys.long.key.moves": "move list",
    "keys.long.key.type": "type a move (c3-d4)",
    "keys.long.key.save": "save as PDN",
    "keys.long.key.open": "open a PDN file",
    "keys.long.key.copy_fen": "copy the position (FEN)",
    "keys.long.key.copy_pdn": "copy the game (PDN)",
    "keys.long.key.stats": "statistics",
    "keys.long.key.new": "new game",
    "keys.long.key.settings": "settings",
    "keys.long.key.keys": "this list",
    "keys.long.key.help": "help: rules and keys",
    "keys.long.key.quit": "quit",
    "keys.long.key.palette": "command palette",
    "pdn.open": "Open",
    "pdn.or_path": "Or type a path (a folder opens the folder):",
    "crash.saved": "dames: internal error. The game is saved; the report is in {path}.",
    "crash.line": "dames: internal error; the report is in {path}.",
    "crash.no_report": "(the report could not be written)",
    "crash.engine": "The computer ran into an error (report: {path}). The game is saved; u takes back your last move.",
    "pdn.bad_label": "{number}. {name} · cannot be read: {reason}",
    "pdn.some_bad.one": "One game of this file cannot be read: it is listed with the reason, and cannot be opened.",
    "pdn.some_bad.many": "{count} games of this file cannot be read: they are listed with the reason, and cannot be opened.",
    "pdn.turn_question": "The position does not say whose move it is. Who plays the first move?",
}
