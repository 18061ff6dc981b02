"""The "fire_back" kind (effects/kinds/fire.py): a unit in play fires its unused phasers in reaction
mode at a unit firing at it. v2.1 "REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY": "Some cards can
perform actions in reaction mode even if they are already in play as long as they are engaged";
v2.1 "DETONIUM BOLTS": "This fire must be at one of the cards that fired at the ship"."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, damage, duel

DEFENDER = mk("S5", "Test Defender", phasers=4, shields=0)
GUN = mk("S6", "Test Gun", phasers=3, shields=1)
SCRIPT = '''
[[reaction]]
effect = "fire_back"
'''


@pytest.fixture(autouse=True)
def defender(script) -> None:
    script(DEFENDER, SCRIPT)  # (the shared fixture, conftest.py)


def fire_at(s, target: int, units: list[int]) -> None:
    """A's units fire one phaser each at the target; reaction windows are passed."""
    skip_to(s, "fire")
    act(s, "target", on=target)
    for u in units:
        act(s, "fire", card=u, weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def offers(s) -> set:
    frame = s.pending[-1] if s.pending else None
    if frame is None or frame.get("why") != "fire_back":
        return set()
    assert frame["p"] == B  # the defending unit's player
    return {o["card"] for o in frame["options"]}


def test_an_engaged_unit_fires_its_unused_phasers_back_at_one_firing_unit_of_its_players_choice() -> None:
    s, ids = duel(mine=[("g1", GUN, None), ("g2", GUN, None)], theirs=[("d", DEFENDER, None)])
    fire_at(s, ids["d"], [ids["g1"], ids["g2"]])
    assert offers(s) == {ids["g1"], ids["g2"]}  # one of the units firing at it
    assert damage(s, ids["d"]) == (0, 0)  # before the volley resolves
    act(s, "use", card=ids["g2"])
    assert damage(s, ids["g2"]) == (1, 3) and damage(s, ids["g1"]) == (0, 0)  # its 4 phasers: the shield first
    assert s.ip[ids["d"]]["fp"] == 4  # fired
    assert not s.pending and damage(s, ids["d"]) == (0, 2)  # then the volley resolves


def test_its_player_may_decline() -> None:
    s, ids = duel(mine=[("g1", GUN, None)], theirs=[("d", DEFENDER, None)])
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == {ids["g1"]}
    act(s, "pass")
    assert damage(s, ids["g1"]) == (0, 0) and s.ip[ids["d"]]["fp"] == 0
    assert damage(s, ids["d"]) == (0, 1)


def test_not_when_disengaged_or_with_no_phaser_left_nor_for_a_unit_without_the_kind() -> None:
    s, ids = duel(mine=[("g1", GUN, None)], theirs=[("d", DEFENDER, None)])
    s.ip[ids["d"]]["e"] = False  # "as long as they are engaged"
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == set() and damage(s, ids["d"]) == (0, 1)
    s, ids = duel(mine=[("g1", GUN, None)], theirs=[("d", DEFENDER, None)])
    s.ip[ids["d"]]["fp"] = 4  # its phasers fired this turn
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == set() and damage(s, ids["d"]) == (0, 1)
    s, ids = duel(mine=[("g1", GUN, None)], theirs=[("d", mk("S5", "Test Plain", phasers=4, shields=0), None)])
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == set() and damage(s, ids["d"]) == (0, 1)
    assert A != B


def test_an_indirigan_unit_fires_back_by_its_own_players_indirigan_rule() -> None:
    """GEfaq "Dragons (D)", the Indirigan ship rule (opponent Indirigan ships first) is its player's,
    not the active player's: here its opponent has no Indirigan ship, so nothing holds it back."""
    tribe = mk("S5", "Test Defender", phasers=4, shields=0, main_empire="Infected", empires=["Indirigan", "Infected"],
               indirigan_tribe="Infected")
    s, ids = duel(mine=[("g1", GUN, None)], theirs=[("d", tribe, None)])
    assert s.ci[ids["d"]].indirigan and s.main[B] != "Infected"
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == {ids["g1"]}
    s, ids = duel(mine=[("g1", GUN, None), ("i", mk("S2", "Test Tribe Scout", main_empire="Infected",
                                                    empires=["Indirigan", "Infected"], indirigan_tribe="Infected"), None)],
                  theirs=[("d", tribe, None)])
    fire_at(s, ids["d"], [ids["g1"]])
    assert offers(s) == set()  # its opponent's Indirigan ship must be destroyed first
