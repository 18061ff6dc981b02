"""Cards the published rulings name, modelled in full for the rulings suite (issue 29): each
scenario plays the real card from the project's data and asserts the numbers its text states."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk
from .test_effects_cards import A, B, duel, play, targets_of

GIANT = mk("T9", "Test Giant", gen_economy=3, gen_supply=1)


def terradeforming_takes_one_more_economy_each_turn_for_seven_turns() -> None:
    """O7 Terradeforming: "Played against a terrain. - Terrain produces 1 less economy for each turn
    this card is in play. - Lasts a number of turns equal to its strength. - Discarded after use." """
    identity = "O7|terradeforming"
    s, ids = duel(mine=[("own", mk("T5", "Test Own Moon", gen_economy=2), None)],
                  theirs=[("t", GIANT, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # an opponent's terrain, not his own
    play(s, identity, on=ids["t"])
    card = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    seen = []
    for _ in range(8):
        end_turn(s, draws=0)  # B's turn: his Allocation Phase
        seen.append(Position(s).produced(B)["economy"])
        end_turn(s, draws=0)
    assert seen[:3] == [2, 1, 0]  # 3 - 1, 3 - 2, 3 - 3 (never below none)
    assert card not in s.ip and card in s.discard[A]  # "Lasts a number of turns equal to its strength"
    assert seen[-1] == 3 and Position(s).produced(B)["supply"] == 1  # its supply untouched


COOK = mk("C2", "Test Cook")


def lost_pirate_ship_setup():
    """An S8 Lost Pirate Ship (shields 5) with its player's crew card on it and an opponent's M7
    Space Illness against it."""
    s, ids = duel(mine=[("s8", "S8|lost pirate ship", None), ("c", COOK, "s8")],
                  theirs=[("ill", "M7|space illness", "s8")])
    return s, ids


def lost_pirate_ship_returns_its_stack_to_the_hand_at_strength_four_or_less() -> None:
    """S8 Lost Pirate Ship: "As a reaction, when the ship is reduced to a current strength of 4 or
    less (except when destroyed), return this stack to owner's hand." """
    s, ids = lost_pirate_ship_setup()
    ship = ids["s8"]
    assert (s.ci[ship].st, s.ci[ship].sh, s.ci[ship].ph) == (8, 5, 9)
    Position(s).deal_damage(ship, 5 + 3, "card", B)  # current strength 5: nothing offered
    assert not s.pending and ship in s.ip
    Position(s).deal_damage(ship, 1, "card", B)  # 4: its player may return it
    assert s.pending[-1]["p"] == A and s.pending[-1]["why"] == "may"
    act(s, "use", option=0, label="return the Lost Pirate Ship's stack to the hand")
    assert ship in s.hand[A] and ids["c"] in s.hand[A]  # the stack: his own cards
    assert ids["ill"] in s.discard[B] and ship not in s.ip  # the card against it: gone
    # His choice: declined, it stays (damaged) in play.
    s, ids = lost_pirate_ship_setup()
    Position(s).deal_damage(ids["s8"], 5 + 4, "card", B)
    act(s, "pass")
    assert ids["s8"] in s.ip and s.ip[ids["s8"]]["hd"] == 4
    # Destroyed (8 structural damage at once): no return.
    s, ids = lost_pirate_ship_setup()
    Position(s).deal_damage(ids["s8"], 5 + 8, "card", B)
    assert not (s.pending and s.pending[-1].get("why") == "may")
    assert ids["s8"] not in s.ip and ids["s8"] in s.discard[A]


def indirigan_supercarrier_rearms_its_shuttles_and_fighters_each_turn() -> None:
    """S10 Indirigan Supercarrier: its printed stats (12 shields, 4 Bi-tritium Boomerang heavy
    weapons, 8 phasers, an Invincible Loner tribe ship) and the carrier rule the errata gives it."""
    identity = "S10|indirigan supercarrier"
    s, ids = duel(mine=[("c", identity, None), ("x", "E4|heavy shuttlecraft", "c")])
    c = ids["c"]
    i = s.ci[c]
    assert (i.st, i.sh, i.ph, i.hv) == (10, 12, 8, 4)
    s.ip[ids["x"]]["spent"], s.ip[ids["x"]]["shot"] = True, 2  # its two phasers fired
    assert Position(s).phasers(c) == 8
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # its player's next turn: rearmed
    assert Position(s).phasers(c) == 10


def rogue_dragoness_setup():
    """A D4 Rogue Dragoness played (engaged) into A's fleet, then moved against B's planet, where
    B has a base; B's hulk is elsewhere."""
    s, ids = duel(theirs=[("t", mk("T6", "Test Planet", gen_supply=2, gen_energy=2), None),
                          ("b", mk("B3", "Test Outpost", phasers=2), "t"), ("y", mk("S9", "Test Hulk", phasers=3), None)],
                  hand=["D4|rogue dragoness"])
    plays = [a for a in _legal(s) if a["type"] == "play" and s.ci[a["card"]].card["identity"] == "D4|rogue dragoness"]
    assert plays and all("on" not in a for a in plays)  # played into its own fleet
    play(s, "D4|rogue dragoness")
    d = next(c for c in s.ip if s.ci[c].card["identity"] == "D4|rogue dragoness")
    return s, ids, d


def _legal(s):
    from .helpers import skip_to

    skip_to(s, "play_a")
    return s.legal_actions(A)


def rogue_dragoness_moves_against_terrain_and_is_damaged_only_from_there() -> None:
    """D4 Rogue Dragoness: "Played in the engaged position. - May move against terrain (during the
    Allocation Phase), stealing its engagement cost from the terrain. - When against terrain, can
    only be damaged by cards at its location." """
    s, ids, d = rogue_dragoness_setup()
    i = s.ci[d]
    assert (i.st, i.ph, i.hv, dict(i.costs)) == (4, 2, 2, {"supply": 1, "energy": 1})
    assert s.ip[d]["e"]  # "Played in the engaged position"
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    before = Position(s).produced(B)
    assert {"player": A, "type": "move", "card": d, "to": ids["t"]} in s.legal_actions(A)
    act(s, "move", card=d, to=ids["t"])
    assert Position(s).needs(d) == {}  # its engagement cost: stolen from the terrain
    s.ip[d]["e"] = True
    Position(s).changed()
    after = Position(s).produced(B)
    assert (before["supply"] - after["supply"], before["energy"] - after["energy"]) == (1, 1)
    assert Position(s).can_fire_at(d, "phaser", ids["y"])  # its targets are not limited
    assert not Position(s).can_fire_at(ids["y"], "phaser", d) and Position(s).can_fire_at(ids["b"], "phaser", d)


SCENARIOS = {
    "D4|rogue dragoness": rogue_dragoness_moves_against_terrain_and_is_damaged_only_from_there,
    "S10|indirigan supercarrier": indirigan_supercarrier_rearms_its_shuttles_and_fighters_each_turn,
    "S8|lost pirate ship": lost_pirate_ship_returns_its_stack_to_the_hand_at_strength_four_or_less,
    "O7|terradeforming": terradeforming_takes_one_more_economy_each_turn_for_seven_turns,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
