"""General rulings of the FAQ and the Q&A that the engine follows (issue 29)."""
from __future__ import annotations

from ..helpers import act, mk, skip_to
from ..test_reaction_stack import GUNSHIP, HULK, damage, fire, table
from . import ruling

CRUISER = mk("S5", "Test Cruiser", cost_energy=2, shields=2, phasers=2)
MOON = mk("T5", "Test Moon", gen_economy=2)
FORT = mk("B5", "Test Fort", phasers=5)


def _play_from_hand(state, seat, key):
    skip_to(state, "play_a")
    play = next(a for a in state.legal_actions(seat) if a["type"] == "play" and state.ci[a["card"]].key == key and a.get("on") is None)
    act(state, "play", card=play["card"])
    return play["card"]


@ruling("faq-001", "Cards with an engagement cost are played disengaged.")
def test_a_card_with_an_engagement_cost_is_played_disengaged():
    s, ids = table([{"hand": [CRUISER]}, {}])
    a, b = s.order
    ship = _play_from_hand(s, a, CRUISER["key"])
    assert s.ip[ship]["e"] is False


@ruling("faq-012", "They may not fire at a Sector HQ or Psy Network.")
def test_a_base_may_not_fire_at_a_sector_hq():
    for unit, offered in ((FORT, False), (GUNSHIP, True)):
        s, ids = table([{"play": [("moon", MOON, None), ("unit", unit, "moon" if unit is FORT else None)]}, {}])
        a, b = s.order
        skip_to(s, "fire")
        hq = [x for x in s.legal_actions(a) if x["type"] == "target" and x.get("hq") == b]
        assert bool(hq) is offered, unit["title"]  # the ship may: the base alone may not


@ruling("qa-046", "You can fire as many points")
def test_a_volley_may_exceed_what_the_target_can_take():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)]}])
    fire(s, ids[1]["hulk"], ids[0]["gun"], 9)  # a strength 9 hulk without shields takes all 9 shots
    assert ids[1]["hulk"] not in s.ip or damage(s, ids[1]["hulk"]) >= 9


@ruling("qa-066", "How many can you play? How many do you have in your hand.")
def test_a_player_plays_as_many_reactions_against_one_volley_as_he_holds():
    from ..test_reaction_stack import DEW, in_hand

    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [DEW, DEW, DEW]}])
    a, b = s.order
    fire(s, ids[1]["hulk"], ids[0]["gun"], 7)
    for _ in range(3):
        while s.current_players() != [b]:
            act(s, "pass")
        act(s, "react", card=in_hand(s, b, DEW), on=ids[1]["hulk"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["hulk"]) == 1  # 7 - 2 - 2 - 2


@ruling("qa-062", "Yes you could fire at eight different targets if you wanted too.")
def test_one_ship_splits_its_fire_into_volleys_at_several_targets():
    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("one", HULK, None), ("two", HULK, None)]}])
    a, b = s.order
    fire(s, ids[1]["one"], ids[0]["gun"], 3)
    act(s, "target", on=ids[1]["two"])
    for _ in range(2):
        act(s, "fire", card=ids[0]["gun"], weapon="phaser")
    act(s, "resolve")
    assert (damage(s, ids[1]["one"]), damage(s, ids[1]["two"])) == (3, 2)


@ruling("errata-011", "Played against an opponent location.")
def test_corrupt_politician_is_played_against_an_opponent_location_only():
    from ..test_effects_cards import A, B, duel, targets_of

    s, ids = duel(mine=[("own", HULK, None), ("home", MOON, None)], theirs=[("ship", HULK, None), ("moon", MOON, None)],
                  hand=["C4|corrupt politician"])
    targets = targets_of(s, "C4|corrupt politician")
    assert {ids["ship"], ids["moon"]} <= targets
    assert not targets & {ids["own"], ids["home"]}
    assert all(t is None or t < 0 or s.ip[t]["c"] == B for t in targets) and A != B


@ruling("errata-059", "the owning player may play any or all of the cards in his hand, ignoring the three-card limit")
def test_accelerated_timeline_lifts_the_three_card_limit():
    from ..test_effects_cards import A, duel, play

    rock = mk("T1", "Test Rock")
    s, ids = duel(hand=["L9|accelerated timeline", rock, rock, rock, rock])
    play(s, "L9|accelerated timeline")
    played = 0
    while played < 4:
        while s.pending:
            act(s, "pass")
        rocks = [a for a in s.legal_actions(A) if a["type"] == "play" and s.ci[a["card"]].key == rock["key"]]
        if not rocks:
            break
        act(s, "play", card=rocks[0]["card"])
        played += 1
    assert played == 4  # with the timeline: 5 card plays in one turn


@ruling("errata-064", "Therefore it may affect any base, installation, terrain or monster equipped with shields")
def test_shield_fiend_may_be_played_on_a_base_with_shields():
    from ..test_effects_cards import duel, targets_of

    base = mk("B5", "Test Shielded Base", shields=3)
    s, ids = duel(theirs=[("moon", MOON, None), ("base", base, "moon")], hand=["M3|shield fiend"])
    assert ids["base"] in targets_of(s, "M3|shield fiend")


@ruling("qa-041", "A: Correct (No.)")
def test_tactical_retreat_is_never_played_to_a_dragon():
    from ..test_effects_cards import duel, targets_of

    dragon = mk("D5", "Test Dragon", phasers=2)
    s, ids = duel(mine=[("dragon", dragon, None), ("ship", HULK, None)], hand=["O5|tactical retreat"])
    targets = targets_of(s, "O5|tactical retreat")
    assert ids["ship"] in targets and ids["dragon"] not in targets


@ruling("faq-016", "The T5 Planet - Candor II is not considered the same identical card as the T5 Planet - Zambarez Planet.")
def test_a_cards_title_below_the_illustration_is_part_of_its_identity():
    from rules.galactic_empires import decks

    identities = decks.by_identity()
    assert "T5|planet candor ii" in identities and "T5|planet zambarez planet" in identities


@ruling("errata-009", "The Krebiz version should be treated as an R/C2.")
def test_the_primary_krebiz_doctor_is_the_strength_2_doctor():
    from rules.galactic_empires import decks

    doctor = decks.by_identity()["C2|doctor"]
    assert doctor["strength"] == 2 and "PE" in {p["set"] for p in doctor["printings"]}


@ruling("errata-076", "All electronic warfare may now be played to a ship or base")
def test_defensive_electronic_warfare_answers_a_volley_at_a_base():
    from ..test_reaction_stack import DEW, in_hand

    s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("moon", MOON, None), ("fort", FORT, "moon")], "hand": [DEW]}])
    a, b = s.order
    fire(s, ids[1]["fort"], ids[0]["gun"], 4)
    act(s, "react", card=in_hand(s, b, DEW), on=ids[1]["fort"])
    while s.pending:
        act(s, "pass")
    assert damage(s, ids[1]["fort"]) == 2


@ruling("faq-004", "Turn 2 begins for all players as soon as the first player has begun his/her second turn.")
def test_turn_1_restrictions_hold_for_everyone_until_the_first_player_begins_turn_2():
    """Primary rules, "TURN 1 RESTRICTIONS": only terrain cards may be played. A reaction card of a
    player waiting for his first turn is not playable during the first player's turn 1, nor during
    any turn of the first round; from the first player's turn 2 on, every player is in turn 2."""
    from ..helpers import end_turn, new_game, stacked

    cessation = "O8|cessation of time"  # "When played during an opponent's Draw Cards Phase ..."
    rock = mk("T1", "Test Rock")
    s = new_game([stacked([rock, cessation]) for _ in range(3)])
    first, second, third = s.order
    held = {q: next(c for c in s.hand[q] if s.ci[c].card["identity"] == cessation) for q in s.order}

    def offered(q):
        """Whether q may play his Cessation of Time in the active player's Draw Cards Phase; the
        reaction windows are passed and the turn ended."""
        skip_to(s, "draw")
        seen = False
        while s.pending and s.pending[-1]["k"] == "react":
            seat = s.current_players()[0]
            seen |= seat == q and any(a["type"] == "react" and a.get("card") == held[q] for a in s.legal_actions(q))
            act(s, "pass")
        end_turn(s, draws=0)
        return seen

    assert not offered(second)  # the first player's turn 1: everyone is in turn 1
    assert not offered(third)  # the second player's turn 1: the first round still
    assert not offered(first)  # the third player's turn 1: the first player has played turn 1 only
    assert offered(second)  # the first player has begun turn 2: turn 2 for all
