"""Selector fields read wherever they stand (issue 25): in a `where`, `same` and `same_controller`
read `subject` as the candidate card (as `compare` does); out of play (a hand, a reserve fleet),
`not_among` is read as it is in play."""
from __future__ import annotations

from .helpers import act, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import A, ROCK, duel, hand_card

PAIR = mk("O4", "Test Pair")
PAIR_SCRIPT = '''
[[play]]
effect = "target"
select = { owner = "opp", types = "S" }
second = { owner = "opp", types = "S", where = { not = { same_controller = ["subject", "target"] } } }

[[on_play]]
effect = "damage"
amount = 1
to = "second_target"
'''

KEEP = mk("O2", "Test Keeper")
KEEP_SCRIPT = '''
[[on_play]]
effect = "choose"
what = { zone = "hand", owner = "own", choose = "controller" }
as = "kept"

[[on_play]]
effect = "discard"
to = { zone = "hand", owner = "own", not_among = "$kept" }
'''


def test_same_controller_in_a_where_reads_the_candidate_as_subject(script) -> None:
    script(PAIR, PAIR_SCRIPT)
    one, two, three = mk("S3", "Test One"), mk("S3", "Test Two"), mk("S3", "Test Three")
    s = new_game([stacked([mk("S9", "Test Ante"), PAIR], 40), stacked([ROCK, one, two], 40), stacked([ROCK, three], 40)])
    ids = {"one": place(s, 1, one["key"]), "two": place(s, 1, two["key"]), "three": place(s, 2, three["key"])}
    refresh(s)
    skip_to(s, "play_a")
    c = hand_card(s, PAIR["key"])
    pairs = {(a["on"], a.get("to")) for a in s.legal_actions(A) if a.get("type") == "play" and a.get("card") == c}
    assert pairs == {(ids["one"], ids["three"]), (ids["two"], ids["three"]), (ids["three"], ids["one"]), (ids["three"], ids["two"])}


def test_not_among_is_read_in_a_hand(script) -> None:
    script(KEEP, KEEP_SCRIPT)
    s, _ = duel(hand=[KEEP])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, KEEP["key"]))
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    kept = next(o["card"] for o in s.pending[-1]["options"] if "card" in o)
    act(s, "use", card=kept)
    assert s.hand[A] == [kept]
