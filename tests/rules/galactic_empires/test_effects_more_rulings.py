"""Cards named by the published rulings (issue 29), modelled from their text: each scenario plays the
card and asserts its numbers (the scenario table below; cardscripts/scenarios.tsv indexes it). The
rulings themselves are tested in rulings/."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, B, damage, duel, hand_card, play, targets_of

TUFOR = mk("S4", "Test Tufor Sloop", main_empire="Tufor", shields=1)
OTHER = mk("S4", "Test Sloop", shields=1)
COOK = mk("C2", "Test Cook")
ROCK9 = mk("T9", "Test Gas Giant")


def femerazi_system_shields_every_tufor_ship_from_hazards() -> None:
    """T6 Femerazi System: "All Tufor ships in play are immune to the effects of hazard cards"
    (GEerrata: "in all fleets"); 1 economy, 2 energy, 3 ammunition."""
    card = "T6|system femerazi system"
    s, ids = duel(mine=[("sys", card, None), ("mine", TUFOR, None)],
                  theirs=[("tufor", TUFOR, None), ("other", OTHER, None)], hand=["H4|gravity pocket"])
    produced = Position(s).produced(A)
    assert (produced["economy"], produced["energy"], produced["ammunition"]) == (1, 2, 3)
    assert targets_of(s, "H4|gravity pocket") == {ids["other"]}  # an opponent's Tufor ship too
    # The opponent's hazard cannot touch the Femerazi player's Tufor ship either.
    s, ids = duel(mine=[("sys", card, None), ("mine", TUFOR, None), ("other", OTHER, None)], hand_b=["H4|gravity pocket"])
    Position(s).turn(B, "play_a")
    c = hand_card(s, "H4|gravity pocket", B)
    assert {a.get("on") for a in s.legal_actions(B) if a["type"] == "play" and a["card"] == c} == {ids["other"]}
    s, ids = duel(theirs=[("tufor", TUFOR, None)], hand=["H4|gravity pocket"])
    play(s, "H4|gravity pocket", on=ids["tufor"])
    assert sum(damage(s, ids["tufor"])) == 3  # without the system, a hazard as usual


def academy_trains_every_crew_card_of_its_fleet() -> None:
    """B7 Academy: "All crew cards in the entire fleet are increased by 1 strength point" (while it
    is engaged); 4 phasers, 6 shields, 2 command points, 1 energy to engage."""
    card = "B7|academy"
    s, ids = duel(mine=[("t", ROCK9, None), ("ac", card, "t"), ("ship", OTHER, None), ("c", COOK, "ship"),
                        ("c2", COOK, "ac")],
                  theirs=[("y", OTHER, None), ("foe", COOK, "y")])
    pos = Position(s)
    assert (pos.phasers(ids["ac"]), pos.shields(ids["ac"]), pos.needs(ids["ac"])) == (4, 6, {"energy": 1})
    assert s.ci[ids["ac"]].card["attributes"]["gen_command"] == 2
    assert [pos.strength(ids[x]) for x in ("c", "c2", "foe")] == [3, 3, 2]  # the opponent's crew untrained
    pos = Position(s).engage(ids["ac"], False)
    assert [pos.strength(ids[x]) for x in ("c", "c2")] == [2, 2]


def white_dwarf_doubles_the_terrain_it_joins() -> None:
    """T4 White Dwarf: "Played to another terrain card. - Its strength is added to the terrain card's
    strength. - The terrain point output of that card is doubled. - May be affected by a star quake"
    (a star: its StarTerrain tag); its own 4 energy."""
    card = "T4|white dwarf"
    system = mk("T5", "Test System", gen_economy=1, gen_supply=1, gen_energy=2, gen_research=1)
    s, ids = duel(mine=[("t", system, None), ("ship", OTHER, None)], hand=[card])
    assert targets_of(s, card) == {ids["t"]}  # played to a terrain card
    play(s, card, on=ids["t"])
    dwarf = next(c for c in s.ip if s.ci[c].card["identity"] == card)
    assert s.ip[dwarf]["loc"] == ids["t"] and s.ip[dwarf]["cmb"] and "StarTerrain" in s.ci[dwarf].tags
    assert Position(s).strength(ids["t"]) == 9
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    p = Position(s).produced(A)
    assert (p["economy"], p["supply"], p["energy"], p["research"]) == (2, 2, 8, 2)


SCENARIOS = {
    "T4|white dwarf": white_dwarf_doubles_the_terrain_it_joins,
    "T6|system femerazi system": femerazi_system_shields_every_tufor_ship_from_hazards,
    "B7|academy": academy_trains_every_crew_card_of_its_fleet,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
