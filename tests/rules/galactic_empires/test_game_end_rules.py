"""Rules that decide whether and how a Galactic Empires game ends (issue 28): the round time
limit's tiebreak, card damage on terrain that repair points cannot mend, and which units protect
a Sector HQ."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, find, mk, new_game, skip_to, stacked

A, B = 0, 1

TERRAIN = mk("T4", "Test Planet", gen_supply=2, gen_energy=2, gen_ammunition=2, gen_economy=1, tags=["Planet"])
FRIGATE = mk("S3", "Test Frigate", cost_supply=1, cost_energy=1, shields=2, phasers=2)
BATTLESHIP = mk("S9", "Test Battleship", cost_supply=5, cost_energy=5, shields=4, phasers=4)
BIG = mk("S9", "Test Ante")


def two(hand_a=(), hand_b=(), **options):
    """Seat A goes first (strength 9 ante); hands in draw order."""
    return new_game([stacked([BIG, *hand_a]), stacked([mk("T1", "Test Rock"), *hand_b])], **options)


def _to_the_time_limit(s, placed) -> None:
    """Play to the last turn of a one-turn time limit, set the position, and let time be called."""
    end_turn(s)
    skip_to(s, "draw")
    placed(Position(s))
    end_turn(s)
    assert s.is_over()


def test_time_limit_tie_goes_to_the_engaged_cards_protecting_the_sector_hq_not_every_ship() -> None:
    # Tournament rules, "ROUND TIME LIMIT": "If that results in a tie, tally the total unmodified
    # strength points of any engaged cards which currently protect the Sector HQ ... the highest
    # total wins." B's battleship is stronger but not engaged: A's engaged frigate wins.
    s = two([FRIGATE], [BATTLESHIP], turn_limit=1)

    def placed(pos: Position) -> None:
        pos.put(A, FRIGATE["key"], engaged=True)
        pos.put(B, BATTLESHIP["key"], engaged=False)

    _to_the_time_limit(s, placed)
    result = s.result()
    assert result["winners"] == [A] and not result["draw"]
    assert result["by_time"] and result["reason"].startswith("decided by time")
    assert "protecting" in result["reason"]


def test_time_limit_least_sector_hq_damage_wins_first() -> None:
    s = two([FRIGATE], [BATTLESHIP], turn_limit=1)

    def placed(pos: Position) -> None:
        pos.put(B, BATTLESHIP["key"], engaged=True)
        pos.hq_damage(B, 1)

    _to_the_time_limit(s, placed)
    assert s.result()["winners"] == [A] and s.result()["reason"].endswith("least Sector HQ damage")


def test_time_limit_tie_in_damage_and_protection_is_resolved_by_die_roll() -> None:
    # "Ties are resolved by die roll": one winner, never a shared win.
    winners = set()
    for seed in range(8):
        s = Position.new([stacked([BIG]), stacked([mk("T1", "Test Rock")])], seed=seed, turn_limit=1).state
        _to_the_time_limit(s, lambda pos: None)
        result = s.result()
        assert len(result["winners"]) == 1 and not result["draw"] and result["reason"].endswith("die roll")
        winners.update(result["winners"])
    assert winners == {A, B}


def test_card_damage_to_terrain_is_not_repaired_by_repair_points() -> None:
    # GEfaq.txt, "Card Damage": "card damage that is applied to the structure of terrain may not be
    # repaired by repair points unless the source of these points states they may be used to
    # repair card damage." (GEqa.txt: economy points repair a planet "as long as the damage is not
    # card damage".) Weapons damage to the same terrain still is.
    s = two([TERRAIN])
    pos = Position(s)
    planet = pos.put(A, TERRAIN["key"])
    pos.refresh().deal_damage(planet, 2, "card", by=B).points(repair=5, economy=0)
    assert pos.damage_of(planet)[1] == 2

    def repairs() -> list[dict]:
        return [a for a in s.legal_actions(A) if a["type"] == "repair" and a["card"] == planet]

    assert repairs() == []
    pos.deal_damage(planet, 1, "weapons", by=B).points(repair=5)
    assert repairs() == [{"player": A, "type": "repair", "card": planet, "part": "structure"}]
    act(s, "repair", card=planet, part="structure")
    assert pos.damage_of(planet)[1] == 2 and repairs() == []


def test_a_unit_on_an_opponents_terrain_does_not_protect_its_own_sector_hq() -> None:
    # GEqa.txt: "Opponent plays a D4 Rogue Dragoness [on] one of my Terrains. Does [it] still
    # protect the opponent's sector HQ ...? A: No it doesn't."; "If the ship is a Pirate ship, and
    # you are playing it against a terrain it does not protect the Sector HQ."
    s = two([TERRAIN, FRIGATE], [FRIGATE, FRIGATE])
    pos = Position(s)
    planet = pos.put(A, TERRAIN["key"])
    pos.put(A, FRIGATE["key"])
    raider = pos.put(B, FRIGATE["key"], on=planet)
    pos.refresh().phase("fire")
    assert s.hq_protectors(B) == [] and pos.target_ok(A, -1 - B)
    home = pos.put(B, FRIGATE["key"])
    assert s.hq_protectors(B) == [home] and not pos.target_ok(A, -1 - B)
    assert raider in s.ip
