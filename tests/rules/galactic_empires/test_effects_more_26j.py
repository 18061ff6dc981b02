"""More Galactic Invaders and Time Gates cards whose text the card language says, written as data
(issue 26, branch j): each scenario plays the real card from the project's data and asserts what its
text states.

Rules read first: v2.1 ANDROMEDA BOUND ("Andromeda Bound ships regenerate 2 Shields (not 1) each
turn"), INDIRIGAN NOMAD TRIBES; GEfaq, GEqa, GEerrata and GEUnofficialErrata have no entries for these
cards.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, B, PLANET, damage, duel, hand_card, play
from .test_effects_more_language import pass_reactions

HULK = mk("S9", "Test Hulk", shields=2)
BASTION = mk("B4", "Test Bastion", shields=1)


def temporal_ion_storm_damages_one_ship_or_base_of_each_opponent() -> None:
    """"Causes damage indicated above to one ship or base in each opponent fleet. - Discarded after
    use": its 6 points (its strength) to one ship or base of the opponent, card damage, shields first."""
    identity = "H6|temporal ion storm"
    s, ids = duel(mine=[("own", HULK, None)], theirs=[("h", HULK, None), ("t", PLANET, None), ("b", BASTION, "t")],
                  hand=[identity])
    storm = hand_card(s, identity)
    play(s, identity)
    while s.pending:
        frame = s.pending[-1]
        assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["h"], ids["b"]}  # no terrain, none of his
        act(s, "use", card=ids["h"])
    assert damage(s, ids["h"]) == (2, 4) and damage(s, ids["b"]) == (0, 0) and damage(s, ids["own"]) == (0, 0)
    assert storm not in s.ip and storm in s.discard[s._dk(A)]


def andromeda_bound_regenerates_two_shields(identity: str):
    def check() -> None:
        s, ids = duel(mine=[("c", identity, None)])
        s.ip[ids["c"]]["sd"] = 5
        end_turn(s, draws=0)
        end_turn(s, draws=0)
        assert s.active == A and s.ip[ids["c"]]["sd"] == 3  # 2 shields (not 1) regenerated

    return check


def survey_cruiser_makes_four_research_or_views_the_top_card_of_any_deck() -> None:
    """"- 2 shields (not 1) are regenerated each turn. - May produce 4 research or view the top card of
    any deck": its player's pick each turn, while it engages."""
    identity = "S5|survey cruiser andromeda bound cruiser"
    andromeda_bound_regenerates_two_shields(identity)()
    s, ids = duel(mine=[("c", identity, None)])
    pos = Position(s)
    assert pos.produced(A)["research"] == 0  # the printed 4 is the choice, not points made anyway
    pos.allocate(ids["c"], True)
    act(s, "operate", card=ids["c"], ability="ability0")
    pass_reactions(s)
    assert [o["label"] for o in s.pending[-1]["options"]] == ["4 research points", "view the top card of any deck"]
    research = s.pool.get("research", 0)
    act(s, "use", option=0, label="4 research points")
    assert s.pool.get("research", 0) == research + 4
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    Position(s).allocate(ids["c"], True)
    act(s, "operate", card=ids["c"], ability="ability0")
    pass_reactions(s)
    act(s, "use", option=1, label="view the top card of any deck")
    assert [o["label"] for o in s.pending[-1]["options"]] == ["seat 0", "seat 1"]  # any deck: his own too
    act(s, "use", option=1, label="seat 1")
    top = Position(s).deck_of(B)[-1]
    seen = s.view(A)["seen"]
    assert [x["id"] for x in seen] == [top] and s.view(B)["seen"] == []  # his alone


def command_cruiser_command_point_only_for_andromeda_bound() -> None:
    """"- 2 shields (not 1) are regenerated each turn. - Command point only applied when playing
    Andromeda Bound Tribe.\""""
    identity = "S6|command cruiser andromeda bound cruiser"
    andromeda_bound_regenerates_two_shields(identity)()
    for main, counted in (("Andromeda Bound", True), ("Argonian", False)):
        s, ids = duel(mine=[("c", identity, None)])
        s.main[A] = main
        Position(s).allocate(ids["c"], True)
        s2, _ = duel()
        s2.main[A] = main
        skip_to(s2, "play_a")
        skip_to(s, "play_a")
        assert s.cmd[A] - s2.cmd[A] == (1 if counted else 0), main


def corporate_economic_base_keeps_its_terrains_output() -> None:
    """"- The economic output of the terrain on which this base is located may not be reduced or
    negated": no negative point modifier reaches that terrain."""
    identity = "B8|corporate economic base"
    planet = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
    for negative in ("O4|flood", "O2|comet impact", "M5|tectonic burrower"):
        s, ids = duel(mine=[("t", planet, None), ("n", negative, "t")])
        assert Position(s).produced(A)["energy"] == 0  # without the base: no energy from the planet
        s, ids = duel(mine=[("t", planet, None), ("b", identity, "t"), ("n", negative, "t")])
        out = Position(s).produced(A)
        assert (out["supply"], out["energy"], out["economy"]) == (2, 2, 1), negative
    s, ids = duel(mine=[("t", planet, None), ("o", planet, None), ("b", identity, "t"), ("n", "O4|flood", "o")])
    assert Position(s).produced(A)["energy"] == 2  # another terrain is not protected


def cybersist_crew_need_no_engagement_points() -> None:
    """"- All crew cards in the fleet do not require engagement points while the cybersist is in play.
    - Special functions of that crew which require points still require points.\""""
    identity = "C4|cybersist"
    dear = mk("C5", "Test Dear Officer", cost_supply=2, cost_energy=1)
    ship = mk("S5", "Test Ship", shields=2, cost_energy=2)
    s, ids = duel(mine=[("s", ship, None), ("d", dear, "s")], theirs=[("t", ship, None), ("x", dear, "t")])
    pos = Position(s)
    assert pos.needs(ids["d"]) == {"supply": 2, "energy": 1}
    s, ids = duel(mine=[("s", ship, None), ("d", dear, "s"), ("y", identity, "s")],
                  theirs=[("t", ship, None), ("x", dear, "t")])
    pos = Position(s)
    assert not any(pos.needs(ids["d"]).values()) and not any(pos.needs(ids["y"]).values())  # its fleet's crew
    assert pos.needs(ids["s"]) == {"energy": 2}  # a ship still needs its points
    assert pos.needs(ids["x"]) == {"supply": 2, "energy": 1}  # not an opponent's crew


SCENARIOS = {
    "H6|temporal ion storm": temporal_ion_storm_damages_one_ship_or_base_of_each_opponent,
    "S5|survey cruiser andromeda bound cruiser": survey_cruiser_makes_four_research_or_views_the_top_card_of_any_deck,
    "S6|command cruiser andromeda bound cruiser": command_cruiser_command_point_only_for_andromeda_bound,
    "B8|corporate economic base": corporate_economic_base_keeps_its_terrains_output,
    "C4|cybersist": cybersist_crew_need_no_engagement_points,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()
