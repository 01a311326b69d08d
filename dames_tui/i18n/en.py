"""English texts. Same keys and same {fields} as fr.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "app.title": "Draughts",
    # variants, sides, levels
    "variant.english": "English checkers (8×8)",
    "variant.international": "International draughts (10×10)",
    "color.white": "White",
    "color.black": "Black",
    "side.the.white": "White",
    "side.the.black": "Black",
    "level.1": "Beginner",
    "level.2": "Amateur",
    "level.3": "Club",
    "level.4": "Expert",
    "level.5": "Master",
    "level.other": "Level {number}",
    "level.label": "{number} – {name}",
    "player.you": "You",
    "player.computer": "Computer",
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
    "newgame.start": "Play",
    "newgame.back": "Back",
    "newgame.quit": "Quit",
    # game screen
    "info.title": "{variant}",
    "info.you": "You: {side} · {level}",
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
    "engine.score": "Score: {score} men",
    "engine.win_in": "Wins in {moves} moves",
    "engine.loss_in": "Loses in {moves} moves",
    "engine.line": "Line: {line}",
    "engine.last": "Last move: {move}",
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
    "status.must_capture_with": "You must capture: only the pieces on {squares} can capture.",
    "status.must_capture_most": (
        "You must capture the most pieces: only the pieces on {squares} can do that."
    ),
    "status.illegal_target": "The piece on {square} cannot go to {target}.",
    "status.cancelled": "Selection cancelled.",
    "status.not_your_turn": "Wait: it is the computer's turn.",
    "status.game_over": "The game is over: {result}",
    "status.typed_unreadable": "“{text}”: type a move such as 11-15 or 15x24.",
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
    "status.numbers_off": "Square numbers hidden.",
    "status.flipped": "Board flipped.",
    "status.level_set": "Computer level: {level}.",
    "draw.accept.balanced": "The computer accepts the draw: the position is balanced.",
    "draw.accept.behind": "The computer accepts the draw: it is behind.",
    "draw.decline.ahead": "The computer declines the draw: it has the advantage.",
    "draw.accept.other": "The computer accepts the draw.",
    "draw.decline.other": "The computer declines the draw.",
    # confirmations
    "confirm.quit": "Quit? The game is saved: you can resume it later.",
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
    "end.reason.repetition": "The same position came up {count} times with the same side to move.",
    "end.reason.move_limit": "{moves} moves each without a capture or a man moving.",
    "end.reason.endgame_rule": (
        "Endgame rule: {moves} moves each without the stronger side winning."
    ),
    "end.reason.agreement": "Draw by agreement.",
    "end.reason.resignation": "{side} resigns.",
    "end.reason.you_resigned": "You resigned.",
    "end.summary": "{moves} · {white}: {white_count} · {black}: {black_count}",
    "end.again": "Play again",
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
    "help.keys": (
        "Playing\n"
        "• Mouse: click a piece, then the square it goes to. When a capture can take several "
        "paths, click the squares one by one.\n"
        "• Keyboard: arrow keys move the cursor, Enter or Space picks, Escape cancels.\n"
        "• Typing: press a digit (or Tab), type a move such as 11-15, 15x24 or 10x19x26, "
        "then Enter.\n"
        "Keys\n"
        "n square numbers · f flip the board · u take back · r or ctrl+y redo · h hint · "
        "d offer a draw · a resign · ctrl+n new game · s settings · ? or F1 help · q quit\n"
        "Games\n"
        "• The game in progress is saved after every move and offered at the next start.\n"
        "• l move list: ↑↓ to choose a move, Enter to play on from there (r brings back the "
        "moves taken off).\n"
        "• w save as PDN · o open a PDN file · c copy the FEN · p copy the PDN · t statistics"
    ),
    "help.close": "Close",
    # settings
    "settings.title": "Settings",
    "settings.numbers": "Show square numbers",
    "settings.flipped": "Board turned around",
    "settings.language": "Language",
    "settings.level": "Computer level",
    "settings.theme": "Board theme",
    "settings.close": "Close",
    # key and button labels
    "key.numbers": "Numbers",
    "key.flip": "Flip",
    "key.undo": "Undo",
    "key.hint": "Hint",
    "key.draw": "Draw",
    "key.resign": "Resign",
    "key.new": "New",
    "key.help": "Help",
    "key.settings": "Settings",
    "key.quit": "Quit",
    "key.type": "Type",
    "key.cancel": "Cancel",
    "input.placeholder": "Type a move (11-15, 15x24) then Enter",
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
    "status.redone": "Move replayed.",
    "status.nothing_to_redo": "There is nothing to redo.",
    "status.list_help": "Move list: ↑↓ to choose, Enter to play on from there, Escape to go back.",
    "status.continued": "Playing on after move {number} ({move}).",
    "status.continued_start": "Playing on from the starting position.",
    "status.saved_pdn": "Game saved to {path}.",
    "status.loaded_pdn": "Game {number} of {file} loaded: {moves}.",
    "status.resumed": "Game resumed: {moves}.",
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
    "pdn.error.bad_game": "{file}, game {game}{name} cannot be read: {detail}",
    "pdn.error.kept_one": "Game 1 can still be loaded.",
    "pdn.error.kept": "Games 1 to {count} can still be loaded.",
    "pdn.empty_path": "Give a file path.",
    "resume.title": "Game in progress",
    "resume.question": "A game is not finished. Resume it?",
    "resume.summary": "{variant}\nYou: {side} · {level}\n{moves} · to move: {turn}",
    "resume.resume": "Resume",
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
    "warning.stats_corrupt": "The statistics file is damaged: starting from zero (copy kept in {backup}).",
    "warning.stats_future_version": "Statistics from a newer version: not read (copy kept in {backup}).",
    "warning.stats_invalid_fields": "Statistics: invalid values ignored ({fields}).",
    "storage.reason.no_space": "disk full",
    "storage.reason.read_only": "read-only disk",
    "storage.reason.permission_denied": "permission denied",
    "storage.reason.is_directory": "a folder has that name",
    "storage.reason.not_a_directory": "a file is in the way",
    "storage.reason.not_found": "folder not found",
    "storage.reason.io_error": "write error",
    "storage.failed.autosave": "Game not saved ({reason}): it goes on in memory.",
    "storage.failed.settings": "Settings not saved ({reason}).",
    "storage.failed.stats": "Result not counted in the statistics ({reason}).",
    "storage.failed.clear": "Cannot delete the saved game ({reason}).",
    "storage.failed.pdn": "Cannot save {path} ({reason}).",
}
