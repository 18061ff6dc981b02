"""The card stat `stack_strength` (issue 25): the total strength of a card's stack from it up, read
by amounts and conditions ("May only be played on a stack totaling more than 20 strength points")."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card

SIEVE = mk("O3", "Test Sieve")
SCRIPT = '''
[[play]]
effect = "target"
select = { where = { attached = false, compare = [{ stat = "stack_strength", of = "subject" }, ">", 10] } }

[[on_play]]
effect = "damage"
amount = 1
to = "target"
'''


def test_stack_strength_totals_a_card_and_every_card_above_it(script) -> None:
    script(SIEVE, SCRIPT)
    s, ids = duel(theirs=[("t", mk("T4", "Test Moon"), None), ("b", mk("B4", "Test Post"), "t"), ("c", mk("C3", "Test Cook"), "b"),
                          ("lone", mk("S9", "Test Nine"), None), ("big", mk("S11", "Test Eleven"), None)],
                  hand=[SIEVE])
    skip_to(s, "play_a")
    c = hand_card(s, SIEVE["key"])
    ons = {a.get("on") for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    # 4 + 4 + 3 = 11 on the moon's stack; the post's own stack is 7, the lone ship 9, the big ship 11
    assert ons == {ids["t"], ids["big"]}
