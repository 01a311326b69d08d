"""Screens own the flow: new game, the game itself, and the dialogs around it."""
