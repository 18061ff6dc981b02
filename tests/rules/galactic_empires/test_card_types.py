"""The card types with rules of their own (GErulesv21 "TYPES OF CARDS"): installations, ancients,
headquarter cards and agendas, and the Comedy Club Network's installations. One test per rule,
quoting it; the cards are synthetic (exact numbers) unless the rule names a real one."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import loader
from rules.galactic_empires.effects.loader import ScriptError
from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, new_game, place, refresh, skip_to, stacked
from .test_effects_cards import duel, hand_card  # seat A active in its Allocation Phase, a veteran

A, B = 0, 1
BIG = mk("S9", "Test Ante")
ROCK = mk("T1", "Test Rock")
HOME = mk("T6", "Test Home", gen_economy=6, gen_ammunition=2, gen_repair=2)
STATION = mk("I5", "Test Station", shields=2, phasers=3, heavy_weapons=2)
CLUB = mk("I4", "Test Club", shields=1, phasers=2, main_empire="Comedy Club", empire_class="major")
SHIP = mk("S4", "Test Ship", shields=1, phasers=2)
CREW2 = mk("C2", "Test Steward")
CREW3 = mk("C3", "Test Marshal")
CREW4 = mk("C4", "Test Warden")
HQCARD = mk("Q3", "Test Bunker")
HQCARD2 = mk("Q2", "Test Vault")
TRAVELER = "N3|traveler"
TRANSPORTER = "E2|transporter"


def plays(state: Any, c: int) -> list[dict]:
    return [a for a in state.legal_actions(state.current_players()[0]) if a["type"] == "play" and a["card"] == c]


def pass_reactions(state: Any) -> None:
    while state.pending and state.pending[-1]["k"] == "react":
        act(state, "pass")


def play_into_the_fleet(state: Any, name: str) -> int:
    """Play hand card `name` on no card: the only way it may be played."""
    skip_to(state, "play_a")
    c = hand_card(state, name)
    assert plays(state, c) == [{"player": A, "type": "play", "card": c}]
    act(state, "play", card=c)
    pass_reactions(state)
    return c


def targets(state: Any) -> set[Any]:
    return {a.get("on", ("hq", a.get("hq"))) for a in state.legal_actions(state.active) if a["type"] == "target"}


# ---- installations --------------------------------------------------------------------------------


def test_installations_are_played_independently_and_engaged() -> None:
    """v2.1 "INSTALLATION CARDS": "Installations are played independently." "Cards without point
    requirements are played engaged" ("POSITION OF CARDS PLAYED")."""
    s, ids = duel(mine=[("t", HOME, None)], hand=[STATION])
    x = play_into_the_fleet(s, STATION["key"])
    assert s.ip[x]["loc"] is None and s.ip[x]["c"] == A and s.ip[x]["e"]


def test_an_installation_is_not_a_base_and_takes_no_equipment() -> None:
    """v2.1 "INSTALLATION CARDS": "They are not considered bases." "EQUIPMENT CARDS": "An equipment
    card may only be played to a ship or base"."""
    s, ids = duel(mine=[("x", STATION, None)], hand=["E2|phaser refit"])
    skip_to(s, "play_a")
    assert ids["x"] not in s._units(A)
    assert all(a.get("on") != ids["x"] for a in plays(s, hand_card(s, "E2|phaser refit")))


def test_turn_two_allows_one_ship_base_dragon_installation_or_psy() -> None:
    """v2.1 "TURN 2 RESTRICTIONS": "a maximum of 1 ship, base, dragon, installation or psy card may
    be played to the active fleet"."""
    s, ids = duel(mine=[("t", HOME, None)], hand=[STATION, SHIP])
    s.pturns[A] = 2
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, STATION["key"]))
    pass_reactions(s)
    assert plays(s, hand_card(s, SHIP["key"])) == []


def test_an_installation_takes_no_command_slot() -> None:
    """v2.1 "COMMAND LIMITS": command slots are for units (and half a slot for a psy); an
    installation is no unit ("Unit - A base or ship or D dragon")."""
    s, ids = duel(mine=[("x", STATION, None)])
    assert s._command_used(A) == 0


def test_an_installation_is_a_standard_target_and_phasers_damage_it() -> None:
    """v2.1 "STANDARD TARGETS": "terrain, ships, dragons, psys, bases, installations ... may be
    fired at with weapons"."""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("x", STATION, None)])
    skip_to(s, "fire")
    assert ids["x"] in targets(s)
    act(s, "target", on=ids["x"])
    act(s, "fire", card=ids["s"], weapon="phaser")
    act(s, "fire", card=ids["s"], weapon="phaser")
    act(s, "resolve")
    pass_reactions(s)
    assert (s.ip[ids["x"]]["sd"], s.ip[ids["x"]]["hd"]) == (2, 0)


def test_an_installation_fires_its_weapons_heavy_ones_armed_with_ammunition() -> None:
    """v2.1 "WEAPONS VOLLEY": "from any number of engaged cards in the firing player's fleet with one
    or more unfired weapons"; "Each heavy weapon requires one ammunition point to fire"."""
    s, ids = duel(mine=[("t", HOME, None), ("x", STATION, None)], theirs=[("s", SHIP, None)])
    s.ip[ids["t"]]["pt"] = -10
    refresh(s)
    arm = {"player": A, "type": "arm", "card": ids["x"]}
    assert arm in s.legal_actions(A)
    act(s, "arm", card=ids["x"])
    act(s, "arm", card=ids["x"])
    skip_to(s, "fire")
    act(s, "target", on=ids["s"])
    fires = {(a["card"], a["weapon"]) for a in s.legal_actions(A) if a["type"] == "fire"}
    assert {(ids["x"], "phaser"), (ids["x"], "heavy")} <= fires
    for weapon in ("heavy", "heavy", "phaser"):
        act(s, "fire", card=ids["x"], weapon=weapon)
    act(s, "resolve")
    pass_reactions(s)
    assert (s.ip[ids["s"]]["sd"], s.ip[ids["s"]]["hd"]) == (1, 2)


def test_the_installation_player_has_its_strength_as_crew_complement() -> None:
    """"The player who plays an installation card is assumed to have a 'crew complement' on board
    the installation equal to the strength of the installation card plus the strengths of all of
    his engaged crew cards in play on the installation. All other players have a crew complement
    equal only to the summed strengths of their engaged crew cards in play on that installation.\""""
    s, ids = duel(mine=[("x", STATION, None), ("c", CREW2, "x")], theirs=[("d", CREW3, None)])
    s.ip[ids["d"]]["loc"] = ids["x"]  # an opponent crew card on board
    s._kids = None
    assert s._crew_complement(ids["x"], A) == 5 + 2 and s._crew_complement(ids["x"], B) == 3
    s.ip[ids["c"]]["e"] = False  # only engaged crew count
    assert s._crew_complement(ids["x"], A) == 5


def test_the_highest_crew_complement_controls_the_installation_ties_to_its_player() -> None:
    """"Control: The player with the highest crew complement (ties go to the installation player)
    controls the installation." Settled after every action."""
    s, ids = duel(mine=[("x", STATION, None)], theirs=[("d", CREW3, None), ("e", CREW2, None), ("f", CREW4, None)])
    x = ids["x"]

    def board(label: str) -> None:
        s.ip[ids[label]]["loc"] = x
        s._kids = None

    board("d")
    act(s, "done")  # any action: control is settled
    assert s.ip[x]["c"] == A  # 5 against 3
    board("e")
    act(s, "next")
    assert s.ip[x]["c"] == A  # 5 against 5: the installation player's
    board("f")
    act(s, "next")
    assert s.ip[x]["c"] == B and {"event": "control", "card": x, "player": B} in s.events  # 5 against 9


def test_crew_cannot_be_played_directly_to_an_installation() -> None:
    """"Transport: Crew cannot be played directly to installations; they must be moved (via
    transportation) to the installation.\""""
    s, ids = duel(mine=[("x", STATION, None), ("s", SHIP, None)], hand=["C3|science officer"])
    skip_to(s, "play_a")
    on = {a.get("on") for a in plays(s, hand_card(s, "C3|science officer"))}
    assert ids["s"] in on and ids["x"] not in on


def test_crew_is_transported_to_an_installation_and_back_by_a_ready_transport() -> None:
    """"they must be moved (via transportation) to the installation": a crew card on a unit with a
    transporter moves to any installation in play, once a turn, and back by a transport ready at
    the own location it goes to."""
    s, ids = duel(mine=[("s", SHIP, None), ("tr", TRANSPORTER, "s"), ("c", CREW3, "s")],
                  theirs=[("x", STATION, None)])
    skip_to(s, "play_a")
    go = {"player": A, "type": "transport", "card": ids["c"], "to": ids["x"], "via": ids["tr"]}
    assert go in s.legal_actions(A)
    act(s, "transport", card=ids["c"], to=ids["x"], via=ids["tr"])
    assert s.ip[ids["c"]]["loc"] == ids["x"]
    assert not [a for a in s.legal_actions(A) if a["type"] == "transport"]  # once a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    back = {"player": A, "type": "transport", "card": ids["c"], "to": ids["s"], "via": ids["tr"]}
    assert back in s.legal_actions(A)
    act(s, "transport", card=ids["c"], to=ids["s"], via=ids["tr"])
    assert s.ip[ids["c"]]["loc"] == ids["s"]


def test_crew_without_a_transport_at_its_location_cannot_reach_an_installation() -> None:
    """Crew "must be moved (via transportation)": none ready, no move."""
    s, ids = duel(mine=[("s", SHIP, None), ("c", CREW3, "s")], theirs=[("x", STATION, None)])
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "transport"]


# ---- ancients -------------------------------------------------------------------------------------


def test_an_ancient_is_a_crew_card_for_all_purposes() -> None:
    """v2.1 "ANCIENT CARDS": "Ancient cards are treated as crew cards for all purposes. Cards that can
    be played on crew can be played on ancients" (the Automaton: "played to crew"); "crew cards are
    never treated as ancient cards"."""
    s, ids = duel(mine=[("s", SHIP, None), ("n", TRAVELER, "s"), ("c", CREW3, "s")], hand=["A3|automaton"])
    assert s.ci[ids["n"]].t == "C" and s.ci[ids["n"]].ancient and not s.ci[ids["c"]].ancient
    skip_to(s, "play_a")
    assert ids["n"] in {a.get("on") for a in plays(s, hand_card(s, "A3|automaton"))}
    ctx = s._ctx(A, ids["s"])
    assert s._select(ctx, {"types": "N"}) == [ids["n"]]  # only N cards are ancients
    assert set(s._select(ctx, {"types": "C"})) == {ids["n"], ids["c"]}


def test_ancients_may_be_played_directly_to_installations() -> None:
    """"Ancients may be played directly to installations." (any installation in play)"""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("x", STATION, None)], hand=[TRAVELER])
    skip_to(s, "play_a")
    n = hand_card(s, TRAVELER)
    assert {ids["s"], ids["x"]} <= {a.get("on") for a in plays(s, n)}
    act(s, "play", card=n, on=ids["x"])
    pass_reactions(s)
    assert s.ip[n]["loc"] == ids["x"]


def test_an_ancient_moves_off_an_installation_without_transport_once_a_turn() -> None:
    """"Ancients in play on an installation may move to another location without transportation once
    each turn (not on a there-and-back mission)."""
    s, ids = duel(mine=[("s", SHIP, None), ("x", STATION, None), ("n", TRAVELER, "x")], theirs=[("y", STATION, None)])
    skip_to(s, "play_a")
    moves = {a["to"] for a in s.legal_actions(A) if a["type"] == "transport" and a["card"] == ids["n"]}
    assert moves == {ids["s"], ids["y"]} and all(
        "via" not in a for a in s.legal_actions(A) if a["type"] == "transport")
    act(s, "transport", card=ids["n"], to=ids["y"])
    assert s.ip[ids["n"]]["loc"] == ids["y"]
    assert not [a for a in s.legal_actions(A) if a["type"] == "transport"]  # once each turn


def test_an_ancient_on_an_installation_being_discarded_may_move_or_go_with_it() -> None:
    """"If in play on an installation being discarded, they may be moved to another location."
    (its player's choice; passing, it is discarded with the installation)"""
    for pick in (True, False):
        s, ids = duel(mine=[("s", SHIP, None), ("x", STATION, None), ("n", TRAVELER, "x")])
        Position(s).remove(ids["x"])
        frame = s.pending[-1]
        assert frame["k"] == "choose" and frame["p"] == A and frame["why"] == "ancient_leaves"
        if pick:
            act(s, "use", card=ids["s"])
            assert s.ip[ids["n"]]["loc"] == ids["s"]
        else:
            act(s, "pass")
            assert ids["n"] not in s.ip and ids["n"] in s.discard[A]


def test_an_engaged_ancient_lets_its_installation_fire_at_an_opponent_sector_hq() -> None:
    """"A player with an engaged ancient in play on an installation (under his control) may target
    opponent Sector HQs, Psy Networks or the Time Origin with the weapons of that installation";
    otherwise "Only ship, dragon, or psy cards may fire at a Sector HQ"."""
    s, ids = duel(mine=[("x", STATION, None), ("n", TRAVELER, "x")])
    skip_to(s, "fire")
    assert ("hq", B) in targets(s)
    s.ip[ids["n"]]["e"] = False
    s._cache = None
    assert ("hq", B) not in targets(s)


def test_the_traveler_fires_its_strength_in_phasers_at_an_installation_not_under_its_control() -> None:
    """N3 Traveler: "When on an installation not under the traveler's control, the traveler's
    controller may fire a number of phasers on the installation equal to the traveler's strength"."""
    s, ids = duel(theirs=[("x", mk("I9", "Test Fortress", shields=2), None)], hand=[TRAVELER])
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, TRAVELER), on=ids["x"])
    pass_reactions(s)
    n = next(c for c in s.ip if s.ci[c].card["identity"] == TRAVELER)
    use = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == n]
    assert len(use) == 1
    act(s, "operate", **{k: v for k, v in use[0].items() if k not in ("player", "type")})
    pass_reactions(s)
    assert (s.ip[ids["x"]]["sd"], s.ip[ids["x"]]["hd"]) == (2, 1)  # 3 phasers: 2 on the shields, 1 through
    mine = duel(mine=[("x", STATION, None), ("n", TRAVELER, "x")])[0]
    skip_to(mine, "play_a")
    assert not [a for a in mine.legal_actions(A) if a["type"] == "operate"]  # its own installation


# ---- headquarter cards --------------------------------------------------------------------------------


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch):
    """A synthetic card given a script with no section: its stats and the engine's rules play it."""

    def give(*cards: dict[str, Any]) -> None:
        for c in cards:
            monkeypatch.setitem(effects.CARD_EFFECTS, c["identity"], ())

    return give


def test_headquarter_cards_are_played_to_the_sector_hq(scripted) -> None:
    """v2.1 "HEADQUARTER CARDS": "Headquarter cards are played to the Sector HQ." (at no location in
    the player's fleet, engaged)"""
    scripted(HQCARD)
    s, ids = duel(mine=[("s", SHIP, None)], hand=[HQCARD])
    q = play_into_the_fleet(s, HQCARD["key"])
    assert s.ip[q]["loc"] is None and s.ip[q]["c"] == A and s.ip[q]["e"]


def test_headquarter_cards_are_targeted_only_as_the_sector_hq_is_exposed() -> None:
    """"They may only be targeted by weapons eligible to target the Sector HQ (if the Sector HQ is
    not exposed, 'Q' cards are not exposed).\""""
    s, ids = duel(mine=[("s", SHIP, None), ("b", mk("B4", "Test Bastion", phasers=3), None)],
                  theirs=[("q", HQCARD, None), ("t", SHIP, None)])
    skip_to(s, "fire")
    assert ids["q"] not in targets(s)  # its ship protects B's Sector HQ
    Position(s).remove(ids["t"])
    s._cache = None
    assert ids["q"] in targets(s) and ("hq", B) in targets(s)
    act(s, "target", on=ids["q"])
    shooters = {a["card"] for a in s.legal_actions(A) if a["type"] == "fire"}
    assert shooters == {ids["s"]}  # "Only ship, dragon, or psy cards may fire at a Sector HQ": not the base


def test_headquarter_cards_are_destroyed_by_weapons_damage_equal_to_their_strength() -> None:
    """"Headquarter cards are destroyed by weapons damage equal to their strength." Ruling: card
    damage does not score on them."""
    s, ids = duel(theirs=[("q", HQCARD, None)])
    Position(s).deal_damage(ids["q"], 5, "card", A)
    assert s.ip[ids["q"]]["hd"] == 0
    Position(s).deal_damage(ids["q"], 2, "weapons", A)
    assert s.ip[ids["q"]]["hd"] == 2
    Position(s).deal_damage(ids["q"], 1, "weapons", A)
    assert ids["q"] not in s.ip and ids["q"] in s.discard[B]


def test_only_headquarter_cards_may_be_played_to_or_against_headquarter_cards() -> None:
    """"Only 'Q' cards may be played to or against 'Q' cards." (an ion storm has no such target)"""
    s, ids = duel(theirs=[("q", HQCARD, None), ("t", SHIP, None)], hand=["H5|ion storm"])
    skip_to(s, "play_a")
    storm = plays(s, hand_card(s, "H5|ion storm"))
    assert ids["t"] in {a.get("on") for a in storm}
    assert s._plays_on_headquarters_ok(hand_card(s, "H5|ion storm"), ids["q"]) is False
    assert s._plays_on_headquarters_ok(ids["q"], ids["q"]) is True
    assert all(a.get("on") != ids["q"] for a in storm)


def test_headquarter_cards_do_not_protect_the_sector_hq() -> None:
    """"Headquarter cards do not protect the Sector HQ.\""""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("q", HQCARD, None)])
    skip_to(s, "fire")
    assert ("hq", B) in targets(s)


# ---- the Comedy Club Network ---------------------------------------------------------------------------


def test_comedy_clubs_protect_the_ccn_sector_hq_while_a_ccn_player_controls_them() -> None:
    """v2.1 "COMEDY CLUB NETWORK": "Comedy Club installations protect the Comedy Club Network Sector
    HQ while controlled by a Comedy Club Network (CCN) player. They will not protect a controlling
    player's Sector HQ unless that player is playing CCN.\""""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("c", CLUB, None)])
    s.main[B] = "Argonian"
    skip_to(s, "fire")
    assert ("hq", B) in targets(s)  # B's deck is not a Comedy Club deck
    s.main[B] = "Comedy Club"
    s._cache = None
    assert ("hq", B) not in targets(s) and ids["c"] in targets(s)


def test_a_ccn_players_comedy_club_fires_at_an_exposed_sector_hq() -> None:
    """"When controlled by a CCN player, the weapons on a Comedy Club may target any player's exposed
    Sector HQ, Psy Network or the Time Origin.\""""
    s, ids = duel(mine=[("c", CLUB, None)])
    s.main[A] = "Argonian"
    skip_to(s, "fire")
    assert ("hq", B) not in targets(s)
    s.main[A] = "Comedy Club"
    s._cache = None
    assert ("hq", B) in targets(s)


def test_a_deck_of_comedy_clubs_and_no_ships_is_a_comedy_club_deck() -> None:
    """Ruling (as for the psy empires): a deck without empire ships is of the empire of its
    installations, so a deck of Comedy Clubs plays the Comedy Club Network."""
    s = new_game([stacked([BIG, CLUB, CLUB], 40), stacked([ROCK], 40)])
    assert s.main[A] == "Comedy Club"


# ---- agendas ----------------------------------------------------------------------------------------


@pytest.fixture
def agenda(script):
    """Load a synthetic agenda card's script (the shared `script` fixture)."""
    return script


TWO_SHIPS = 'if = { count = { of = { owner = "own", types = "S" }, at_least = 2 } }'
PLAN = mk("G3", "Test Plan")
SCHEME = mk("G4", "Test Scheme")
GRAND = mk("G9", "Test Grand Design")


def test_a_hidden_agenda_is_exposed_from_the_hand_when_accomplished_not_as_a_card_play(agenda) -> None:
    """v2.1 "AGENDA CARDS": "When the hidden agenda is accomplished, the agenda card is immediately
    exposed from the hand (not a Card Play) and the benefit is immediately gained." "When an agenda
    has been accomplished, place it on the Sector HQ (or Psy Network).\""""
    agenda(PLAN, f'[[agenda]]\neffect = "agenda"\nrule = "hidden"\n{TWO_SHIPS}\ndo = [{{ effect = "draw", count = 2 }}]\n')
    s, ids = duel(mine=[("t", HOME, None), ("s", SHIP, None)], hand=[PLAN, SHIP])
    plan = hand_card(s, PLAN["key"])
    skip_to(s, "play_a")
    hand = len(s.hand[A])
    act(s, "play", card=hand_card(s, SHIP["key"]))
    pass_reactions(s)
    assert plan not in s.hand[A] and s.agendas[A] == [plan]
    assert len(s.hand[A]) == hand - 2 + 2 and s.plays == 1  # the ship played, the plan exposed, two drawn
    assert {"event": "agenda", "player": A, "card": plan, "rule": "hidden"} in s.events


def test_a_hidden_agenda_is_never_played(agenda) -> None:
    """"Hidden agendas must be accomplished entirely before the agenda card is played.\""""
    agenda(PLAN, f'[[agenda]]\neffect = "agenda"\nrule = "hidden"\n{TWO_SHIPS}\ndo = [{{ effect = "draw", count = 2 }}]\n')
    s, ids = duel(hand=[PLAN])
    skip_to(s, "play_a")
    assert plays(s, hand_card(s, PLAN["key"])) == []


def test_an_exposed_agenda_is_played_first_and_pays_one_complete_turn_later(agenda) -> None:
    """"Exposed agendas are played prior to accomplishing the agenda. Their benefit cannot be gained
    until 1 complete turn after the agenda card has been played. After that turn, the benefit is
    immediately gained when the agenda is accomplished." (GEqa, G4 Solitude, the same)"""
    agenda(SCHEME, '[[agenda]]\neffect = "agenda"\nrule = "exposed"\nif = { turn = "own", phase = "play_a" }\n'
                   'do = [{ effect = "draw", count = 3 }]\n')
    s, ids = duel(hand=[SCHEME])
    scheme = play_into_the_fleet(s, SCHEME["key"])
    assert scheme in s.ip and s.ip[scheme]["loc"] is None and s.agendas[A] == []  # its own turn: too soon
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    hand = len(s.hand[A])
    act(s, "done")
    assert scheme not in s.ip and s.agendas[A] == [scheme] and len(s.hand[A]) == hand + 3


def test_an_exposed_agenda_may_be_accomplished_at_a_rule_event(agenda) -> None:
    """An exposed agenda accomplished by what happens (G1 Time Manipulation: "When an opponent plays
    a time card draw 1 card"): at the event, after its complete turn."""
    agenda(SCHEME, '[[agenda]]\neffect = "agenda"\nrule = "exposed"\non = "card_played"\n'
                   'if = { event = { card_owner = "opp" } }\ndo = [{ effect = "draw", count = 1 }]\n')
    s, ids = duel(mine=[("g", SCHEME, None)], hand_b=[SHIP, SHIP])
    s.ip[ids["g"]]["pt"] = s.turn
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=hand_card(s, SHIP["key"], B))
    pass_reactions(s)
    assert ids["g"] in s.ip  # not yet one complete turn since it was played
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    hand = len(s.hand[A])
    act(s, "play", card=hand_card(s, SHIP["key"], B))
    pass_reactions(s)
    assert ids["g"] not in s.ip and s.agendas[A] == [ids["g"]] and len(s.hand[A]) == hand + 1


def test_the_same_agenda_is_accomplished_once_a_complete_turn(agenda) -> None:
    """"A player may not accomplish the same agenda twice (two exactly identical cards) during a
    single complete turn.\""""
    agenda(PLAN, '[[agenda]]\neffect = "agenda"\nrule = "hidden"\nif = { turn = "own" }\n'
                 'do = [{ effect = "draw", count = 1 }]\n')
    s, ids = duel(hand=[PLAN, PLAN])
    act(s, "done")
    assert len(s.agendas[A]) == 1 and sum(1 for c in s.hand[A] if s.ci[c].key == PLAN["key"]) == 1
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    act(s, "done")
    assert len(s.agendas[A]) == 2


def test_twenty_five_strength_points_of_agendas_restore_the_sector_hq_once(agenda) -> None:
    """"A player who accomplishes 25 strength points of agendas immediately has his Sector HQ or Psy
    Network restored to 25 points. At this time, all agenda cards on the Sector HQ are discarded. Any
    player may only do this once per game. Subsequent agenda cards are discarded when accomplished.\""""
    agenda(GRAND, '[[agenda]]\neffect = "agenda"\nrule = "hidden"\nif = { turn = "own" }\n'
                  'do = [{ effect = "draw", count = 1 }]\n')
    s, ids = duel(hand=[GRAND, GRAND, GRAND, GRAND])
    s.hq[A] = 17
    grand = [c for c in s.hand[A] if s.ci[c].key == GRAND["key"]]
    for c in grand[:2]:  # two accomplished before: 18 points on the Sector HQ
        s.hand[A].remove(c)
        s.agendas[A].append(c)
    act(s, "done")
    assert s.hq[A] == 0 and s.hq_restored[A] and s.agendas[A] == []
    assert set(grand[:3]) <= set(s.discard[A]) and {"event": "hq_restored", "player": A} in s.events
    s.hq[A] = 5
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    act(s, "done")
    assert grand[3] in s.discard[A] and s.agendas[A] == [] and s.hq[A] == 5


def test_a_hidden_agenda_accomplished_by_an_event_is_refused_at_load(tmp_path: Path) -> None:
    """The loader refuses what the engine would never read: a hidden agenda waits in the hand, where
    no rule event reaches it."""
    path = tmp_path / "g" / "g3-test-plan.toml"
    path.parent.mkdir()
    path.write_text('identity = "G3|test plan"\ntitles = ["Test Plan"]\n[[agenda]]\neffect = "agenda"\n'
                    'rule = "hidden"\non = "card_played"\ndo = [{ effect = "draw", count = 1 }]\n')
    with pytest.raises(ScriptError, match="g3-test-plan.toml: card 'G3|test plan': .agenda. entry 1: agenda: on: a hidden"):
        loader.load(path.parent, effects.implemented_verbs())


def test_agendas_travel_through_json_and_clones_only_in_matches_with_agenda_cards(agenda) -> None:
    agenda(PLAN, f'[[agenda]]\neffect = "agenda"\nrule = "hidden"\n{TWO_SHIPS}\ndo = [{{ effect = "draw", count = 2 }}]\n')
    s, ids = duel(hand=[PLAN])
    plan = hand_card(s, PLAN["key"])
    s.hand[A].remove(plan)
    s.agendas[A].append(plan)
    s.agenda_log[A] = {PLAN["identity"]: 3}
    data = s.to_json()
    assert data["agendas"] == [[plan], []] and data["agenda_log"][A] == {PLAN["identity"]: 3}
    back = type(s).from_json(data)
    assert back.agendas == s.agendas and back.agenda_log == s.agenda_log and back.hq_restored == [False, False]
    twin = s.clone()
    twin.agendas[A].append(99)
    assert s.agendas[A] == [plan]
    plain, _ = duel()
    assert "agendas" not in plain.to_json()  # the other matches' snapshots stay as they were


# ---- the condition language for agendas -------------------------------------------------------------


def test_each_opponent_reads_a_condition_from_every_opponents_seat(agenda) -> None:
    """"When each opponent has a time card in play" (G1 Time Manipulation): ``each_opponent``."""
    s, ids = duel(mine=[("s", SHIP, None)], theirs=[("t", SHIP, None)])
    ctx = s._ctx(A, ids["s"])
    assert s._holds(ctx, {"each_opponent": {"exists": {"owner": "own", "types": "S"}}})
    assert not s._holds(ctx, {"each_opponent": {"exists": {"owner": "own", "types": "B"}}})
    Position(s).remove(ids["t"])
    assert not s._holds(ctx, {"each_opponent": {"exists": {"owner": "own", "types": "S"}}})


def test_card_tests_say_where_a_card_stands_in_its_stack() -> None:
    """G8 Aesthetic Balance: "If none of the cards in your fleet are the basis of a stack, reduce any 1
    stack of cards in play by one card (not the basis of a stack)": ``basis``, ``attached``,
    ``stack_types``."""
    s, ids = duel(mine=[("t", HOME, None), ("s", SHIP, "t"), ("c", CREW3, "s"), ("lone", SHIP, None)])
    ctx = s._ctx(A, ids["t"])
    assert s._select(ctx, {"where": {"basis": True}}) == [ids["t"]]
    assert set(s._select(ctx, {"where": {"attached": True}})) == {ids["s"], ids["c"]}
    assert set(s._select(ctx, {"where": {"stack_types": "T"}})) == {ids["t"], ids["s"], ids["c"]}
    assert s._select(ctx, {"where": {"basis": False, "attached": False}}) == [ids["lone"]]


def test_an_agenda_discarded_after_use_goes_to_the_discard_pile_not_the_sector_hq(agenda) -> None:
    """v2.1 "CARDS HAVE RULES": "The rules on the cards may contradict the rules contained herein. In
    that event, the rules on the cards take precedence": an agenda whose card says "Discarded after
    use" is not placed on the Sector HQ."""
    agenda(PLAN, '[[agenda]]\neffect = "agenda"\nrule = "hidden"\nif = { turn = "own" }\ndiscarded = true\n'
                 'do = [{ effect = "draw", count = 1 }]\n')
    s, ids = duel(hand=[PLAN])
    plan = hand_card(s, PLAN["key"])
    act(s, "done")
    assert s.agendas[A] == [] and plan in s.discard[A]


def test_the_view_shows_installations_shields_ancients_type_and_the_agendas_on_each_sector_hq(agenda) -> None:
    agenda(PLAN, f'[[agenda]]\neffect = "agenda"\nrule = "hidden"\n{TWO_SHIPS}\ndo = [{{ effect = "draw", count = 2 }}]\n')
    s, ids = duel(mine=[("x", STATION, None), ("n", TRAVELER, "x")], hand=[PLAN])
    plan = hand_card(s, PLAN["key"])
    s.hand[A].remove(plan)
    s.agendas[A].append(plan)
    view = s.view(B)
    assert [c["id"] for c in view["players"][A]["agendas"]] == [plan] and view["players"][A]["hq_restored"] is False
    cards = {c["id"]: c for c in view["in_play"]}
    assert cards[ids["x"]]["shields"] == 2 and cards[ids["n"]]["type"] == "N"


def test_an_accomplished_agenda_is_a_rule_event_other_cards_may_name(agenda) -> None:
    """Every rule moment is an event (issue 24): "agenda_accomplished" (player, card, rule)."""
    watcher = mk("O3", "Test Watcher")
    agenda(PLAN, '[[agenda]]\neffect = "agenda"\nrule = "hidden"\nif = { turn = "own" }\ndo = [{ effect = "draw", count = 1 }]\n')
    agenda(watcher, '[[play]]\neffect = "fleet_card"\nown = true\n\n[[trigger]]\neffect = "when"\non = "agenda_accomplished"\n'
                    'whose = "controller"\nif = { event = { whose = "own" } }\ndo = [{ effect = "draw", count = 2 }]\n')
    s, ids = duel(mine=[("w", watcher, None)], hand=[PLAN])
    hand = len(s.hand[A])
    act(s, "done")
    assert len(s.hand[A]) == hand - 1 + 1 + 2  # the plan exposed, its draw, the watcher's two
