"""More Q&A, FAQ and errata rulings the engine already follows, played with real cards (issue 29)."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from ..helpers import act, end_turn, mk, skip_to
from ..test_effects_cards import A, B, CRUISER, duel, hand_card, play, targets_of
from . import ruling

HULK = mk("S9", "Test Hulk")


def _research_actions(s, m) -> bool:
    return {"player": B, "type": "research", "card": m} in s.legal_actions(B)


@ruling("qa-027", "Its strength is always the monsters strength unless the card states specifically the target of the monster. So in your case three research points.")
def test_alien_parasites_are_negated_by_research_equal_to_their_own_strength():
    s, ids = duel(theirs=[("y", HULK, None)], hand=["M3|alien parasites"])
    play(s, "M3|alien parasites", on=ids["y"])
    parasites = next(c for c in s.ip if s.ci[c].card["identity"] == "M3|alien parasites")
    end_turn(s, draws=0)
    Position(s).points(research=9)
    for _ in range(2):
        act(s, "research", card=parasites)
    assert parasites in s.ip  # 2 of 3
    act(s, "research", card=parasites)
    assert parasites not in s.ip and s.pool["research"] == 9 - 3  # 3, not the ship's 9


@ruling("qa-047", "Right now, there is no way to get rid of it.")
def test_a_pot_patrol_launch_always_returns_to_its_owners_hand():
    s, ids = duel(theirs=[("p", "S1|p o t patrol launch", None)])
    Position(s).destroy(ids["p"], A)
    assert not s.pending  # no choice to let it go to the discard pile
    assert ids["p"] in s.hand[B] and ids["p"] not in s.discard[B]


@ruling("qa-014", "No you can't, just because of the rule you stated.")
def test_repair_delivery_is_never_played_to_a_dragon():
    dragon = mk("D7", "Test Dragoness", shields=2)
    s, ids = duel(mine=[("d", dragon, None), ("y", CRUISER, None)], hand=["O4|repair delivery"])
    Position(s).damage(ids["d"], structure=2)
    Position(s).damage(ids["y"], structure=2)
    skip_to(s, "play_a")
    c = hand_card(s, "O4|repair delivery")
    ons = {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}
    assert ids["y"] in ons and ids["d"] not in ons


def _play_first(s, identity: str, **where) -> int:
    """Play hand card `identity` of A the first way the engine offers (matching `where`); pass reactions."""
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    play_ = next(a for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c
                 and all(a.get(k) == v for k, v in where.items()))
    act(s, "play", **{k: v for k, v in play_.items() if k not in ("player", "type")})
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    return c


@ruling("errata-050", "This card is discarded after use.")
def test_the_akru_supernova_is_discarded_after_use():
    s, ids = duel(theirs=[("y", CRUISER, None)], hand=["H10|akru supernova"])
    c = _play_first(s, "H10|akru supernova")
    assert not s.pending
    assert sum(s.ip[ids["y"]][k] for k in ("sd", "hd")) == 3  # it did its damage
    assert c not in s.ip and c in s.discard[A]


@ruling("errata-077", "Discarded after use (As per the UE O4 version shown above).")
def test_a_forced_retreat_returns_the_unit_to_its_hand_and_is_discarded_after_use():
    for identity in ("O3|forced retreat", "O5|forced retreat", "O7|forced retreat"):
        s, ids = duel(theirs=[("y", mk("S3", "Test Sloop"), None)], hand=[identity])
        c = _play_first(s, identity, on=ids["y"])
        assert ids["y"] in s.hand[B], identity
        assert c not in s.ip and c in s.discard[A], identity


@ruling("errata-081", "Discarded after use.")
def test_information_leak_is_discarded_after_use():
    s, ids = duel(hand=["O4|information leak"])
    c = _play_first(s, "O4|information leak")
    while s.pending:
        act(s, "pass")  # not discarding the top card with a card of the hand
    assert c not in s.ip and c in s.discard[A]


@ruling("errata-089", "The surprise attack now states that the ship is played engaged and fully armed. All weapons and ship systems (heavy weapons, mine deployment systems, etc.) are loaded. Once the ship is played, the surprise attack is used (there is nothing more for it to do) and it is discarded.")
def test_a_surprise_attack_plays_its_ship_engaged_and_loaded_then_is_discarded():
    bomber = mk("S4", "Test Bomber", heavy_weapons=2, cost_ammunition=2)
    s, ids = duel(hand=["O7|surprise attack", bomber])
    ship = hand_card(s, bomber["key"])
    c = _play_first(s, "O7|surprise attack")  # the one ship of the hand: no choice to make
    assert s.ip[ship]["e"] and s.ip[ship]["am"] == 2  # engaged, both heavy weapons loaded
    assert c not in s.ip and c in s.discard[A]


CONVICT = "C3|cryogenic convict"
PENAL_COLONY = "B5|penal colony"
RICH = mk("T6", "Test Rich Planet", gen_economy=5)


@ruling("errata-010", "The fleet (not the location) it is played against must not have a penal colony. Only a penal colony in play in the opponent's fleet (a penal colony they played) can prevent the convict from being played.")
def test_only_a_penal_colony_of_the_opponents_own_fleet_keeps_the_convict_out():
    # His own penal colony on one terrain: none of his locations, the other terrain neither.
    s, ids = duel(theirs=[("t", RICH, None), ("pc", PENAL_COLONY, "t"), ("u", mk("T4", "Test Rock"), None),
                          ("y", HULK, None)], hand=[CONVICT])
    assert targets_of(s, CONVICT) == set()
    # The convict's player's own penal colony (his, not the opponent's fleet's): no matter.
    s, ids = duel(mine=[("t", RICH, None), ("pc", PENAL_COLONY, "t")], theirs=[("y", HULK, None)], hand=[CONVICT])
    assert targets_of(s, CONVICT) == {ids["y"]}


@ruling("errata-010", "It is the controller of the location of the cryogenic convict that must pay to fund capture efforts. If you move the convict to a location in your fleet, you will have to pay until you move him against an opponent location.")
def test_the_controller_of_the_convicts_location_pays():
    s, ids = duel(mine=[("own", CRUISER, None), ("home", RICH, None)], theirs=[("y", HULK, None), ("t", RICH, None)],
                  hand=[CONVICT])
    play(s, CONVICT, on=ids["y"])
    convict = next(c for c in s.ip if s.ci[c].card["identity"] == CONVICT)
    assert (Position(s).produced(A)["economy"], Position(s).produced(B)["economy"]) == (5, 5 - 3)
    s.ip[convict]["loc"] = ids["own"]  # moved to a location of his own fleet
    Position(s).changed()
    assert (Position(s).produced(A)["economy"], Position(s).produced(B)["economy"]) == (5 - 3, 5)
