"""More expansion cards whose text the card language says, written as data (issue 26, fourth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Families: Mechad patrol ships "played with a full strength EMF" (the `playable full_emf` entry);
terrain whose text is a modifier or a fire limit (Vektrea Minor, Dragon Sun, 8-Ball).

Rules read first: v2.1 "ELECTROMAGNETIC FIELD (EMF)" ("The maximum strength of the EMF is twice the
strength of the ship"; a ship played from the hand otherwise gets a free EMF equal to its strength);
the cards' FAQ, Q&A and errata entries (none name these cards).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, CRUISER, duel, hand_card, play, returns_to_hand
from .test_effects_more_language import pass_reactions


def played_with_a_full_strength_emf(identity: str) -> None:
    s, _ = duel(hand=[identity])
    c = hand_card(s, identity)
    play(s, identity)
    strength = s.ci[c].st
    assert s.ip[c]["emf"] == 2 * strength and Position(s).shields(c) == 2 * strength


def mechad_patrol_ship(identity: str):
    def scenario() -> None:
        played_with_a_full_strength_emf(identity)
        returns_to_hand(identity)()

    return scenario


def mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top() -> None:
    identity = "S1|mechad patrol scout"
    played_with_a_full_strength_emf(identity)
    s, ids = duel(mine=[("scout", identity, None)])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["scout"], ability="ability0")
    pass_reactions(s)
    seen = s.view(A)["seen"]
    assert [c["id"] for c in seen] == [Position(s).deck_of(B)[-1]] and seen[0]["where"] == "deck"
    assert s.view(B)["seen"] == []  # his alone
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn


def vektrea_minor_spares_vektrean_ships_in_its_fleet_one_economy() -> None:
    identity = "T4|planet vektrea minor"
    vektrean = mk("S4", "Test Vektrean Cruiser", main_empire="Vektrean", empires=["Vektrean"], cost_economy=2, cost_energy=1)
    other = mk("S4", "Test Other Cruiser", cost_economy=2, cost_energy=1)
    s, ids = duel(mine=[("v", vektrean, None), ("o", other, None)], theirs=[("foe", vektrean, None)])
    before = (Position(s).needs(ids["v"]), Position(s).needs(ids["o"]), Position(s).needs(ids["foe"]))
    s, ids = duel(mine=[("t", identity, None), ("v", vektrean, None), ("o", other, None)], theirs=[("foe", vektrean, None)])
    pos = Position(s)
    assert before[0] == {"economy": 2, "energy": 1}
    assert pos.needs(ids["v"]) == {"economy": 1, "energy": 1}  # 1 less economy, no other kind
    assert pos.needs(ids["o"]) == before[1] and pos.needs(ids["foe"]) == before[2]  # Vektrean, in its fleet


def dragon_sun_makes_dragons_on_it_two_stronger() -> None:
    identity = "T5|dragon sun"
    dragon = mk("D4", "Test Drake")
    s, ids = duel(mine=[("sun", identity, None), ("on", dragon, "sun"), ("off", dragon, None), ("ship", CRUISER, "sun")])
    pos = Position(s)
    assert (pos.strength(ids["on"]), pos.strength(ids["off"])) == (4 + 2, 4)
    assert pos.strength(ids["ship"]) == s.ci[ids["ship"]].st  # dragons only
    s, ids = duel(mine=[("sun", identity, None)], theirs=[("on", dragon, "sun")])
    assert Position(s).strength(ids["on"]) == 6  # any player's dragon on it


def eight_ball_cannot_be_fired_at_while_a_stronger_terrain_is_in_its_fleet() -> None:
    identity = "T8|8 ball"
    gun = mk("S6", "Test Gunship", phasers=6, heavy_weapons=6)
    for stronger, allowed in ((mk("T9", "Test Giant"), False), (mk("T8", "Test Equal"), True)):
        s, ids = duel(mine=[("g", gun, None)], theirs=[("b", identity, None), ("t", stronger, None)])
        assert Position(s).can_fire_at(ids["g"], "heavy", ids["b"]) is allowed
        assert Position(s).can_fire_at(ids["g"], "heavy", ids["t"])
    s, ids = duel(mine=[("g", gun, None), ("t", mk("T9", "Test Giant"), None)], theirs=[("b", identity, None)])
    assert Position(s).can_fire_at(ids["g"], "heavy", ids["b"])  # a stronger terrain in another fleet


SCENARIOS = {
    "S1|mechad patrol ship": mechad_patrol_ship("S1|mechad patrol ship"),
    "S1|mechad patrol ship leader": mechad_patrol_ship("S1|mechad patrol ship leader"),
    "S1|mechad patrol scout": mechad_patrol_scout_enters_with_a_full_emf_and_views_an_opponent_deck_top,
    "T4|planet vektrea minor": vektrea_minor_spares_vektrean_ships_in_its_fleet_one_economy,
    "T5|dragon sun": dragon_sun_makes_dragons_on_it_two_stronger,
    "T8|8 ball": eight_ball_cannot_be_fired_at_while_a_stronger_terrain_is_in_its_fleet,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
