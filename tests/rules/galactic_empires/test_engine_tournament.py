"""The tournament match options (GEtournament.txt) in play: "SEALED DECK TOURNAMENT RULES" (a
Sector HQ or Psy Network of 15 points) and "SPEED DECK TOURNAMENT RULES" (from a player's turn 3,
ever stronger cards stop protecting that player's Sector HQ or Psy Network).

Fleets are set out with the scenario builder (helpers.place); every turn after that is played
through the public API (legal_actions / apply / view)."""
from __future__ import annotations

import pytest

from rules import get
from rules.galactic_empires import tournament

from .helpers import act, end_turn, mk, new_game, place, skip_to, stacked

A, B = 0, 1
BIG = mk("S9", "Test Ante")
ROCK = mk("T1", "Test Rock")
PLANET = mk("T5", "Test Planet", gen_supply=2, gen_energy=2, gen_economy=1, tags=["Planet"])
CRUISER = mk("S5", "Test Cruiser", shields=2, phasers=3)
SUN = mk("T5", "Test Sun", gen_energy=5)
APPRENTICE = "P2|psycanti apprentice"
GUARDS = {strength: mk(f"S{strength}", f"Guard {strength}", shields=1) for strength in (1, 2, 3, 9, 10, 11)}


def hq_target(s, seat: int = B) -> dict:
    return {"player": A, "type": "target", "hq": seat}


def match(fleet_b, **options):
    """A (first, by its strength 9 ante) has a planet and an engaged cruiser; B's fleet is set out."""
    names = [entry[0] if isinstance(entry, tuple) else entry for entry in fleet_b]
    s = new_game([stacked([BIG, PLANET, CRUISER], 40), stacked([ROCK, *names], 40)], **options)
    place(s, A, PLANET["key"])
    place(s, A, CRUISER["key"])
    placed = {}
    for entry in fleet_b:
        if isinstance(entry, tuple):
            name, on = entry
            placed[name] = place(s, B, name, placed[on])
        else:
            name = entry if isinstance(entry, str) else entry["key"]
            placed[name] = place(s, B, name)
    return s


def open_on_turns(fleet_b, rounds: int = 13, **options) -> list[int]:
    """B's turn numbers during which A, firing on its own turn, may target B's Sector HQ or Psy
    Network (B's turn number holds from the start of B's turn until the next)."""
    s = match(fleet_b, **options)
    opened = []
    for _ in range(rounds):
        skip_to(s, "fire")
        if hq_target(s) in s.legal_actions(A):
            opened.append(s.view(A)["players"][B]["turns"])
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    return opened


def test_speed_turn_3_strength_1_cards_stop_protecting() -> None:
    # "on that player's turn #3, strength 1 cards cannot protect that player's Sector HQ"
    opened = open_on_turns([GUARDS[1]], rounds=5, speed=True)
    assert opened[0] == 3
    # A strength 2 card still protects on turn 3, so a mixed fleet stays protected.
    assert 3 not in open_on_turns([GUARDS[1], GUARDS[2]], rounds=5, speed=True)


def test_speed_turn_4_strength_2_cards_stop_protecting() -> None:
    # "On each player's turn #4, strength 2 cards cannot protect that player's Sector HQ"
    assert open_on_turns([GUARDS[1], GUARDS[2]], rounds=6, speed=True)[0] == 4
    assert open_on_turns([GUARDS[3]], rounds=6, speed=True)[0] == 5  # "and so on"


def test_speed_turn_12_no_card_protects() -> None:
    # "On turn #12, no cards may protect the Sector HQ (or Psy Network)."
    assert open_on_turns([GUARDS[9]], speed=True)[0] == 11
    assert open_on_turns([GUARDS[10], GUARDS[11]], speed=True)[0] == 12


def test_without_speed_any_ship_protects_to_the_end() -> None:
    assert open_on_turns([GUARDS[1]], rounds=13) == []


def test_speed_psy_network_of_strength_2_psys_opens_on_turn_4() -> None:
    # "... cannot protect that player's Sector HQ (or Psy Network)": a Psycanti fleet's P2 psy.
    s = match([SUN, (APPRENTICE, SUN["key"])], speed=True)
    assert s.view(A)["players"][B]["psy_network"]
    assert open_on_turns([SUN, (APPRENTICE, SUN["key"])], rounds=6, speed=True)[0] == 4
    assert open_on_turns([SUN, (APPRENTICE, SUN["key"])], rounds=6) == []


def fire_at_hq_until_over(s, rounds: int = 12) -> list[int]:
    """A fires every weapon at B's open Sector HQ each turn; B's damage after each volley."""
    seen = []
    for _ in range(rounds):
        skip_to(s, "fire")
        if hq_target(s) not in s.legal_actions(A):  # no fire on A's first turn; a psy still guarding
            end_turn(s, draws=0)
            end_turn(s, draws=0)
            continue
        act(s, "target", hq=B)
        while any(a["type"] == "fire" for a in s.legal_actions(A)):
            s.apply(next(a for a in s.legal_actions(A) if a["type"] == "fire"))
        act(s, "resolve")
        while not s.is_over() and s.pending and A not in s.current_players():
            seat = s.current_players()[0]
            s.apply(next(a for a in s.legal_actions(seat) if a["type"] == "pass"))
        seen.append(s.view(A)["players"][B]["hq_damage"])
        if s.is_over():
            return seen
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    return seen


def test_sealed_sector_hq_is_destroyed_at_15_points() -> None:
    # "Each player's Sector HQ (or Psy Network) will be 15 points instead of the normal 25 points."
    s = match([], sealed=True)
    assert s.view(B)["players"][B]["hq_points"] == 15
    seen = fire_at_hq_until_over(s)
    assert seen == [3, 6, 9, 12, 15]
    assert s.is_over() and s.result()["winners"] == [A]
    normal = match([])
    assert normal.view(B)["players"][B]["hq_points"] == 25
    assert fire_at_hq_until_over(normal)[-1] == 27  # 15 is not enough without the option


def test_sealed_psy_network_is_15_points_too() -> None:
    s = match([SUN, (APPRENTICE, SUN["key"])], sealed=True, speed=True)
    assert s.view(A)["players"][B]["psy_network"] and s.view(A)["players"][B]["hq_points"] == 15
    seen = fire_at_hq_until_over(s)
    assert seen[-1] >= 15 and s.is_over() and s.result()["winners"] == [A]


def test_the_options_are_offered_by_the_game() -> None:
    options = {o.name: o for o in get("galactic-empires").options}
    assert options["sealed"].kind == "bool" and options["speed"].kind == "bool"
    assert tournament.hq_points({"sealed": True}) == 15 and tournament.hq_points({}) == 25


@pytest.mark.parametrize(("strength", "turn", "protects"), [
    (1, 2, True), (1, 3, False), (2, 3, True), (2, 4, False), (9, 10, True), (9, 11, False), (10, 11, True), (10, 12, False), (30, 12, False),
])
def test_protects_hq_table(strength: int, turn: int, protects: bool) -> None:
    assert tournament.protects_hq(strength, turn, {"speed": True}) is protects
    assert tournament.protects_hq(strength, turn, {}) is True


def test_two_sealed_pool_decks_play_to_the_end_with_both_options() -> None:
    """The whole pure pipeline: open two pools, build each into its usable deck (legal in Sealed
    Deck), play a seeded random match with the Sealed and Speed options to its end."""
    from rules.core import DeckCard, GameRng
    from rules.galactic_empires import packs
    from rules.galactic_empires.decks import by_key, card_list
    from rules.galactic_empires.stocking import FORMATS, sealed_deck

    names = packs.cards_by_lackey_name(card_list())
    cards = by_key()
    decks = []
    for seat, starter in enumerate(("u-argonian-universe-edition", "u-tufor-universe-edition")):
        counts, missing = packs.pool_counts(packs.open_sealed(starter, ["u-universe-edition"] * 4, seat), names)
        assert missing == []
        pool = [DeckCard(cards[k], n) for k, n in counts.items()]
        empire = packs.starter_empire(starter)
        deck = sealed_deck(pool, empire)
        assert FORMATS["sealed"].check(deck, {"pool": pool, "empire": empire}).legal
        decks.append(deck)
    state = get("galactic-empires").new_match(2, 5, {"sealed": True, "speed": True, "turn_limit": 4}, decks)
    rng = GameRng(9)
    for _ in range(20_000):
        if state.is_over():
            break
        seat = state.current_players()[0]
        actions = [a for a in state.legal_actions(seat) if a["type"] != "concede"]
        state.apply(rng.choice(actions))
    assert state.is_over()
    assert all(p["hq_points"] == 15 for p in state.view(None)["players"])
