"""Where the Primary Edition rulebook (../shared/rules/galactic-empires.txt) and the GE v2.1
rulebook (../shared/rules/galactic-empires-v21/GErulesv21.txt) disagree, the match's "edition"
option decides (match.py; "v2.1" by default) and both readings are tested (issue 29)."""
from __future__ import annotations

from rules.galactic_empires import GalacticEmpires
from rules.galactic_empires.engine.common import BEFORE_EDITIONS, EDITIONS, PRIMARY, V21, edition

from ..helpers import act, mk, skip_to
from ..test_reaction_stack import GUNSHIP, HULK, table
from . import ruling

PATROL = mk("S2", "Test Patrol", shields=1, phasers=2)  # no point requirements
SHIELD = mk("B3", "Test Shield Base", shields=3)  # no point requirements
MOON = mk("T5", "Test Moon", gen_economy=2)  # a base is played on terrain
CRUISER = mk("S5", "Test Cruiser", cost_energy=2, shields=2, phasers=2)


def _table(chosen: str, hand: list[dict], foe: list | None = None):
    s, ids = table([{"hand": hand, "play": [("moon", MOON, None)]}, {"play": foe or []}])
    s.opts = {**s.opts, "edition": chosen}
    return s, ids


def _play(s, key: str) -> int:
    skip_to(s, "play_a")
    a = s.order[0]
    play = next(x for x in s.legal_actions(a) if x["type"] == "play" and s.ci[x["card"]].key == key)
    act(s, "play", **{k: v for k, v in play.items() if k not in ("player", "type")})
    return play["card"]


def test_the_edition_option_defaults_to_v21():
    option = next(o for o in GalacticEmpires().options if o.name == "edition")
    assert option.kind == "choice" and option.choices == EDITIONS and option.default == V21
    assert option.saved_before == BEFORE_EDITIONS  # a match saved before the option replays as played
    assert edition({}) == V21  # an engine state made without it plays v2.1
    state = GalacticEmpires().new_match(2, 1)
    assert state.opts["edition"] == V21
    assert type(state).from_json(state.to_json()).opts["edition"] == V21  # written down, kept


def test_a_state_saved_before_the_option_plays_as_the_engine_did_then():
    """A snapshot without the option (saved before it) loads as "before-editions": the rules the
    engine followed then (Primary unit position, command points and celebration; v2.1 volley
    reactions), so that the actions logged after it replay move for move."""
    state = GalacticEmpires().new_match(2, 1)
    data = state.to_json()
    del data["opts"]["edition"]
    assert type(state).from_json(data).opts["edition"] == BEFORE_EDITIONS


@ruling("faq-001", "Cards without an engagement cost are played engaged.")
def test_a_unit_without_point_requirements_enters_engaged_under_v21_disengaged_under_primary():
    """Primary rules, "SHIPS AND BASES ARE PLAYED DISENGAGED": "All ship and base cards are played
    in the Disengaged position." v2.1 "POSITION OF CARDS PLAYED": "All cards with point
    requirements (on the card; regardless of modifiers elsewhere in play) are played in the
    disengaged position. Cards without point requirements are played engaged." """
    for chosen, engaged in ((V21, True), (PRIMARY, False), (BEFORE_EDITIONS, False)):
        for unit in (PATROL, SHIELD):
            s, _ = _table(chosen, [unit])
            c = _play(s, unit["key"])
            assert s.ip[c]["e"] is engaged, (chosen, unit["title"])
        s, _ = _table(chosen, [CRUISER])  # with point requirements: disengaged in both
        assert s.ip[_play(s, CRUISER["key"])]["e"] is False, chosen


def test_a_unit_played_engaged_under_v21_may_fire_that_turn():
    """v2.1 "EFFECTS OF BEING DISENGAGED": "A disengaged card may not take any action": the patrol
    played engaged fires in the Combat Phase of the turn it was played; under Primary it waits."""
    for chosen, fires in ((V21, True), (PRIMARY, False), (BEFORE_EDITIONS, False)):
        s, ids = _table(chosen, [PATROL], [("hulk", HULK, None)])
        c = _play(s, PATROL["key"])
        skip_to(s, "fire")
        a = s.order[0]
        target = {"player": a, "type": "target", "on": ids[1]["hulk"]}
        assert (target in s.legal_actions(a)) is fires, chosen  # no engaged unit, no target
        if fires:
            act(s, "target", on=ids[1]["hulk"])
            assert any(x["type"] == "fire" and x.get("card") == c for x in s.legal_actions(a))


SCOUT = mk("S1", "Test Scout", phasers=1)
ESCORT = mk("S2", "Test Escort", phasers=2)
FRIGATE = mk("S3", "Test Frigate", phasers=3)


def _offered(chosen: str, in_play: list[dict], unit: dict) -> bool:
    """Whether `unit` may be played from the hand beside `in_play` (two players: 2 command slots)."""
    s, _ = table([{"hand": [unit], "play": [(f"u{n}", c, None) for n, c in enumerate(in_play)]}, {}])
    s.opts = {**s.opts, "edition": chosen}
    skip_to(s, "play_a")
    a = s.order[0]
    assert s.cmd[a] == 2
    return any(x["type"] == "play" and s.ci[x["card"]].key == unit["key"] for x in s.legal_actions(a))


def test_command_slots_per_unit_under_primary_by_strength_under_v21():
    """Primary rules, "COMMAND POINTS": "each player may have a number of ship cards and base cards
    (combined) in play ... equal to the number of players at the start of the game". v2.1
    "COMMAND LIMITS, COMMAND SLOTS AND COMMAND POINTS": "Cards that consume 1 command slot each
    include ship, dragon and base cards of strength 3 or higher"; "Cards that consume 1/2 of a
    command slot each include all psy cards, strength 2 ships, strength 2 dragons and strength 2
    bases"; "No other cards consume command slots"; "never drop fractions"."""
    # Two strength-1 ships in play, a third in hand: Primary, the 2 slots are full.
    assert _offered(PRIMARY, [SCOUT, SCOUT], SCOUT) is False
    assert _offered(BEFORE_EDITIONS, [SCOUT, SCOUT], SCOUT) is False
    assert _offered(V21, [SCOUT, SCOUT], SCOUT) is True
    # Strength 2: two halves make one slot; a fourth half would make 2 1/2 (no fraction dropped).
    assert _offered(PRIMARY, [ESCORT, ESCORT], FRIGATE) is False
    assert _offered(V21, [ESCORT, ESCORT], FRIGATE) is True
    assert _offered(V21, [ESCORT, ESCORT, FRIGATE], ESCORT) is False
    assert _offered(V21, [ESCORT, FRIGATE], ESCORT) is True
    # Strength 3 or more: one slot each in both.
    for chosen in EDITIONS:
        assert _offered(chosen, [FRIGATE, FRIGATE], SCOUT if chosen == PRIMARY else FRIGATE) is False


def _hq_volley(chosen: str, hq_before: int, shots: int, players: int = 3):
    """The first seat's engaged gunship fires `shots` phasers at the next seat's unprotected
    Sector HQ (already damaged `hq_before`): the celebration offered, or None."""
    from rules.galactic_empires.position import Position

    s, ids = table([{"play": [("gun", GUNSHIP, None)]}] + [{} for _ in range(players - 1)])
    s.opts = {**s.opts, "edition": chosen}
    a, b = s.order[0], s.order[1]
    Position(s).hq_damage(b, hq_before)
    Position(s).changed()
    skip_to(s, "fire")
    act(s, "target", hq=b)
    for _ in range(shots):
        act(s, "fire", card=ids[0]["gun"], weapon="phaser")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    draws = [x["draw"] for x in s.legal_actions(a) if x["type"] == "celebrate"]
    return s, b, (max(draws) if draws else None)


def test_victory_celebration_for_a_destroyed_hq_under_primary_for_6_points_of_fire_under_v21():
    """Primary rules, "VICTORY CELEBRATION": "If a player destroys another player's Sector HQ,
    that player may immediately draw one or two cards". v2.1 "VICTORY CELEBRATION": "Any time a
    player scores 6 or more points of damage on another player's Sector HQ with weapons fire,
    that player may immediately draw 1 card"."""
    # 6 points, the HQ standing: v2.1 draws 1, Primary nothing.
    for chosen, most in ((V21, 1), (PRIMARY, None), (BEFORE_EDITIONS, None)):
        s, b, got = _hq_volley(chosen, 0, 6)
        assert not s.out[b] and got == most, chosen
    # 5 points: neither.
    for chosen in EDITIONS:
        assert _hq_volley(chosen, 0, 5)[2] is None, chosen
    # 2 points destroying it (23 + 2): Primary draws up to 2, v2.1 nothing.
    for chosen, most in ((PRIMARY, 2), (V21, None), (BEFORE_EDITIONS, 2)):
        s, b, got = _hq_volley(chosen, 23, 2)
        assert s.out[b] and got == most, chosen
    # 6 points destroying it: Primary up to 2, v2.1 1.
    for chosen, most in ((PRIMARY, 2), (V21, 1), (BEFORE_EDITIONS, 2)):
        s, b, got = _hq_volley(chosen, 20, 6)
        assert s.out[b] and got == most, chosen


def test_a_third_player_reacts_to_a_volley_under_v21_only_the_target_player_under_primary():
    """Primary rules, "4 - Weapons Fire Phase": "b - Target player may play cards in reaction."
    "c - Firing player may play cards that modify the effect of the target player's reaction
    card". v2.1 "WEAPONS FIRE" step b: "Players may play reaction cards in reaction mode. The
    firing player cannot react unless another player has reacted." """
    from ..test_reaction_stack import MALFUNCTION, damage, fire, in_hand

    for chosen, third_reacts in ((V21, True), (PRIMARY, False), (BEFORE_EDITIONS, True)):
        s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)]}, {"hand": [MALFUNCTION]}])
        s.opts = {**s.opts, "edition": chosen}
        a, b, c = s.order
        fire(s, ids[1]["hulk"], ids[0]["gun"], 4)
        assert (s.current_players() == [c]) is third_reacts, chosen
        if third_reacts:
            act(s, "react", card=in_hand(s, c, MALFUNCTION), on=ids[0]["gun"])
            while s.pending:
                act(s, "pass")
        assert damage(s, ids[1]["hulk"]) == (0 if third_reacts else 4), chosen
    # The target player himself reacts in both.
    for chosen in EDITIONS:
        s, ids = table([{"play": [("gun", GUNSHIP, None)]}, {"play": [("hulk", HULK, None)], "hand": [MALFUNCTION]}, {}])
        s.opts = {**s.opts, "edition": chosen}
        a, b, c = s.order
        fire(s, ids[1]["hulk"], ids[0]["gun"], 4)
        assert s.current_players() == [b], chosen


def _edition_table(chosen: str, seats: list[dict]):
    s, ids = table(seats)
    s.opts = {**s.opts, "edition": chosen}
    return s, ids


def _plays(s, key: str) -> list[dict]:
    a = s.order[0]
    return [x for x in s.legal_actions(a) if x["type"] == "play" and s.ci[x["card"]].key == key]


def test_a_destroyed_units_slot_is_free_the_turn_after_under_primary_at_once_under_v21():
    """Primary rules, "COMMAND POINTS": "If a player has a fifth ship in his hand, he may not play it
    until the turn after one of his current ships is destroyed ... or he self-destructs one of his
    ships or bases (and discards it)." v2.1 "COMMAND LIMITS, COMMAND SLOTS AND COMMAND POINTS": "he
    may not play it until a command slot is available" (the slot is available once the unit is gone)."""
    from rules.galactic_empires.position import Position

    for chosen, at_once in ((V21, True), (PRIMARY, False), (BEFORE_EDITIONS, True)):
        s, ids = _edition_table(chosen, [{"hand": [FRIGATE], "play": [("f1", FRIGATE, None), ("f2", FRIGATE, None)]}, {}])
        skip_to(s, "play_a")
        a = s.order[0]
        assert not _plays(s, FRIGATE["key"]), chosen  # 2 players: 2 slots, both taken
        Position(s).destroy(ids[0]["f1"], s.order[1])  # (destroyed on his own turn)
        assert bool(_plays(s, FRIGATE["key"])) is at_once, chosen
        if not at_once:
            # "the turn after": free on his next turn.
            round_trip = type(s).from_json(s.to_json())  # (the freed slot is kept in a snapshot)
            assert not [x for x in round_trip.legal_actions(a) if x["type"] == "play" and round_trip.ci[x["card"]].key == FRIGATE["key"]]
            s.turn += 1  # (his next turn, as far as the freed slot goes)
            Position(s).changed()
            assert _plays(s, FRIGATE["key"]), chosen


KREBIZ_CRUISER = mk("S2", "Test Krebiz Cruiser", main_empire="Krebiz")
KREBIZ_CAPSULE = mk("S2", "Test Krebiz Capsule", main_empire="Krebiz")


def test_krebiz_separation_needs_a_free_point_under_primary_the_components_slots_under_v21():
    """Primary rules, "KREBIZ": "The two cards cannot be separated if there are no available command
    points." v2.1 "KREBIZ": "The two cards cannot be separated if there are not sufficient command
    slots", each component taking the slots of its own strength ("Combined cards require the
    command slots of their combined strength"): a strength 2 cruiser and a strength 2 capsule take
    1/2 + 1/2 = 1 slot, as their strength 4 combination does."""
    from rules.galactic_empires.position import Position

    for chosen, separates in ((V21, True), (PRIMARY, False), (BEFORE_EDITIONS, False)):
        s, ids = _edition_table(chosen, [{"play": [("k", KREBIZ_CRUISER, None), ("cap", KREBIZ_CAPSULE, "k"),
                                                   ("f", FRIGATE, None)]}, {}])
        s.ip[ids[0]["cap"]]["cmb"] = True
        Position(s).changed()
        skip_to(s, "play_a")
        a = s.order[0]
        assert s.cmd[a] == 2 and s._command_used(a) == 2, chosen
        sep = {"player": a, "type": "separate", "card": ids[0]["k"]}
        assert (sep in s.legal_actions(a)) is separates, chosen
        assert s.ip[ids[0]["cap"]]["cmb"] and s._command_used(a) == 2
    # Under v2.1 a strength 3 cruiser with the strength 2 capsule: 1 + 1/2 = 1 1/2, no fraction
    # dropped: 2 slots, one more than the combination's 1; with a frigate beside it, not enough.
    s, ids = _edition_table(V21, [{"play": [("k", mk("S3", "Test Krebiz Heavy Cruiser", main_empire="Krebiz"), None),
                                            ("cap", KREBIZ_CAPSULE, "k"), ("f", FRIGATE, None)]}, {}])
    s.ip[ids[0]["cap"]]["cmb"] = True
    Position(s).changed()
    skip_to(s, "play_a")
    assert not [x for x in s.legal_actions(s.order[0]) if x["type"] == "separate"]


SMALL_CAPSULE = mk("S1", "Test Krebiz Small Capsule", main_empire="Krebiz")


def test_a_krebiz_combination_takes_the_slots_of_its_combined_strength_under_v21():
    """v2.1 "KREBIZ": "A Krebiz cruiser with a capsule played on it counts as one ship of a strength
    equal to the sum of both cards"; "COMMAND LIMITS, COMMAND SLOTS AND COMMAND POINTS": "Combined
    cards require the command slots of their combined strength". A strength 1 capsule takes no
    slot, a strength 2 cruiser 1/2; combined, strength 3, a whole one. With a frigate (1) and an
    escort (1/2) beside the capsule (0), 1 1/2 is 2 slots, the limit: the cruiser played onto the
    capsule (or played with it from the hand, or the two combined in play) would take 2 1/2, so 3:
    not offered. Primary rules, "KREBIZ": the combination is one ship, and one slot, as the capsule
    alone was (so is a before-editions match, recorded before the rule was kept)."""
    from rules.galactic_empires.position import Position

    for chosen, offered in ((V21, False), (PRIMARY, True), (BEFORE_EDITIONS, True)):
        s, ids = _edition_table(chosen, [{"hand": [KREBIZ_CRUISER], "play": [
            ("cap", SMALL_CAPSULE, None), ("f", FRIGATE, None), ("e", ESCORT, None)]}, {}])
        skip_to(s, "play_a")
        onto = [x for x in _plays(s, KREBIZ_CRUISER["key"]) if x.get("on") == ids[0]["cap"]]
        assert bool(onto) is offered, chosen
    # With room for 2 1/2 slots' worth (no escort: 1 + 0 = 1 slot; combined 1 + 1 = 2): offered,
    # and once played the fleet takes exactly its limit.
    s, ids = _edition_table(V21, [{"hand": [KREBIZ_CRUISER], "play": [("cap", SMALL_CAPSULE, None),
                                                                      ("f", FRIGATE, None)]}, {}])
    skip_to(s, "play_a")
    a = s.order[0]
    (onto,) = [x for x in _plays(s, KREBIZ_CRUISER["key"]) if x.get("on") == ids[0]["cap"]]
    s.apply(onto)
    assert s.ip[ids[0]["cap"]]["cmb"] and s._command_used(a) == 2 == s.cmd[a]
    # Two components in play combined by a card play: the same count.
    s, ids = _edition_table(V21, [{"play": [("cap", SMALL_CAPSULE, None), ("k", KREBIZ_CRUISER, None),
                                            ("f", FRIGATE, None), ("e", ESCORT, None)]}, {}])
    skip_to(s, "play_a")
    a = s.order[0]
    s.cmd[a] = 3  # (1/2 + 0 + 1 + 1/2 = 2 slots; combined 1 + 1 + 1/2 = 3: fits)
    Position(s).changed()
    assert [x for x in s.legal_actions(a) if x["type"] == "combine"]
    s.cmd[a] = 2
    Position(s).changed()
    assert not [x for x in s.legal_actions(a) if x["type"] == "combine"]
    # A cruiser and a capsule played together from the hand: a new ship of their combined strength.
    s, ids = _edition_table(V21, [{"hand": [KREBIZ_CRUISER, SMALL_CAPSULE], "play": [("f", FRIGATE, None)]}, {}])
    skip_to(s, "play_a")
    assert [x for x in _plays(s, KREBIZ_CRUISER["key"]) if "with" in x]
    s, ids = _edition_table(V21, [{"hand": [KREBIZ_CRUISER, SMALL_CAPSULE], "play": [("f", FRIGATE, None),
                                                                                     ("e", ESCORT, None)]}, {}])
    skip_to(s, "play_a")
    assert not [x for x in _plays(s, KREBIZ_CRUISER["key"]) if "with" in x]


CONJECTURE = mk("S3", "Test Conjecture", tags=["Conjectural"])
PROTOTYPE = mk("S3", "Test Prototype", tags=["Prototype"])


def test_a_one_per_deck_card_is_not_swapped_into_the_reserve_under_v21():
    """v2.1 "RESERVE FLEET RESTRICTIONS": "Cards that are restricted to one copy per deck (by
    whatever game rules are being used) cannot be placed into the reserve fleet." Primary rules,
    "Using the Reserve Fleet": "the player must remove any card of equal or lower strength from the
    reserve fleet and place it into his hand" (no card restricted)."""
    from rules.galactic_empires.position import Position

    for chosen, swapped in ((V21, False), (PRIMARY, True), (BEFORE_EDITIONS, True)):
        s, _ = _edition_table(chosen, [{"hand": [CONJECTURE, PROTOTYPE, FRIGATE, SCOUT]}, {}])
        a = s.order[0]
        s.reserve[a] = []
        Position(s).reserve(a, [SCOUT["key"]])
        skip_to(s, "play_a")
        keys = {s.ci[x["card"]].key for x in s.legal_actions(a) if x["type"] == "reserve"}
        assert FRIGATE["key"] in keys, chosen
        assert (CONJECTURE["key"] in keys) is swapped and (PROTOTYPE["key"] in keys) is swapped, chosen


DRAGON = mk("D3", "Test Dragon", phasers=3)


def test_turn_two_limits_ships_and_bases_under_primary_also_dragons_and_psys_under_v21():
    """Primary rules, "Turn Two Restrictions": "A maximum of one ship or base may be played to the
    active fleet during the second turn." v2.1 "TURN 2 RESTRICTIONS": "a maximum of 1 ship, base,
    dragon, installation or psy card may be played to the active fleet"."""
    for chosen, dragon_after_ship in ((V21, False), (PRIMARY, True), (BEFORE_EDITIONS, False)):
        s, _ = _edition_table(chosen, [{"hand": [FRIGATE, DRAGON, FRIGATE]}, {}])
        a = s.order[0]
        s.pturns[a] = 2
        skip_to(s, "play_a")
        play = _plays(s, FRIGATE["key"])[0]
        act(s, "play", **{k: v for k, v in play.items() if k not in ("player", "type")})
        assert not _plays(s, FRIGATE["key"]), chosen  # a second ship: neither
        assert bool(_plays(s, DRAGON["key"])) is dragon_after_ship, chosen


RAIDER = mk("S3", "Test Bolaar Raider", empire_class="minor", main_empire="Bolaar", phasers=2)
RAIDER_TWO = mk("S3", "Test Bolaar Corsair", empire_class="minor", main_empire="Bolaar", phasers=2)


def test_one_minor_empire_ship_takes_no_command_slot_in_both_editions():
    """Both rulebooks give the bonus (no disagreement, so no edition decides it): Primary rules,
    "MINOR EMPIRE COMMAND RATING BONUS": "One Bolaar Pirate, or one Vektrean Mercenary, or one
    Indirigan Nomad, or one Space Dragon, or one other pirate, mercenary or other minor empire ship
    does not count against the command rating limit. However, if that minor empire is being used as
    the major empire of the player's deck, then all ships of that minor empire will count against
    the command rating limit." v2.1 "MINOR EMPIRE COMMAND RATING BONUS": "One minor empire ship (but
    not a generic ship) in play in the fleet does not consume a command slot and may be played even
    if all command slots are full. However, if that minor empire is being used as the main empire of
    the player's deck, then ships of that main minor empire do not get this benefit." """
    for chosen in EDITIONS:
        s, _ = _edition_table(chosen, [{"hand": [RAIDER, RAIDER_TWO], "play": [("f1", FRIGATE, None), ("f2", FRIGATE, None)]}, {}])
        a = s.order[0]
        s.main[a] = "Argonian"  # (an Argonian deck; its generic frigates alone would make it Bolaar)
        skip_to(s, "play_a")
        assert s.cmd[a] == 2 and s._command_used(a) == 2, chosen  # 2 players: both slots taken
        play = _plays(s, RAIDER["key"])[0]  # one minor empire ship: no slot
        act(s, "play", **{k: v for k, v in play.items() if k not in ("player", "type")})
        assert s._command_used(a) == 2, chosen
        assert not _plays(s, RAIDER_TWO["key"]), chosen  # only one of them
        # The deck's own (main) minor empire: no bonus.
        s, _ = _edition_table(chosen, [{"hand": [RAIDER], "play": [("f1", FRIGATE, None), ("f2", FRIGATE, None)]}, {}])
        s.main[s.order[0]] = "Bolaar"
        skip_to(s, "play_a")
        assert not _plays(s, RAIDER["key"]), chosen
