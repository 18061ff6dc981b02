"""A bot searches clones of the match (rules/bots.py): nothing it plays on a clone may reach the
match it was cloned from, and a clone plays on exactly as the match would (issue 28: "Honest",
"Reproducible")."""
from __future__ import annotations

from .helpers import act, mk, place, refresh, skip_to
from .test_language import duel, in_hand, pass_all

DROUGHT = ('[[play]]\neffect = "playable"\nphase = ["alloc"]\nnot_a_card_play = true\n'
           '\n[[play]]\neffect = "target"\nselect = { owner = "opp", types = "T" }\n'
           '\n[[on_play]]\neffect = "place"\non = "target"\n'
           '\n[[static]]\neffect = "modify"\nstat = "output"\nop = "set"\nvalue = 0\naffects = "host"\n'
           '\n[[lasts]]\neffect = "pay_to_negate"\ncost = { research = 3 }\n')


def test_a_part_payment_to_negate_on_a_clone_leaves_the_match_unpaid(script) -> None:
    # GEqa O4 Flood: the points may be applied "Over a number of turns. Just keep track." The
    # points kept track of belong to the state that paid them, not to every clone of it.
    drought = mk("O2", "Test Drought")
    script(drought, DROUGHT)
    field = mk("T3", "Test Field", gen_energy=3)
    s, a, b = duel([drought], [field])
    f = place(s, b, field["key"])
    refresh(s)
    d = in_hand(s, a, drought)
    act(s, "play", card=d, on=f)
    pass_all(s)
    skip_to(s, "draw")
    act(s, "end")
    s.pool["research"] = 1  # a third of the cost
    s._cache = None
    act(s, "pay_negate", card=d)
    assert s.ip[d]["neg"] == {"research": 1}
    for _ in range(2):
        s.pool["research"] = 1
        s._cache = None
        clone = s.clone()
        clone.apply({"player": b, "type": "pay_negate", "card": d})
        assert clone.ip[d]["neg"] == {"research": 2}
        assert s.ip[d]["neg"] == {"research": 1}  # what the clone paid is not the match's


def test_a_clone_keeps_the_volleys_heavy_weapon_points_by_unit() -> None:
    # A volley keeps each unit's heavy weapon points ("hp") for damage modifiers on heavy weapons
    # (combat.py); a clone that dropped them would score a searched volley differently.
    s, a, b = duel([], [])
    s.volley = {"t": 0, "dmg": 2, "heavy": 2, "src": [], "per": [], "pp": {"7": 1}, "hp": {"7": 2}}
    clone = s.clone()
    assert clone.volley == s.volley
    clone.volley["hp"]["7"] += 1
    clone.volley["pp"]["7"] += 1
    assert s.volley["hp"] == {"7": 2} and s.volley["pp"] == {"7": 1}


def test_moves_played_on_clones_never_change_the_match() -> None:
    # A seeded greedy game; at every decision each legal action is played on its own clone (as the
    # greedy bot's one-ply look does) and the match must be exactly as it was, its RNG too.
    import json

    from rules import get
    from rules.bots import GreedyBot
    from rules.galactic_empires import decks

    game = get("galactic-empires")
    state = game.new_match(2, 5, {}, [decks.load_deck("Ltd_Argonian.dek"), decks.load_deck("Psycanti.dek")])
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    for _ in range(250):
        if state.is_over():
            break
        seat = state.current_players()[0]
        before = json.dumps(state.to_json(), sort_keys=True)
        for action in state.legal_actions(seat):
            state.clone().apply(action)
        GreedyBot(seed=3).choose(state, seat)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        state.apply(bots[seat].choose(state, seat))
