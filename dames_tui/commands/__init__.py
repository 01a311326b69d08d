"""One module per ``dames`` subcommand: ``add_arguments(parser)`` and ``run(args)``.

Modules here import only what they need at run time, so that ``dames perft``
never loads Textual.
"""
