"""Fixed positions for ``dames bench``: a deterministic node-count signature.

Per variant: the start, positions reached by seeded random play from the
start (balanced material, no capture pending; seed and ply in the comment),
and hand-made ones with kings. Never change a FEN here without saying so in
the commit: the bench signature changes with it.
"""

from __future__ import annotations

BENCH_POSITIONS: dict[str, tuple[str, ...]] = {
    "english": (
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",  # start
        "B:W17,19,23,24,25,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,12,21",  # seed 2, ply 10
        "B:W14,21,24,25,27,28,29,30,31:B1,2,4,5,6,7,8,12,15",  # seed 5, ply 14
        "B:W18,21,22,25,27,29,30,32:B3,4,5,6,7,8,10,13",  # seed 8, ply 18
        "B:W20,22,23,24,26,27,28,29,31:B2,5,6,8,10,11,12,15,16,21",  # seed 10, ply 22
        "B:W13,22,23,24,28,29,32:B3,4,5,7,8,16,21",  # seed 19, ply 26
        "B:WK3,6,21,29,30,31:B4,5,8,9,12,K20",  # seed 24, ply 30
        "B:W5,12,23,24,26,27,28:B1,2,3,4,13,21,K30",  # seed 35, ply 34
        "W:WK14,K22,30:BK3,12",  # kings and a man against a king and a man
        "B:W18,22,23,K27:B9,11,K26",  # one king each, men on both sides
        "W:WK6,K10,19:BK1,K2",  # kings only, a man to crown
    ),
    "international": (
        (
            "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
            ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"
        ),  # start
        (
            "W:W22,23,28,35,36,37,39,40,41,42,43,44,45,46,47,48,49,50"
            ":B1,2,3,4,5,6,7,8,9,11,12,13,14,15,16,17,25"
        ),  # seed 2, ply 14
        (
            "W:W26,28,30,31,32,37,40,41,42,43,44,45,46,47,48,49,50"
            ":B1,2,3,4,6,7,8,9,10,11,12,13,15,17,19,21,29"
        ),  # seed 4, ply 20
        (
            "W:W26,34,36,37,38,40,41,42,43,44,45,46,47,49,50:B1,2,3,4,6,7,8,9,12,15,16,18,19,20"
        ),  # seed 6, ply 26
        "W:W16,29,40,41,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,10,11,14,19,26",  # seed 8, ply 32
        (
            "W:W15,25,32,34,36,38,40,41,42,43,44,45,46,50:B2,3,4,5,8,9,10,12,13,14,17,21,26,27"
        ),  # seed 13, ply 38
        "W:W25,36,37,42,43,44,46,47,48,49,50:B1,4,5,7,8,10,11,15,26,27",  # seed 15, ply 44
        (
            "W:W26,30,31,36,37,38,40,42,43,44,46,48,49:B1,3,5,6,7,8,10,11,13,14,20,22,28"
        ),  # seed 16, ply 50
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",  # Woldouby
        "W:W27,28,32,33,37,38,43:B12,13,17,18,19,23,24",  # seven men each
        "W:WK46,28,33:BK5,12",  # a king and two men against a king and a man
        "B:WK3,31,36,42:B9,14,K47",  # a king each, men on both sides
    ),
}
