"""The `each_player` action (issue 25): the actions are done once for each player in turn, that
player read as $name ("Each opponent must discard a card", "All players restore their hands"), and
a selector's `choose` may name him: each opponent makes his own pick."""
from __future__ import annotations

from .helpers import act, mk, new_game, refresh, skip_to, stacked
from .test_effects_cards import hand_card

CENSUS = mk("O3", "Test Census")

SCRIPT = '''
[[on_play]]
effect = "each_player"
among = "opponents"
as = "foe"
do = [{ effect = "discard", to = { zone = "hand", player = "$foe", choose = "$foe" } }]

[[on_play]]
effect = "each_player"
among = "players"
as = "who"
do = [{ effect = "draw", count = { count = { zone = "hand", player = "$who" } }, who = "$who", if = { turn = "own" } }]
'''


def _three_players():
    s = new_game([stacked([mk("S9", "Test Ante"), CENSUS], 40), stacked([], 40), stacked([], 40)])
    refresh(s)
    skip_to(s, "play_a")
    return s


def test_each_opponent_discards_a_card_of_his_own_choice_in_turn_order(script) -> None:
    script(CENSUS, SCRIPT.replace('if = { turn = "own" }', 'if = { turn = "opponent" }'))
    s = _three_players()
    before = [len(s.hand[q]) for q in range(3)]
    act(s, "play", card=hand_card(s, CENSUS["key"]))
    for seat in (1, 2):
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        frame = s.pending[-1]
        options = [o["card"] for o in frame["options"] if "card" in o]
        assert frame["p"] == seat and set(options) == set(s.hand[seat])  # his own pick, of his own hand
        act(s, "use", card=options[0])
        assert options[0] in s.discard[s._dk(seat)]
    assert [len(s.hand[q]) for q in range(3)] == [before[0] - 1, before[1] - 1, before[2] - 1]


def test_each_player_starts_with_the_controller_and_binds_each_player_in_turn(script) -> None:
    # Every player draws as many cards as his own hand holds: the amount is read for each player.
    script(CENSUS, SCRIPT.split("[[on_play]]")[2].join(["[[on_play]]", ""]).replace('if = { turn = "own" }', 'if = { not = { turn = "opponent" } }'))
    s = _three_players()
    before = [len(s.hand[q]) for q in range(3)]
    act(s, "play", card=hand_card(s, CENSUS["key"]))
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert not s.pending
    assert [len(s.hand[q]) for q in range(3)] == [2 * (before[0] - 1), 2 * before[1], 2 * before[2]]


def test_a_selector_chooser_is_a_known_player_or_a_named_one() -> None:
    from rules.galactic_empires.effects.lang import SELECTOR_CHOOSE

    assert SELECTOR_CHOOSE.error({"zone": "hand", "choose": "$foe"}) is None
    assert SELECTOR_CHOOSE.error({"zone": "hand", "choose": "somebody"}) is not None
