"""The `target` play of a terrain card (issue 26): a terrain card whose script names a `target` is
played on the card its selector finds and stays on it, not combined with it (GErulesv21 "AGAINST":
"Cards played on an opponent card are played against that opponent's card"), as Barren Moon and Small
Moon - Hidden Moon are "Played against a planet or system" / "a terrain"; a terrain card without one is
played on its own or combines (Captured Moon)."""
from __future__ import annotations


from .helpers import mk, skip_to
from .test_effects_cards import A, B, duel, hand_card, play

PLANET = mk("T5", "Test Planet", gen_economy=3, tags=["Planet"])
ROCK = mk("T3", "Test Rock Field", gen_economy=2)


def test_terrain_with_a_target_is_played_on_that_card_and_not_combined() -> None:
    moon = "T2|barren moon"  # a real card whose script is `target` + a `modify output` on its host
    s, ids = duel(mine=[("own", PLANET, None)], theirs=[("p", PLANET, None), ("r", ROCK, None)], hand=[moon])
    c = hand_card(s, moon)
    skip_to(s, "play_a")
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}
    assert ons == {ids["p"]}  # only what the selector finds: not on its own, not on own terrain
    play(s, moon, on=ids["p"])
    st = s.ip[c]
    assert st["loc"] == ids["p"] and st["cmb"] is False and st["c"] == A and s.ip[ids["p"]]["c"] == B


def test_terrain_without_a_target_still_combines() -> None:
    moon = "T2|captured moon"
    s, ids = duel(mine=[("own", PLANET, None)], hand=[moon])
    c = hand_card(s, moon)
    play(s, moon, on=ids["own"])
    assert s.ip[c]["loc"] == ids["own"] and s.ip[c]["cmb"] is True
