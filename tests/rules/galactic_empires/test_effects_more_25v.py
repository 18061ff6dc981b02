"""New Empires, Primary, Alpha and Beta cards written in full (issue 25, branch 25v): each scenario
plays the real card from the project's data and asserts what its text states (its numbers, its
targets, whose choice, what happens to the card).

FAQ, Q&A and errata read first (GEfaq, GEqa, GEerrata, GEUnofficialErrata); the entries that name
a card are cited in its scenario.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, B, CREW, CRUISER, ROCK, damage, duel, hand_card, play, targets_of, volley
from .test_effects_more_expansions import in_discard

HULK = mk("S9", "Test Hulk")


def communications_officer(identity: str):
    """"- When played on a base, provides one command point. A maximum of one communications officer
    is allowed per base. - At the end of the turn played, after drawing cards, allows the owning
    player to view the next card in his own deck." (BE C4, PE C5: one text.)"""

    def scenario() -> None:
        fort = mk("B3", "Test Fort")
        other = "C5|communications officer"  # the PE card of the same title: one per base all the same
        s, ids = duel(mine=[("t", ROCK, None), ("b", fort, "t"), ("b2", fort, "t"), ("co", other, "b2"),
                            ("u", CRUISER, None)], theirs=[("y", CRUISER, None)], hand=[identity])
        assert targets_of(s, identity) == {ids["b"], ids["u"]}  # an own base or ship; one per base
        skip_to(s, "play_a")
        command = s.cmd[A]  # (the one already on a base counts)
        card = hand_card(s, identity)
        play(s, identity, on=ids["b"])
        assert s.ip[card]["loc"] == ids["b"]
        assert s.view(A)["seen"] == []
        end_turn(s)  # its Draw Cards Phase, then the turn ends: the next card of his deck seen
        top = s.deck[s._dk(A)][-1]
        assert s.active == B
        assert [(x["id"], x["where"]) for x in s.view(A)["seen"]] == [(top, "deck")]  # still known
        assert s.view(B)["seen"] == [] and s.view(None)["seen"] == []  # by him alone
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert s.active == A and s.cmd[A] == command + 1  # on a base: one command point
        assert [x["id"] for x in s.view(A)["seen"]] == [top]  # his next turn too, while it is in the deck
        skip_to(s, "draw")
        act(s, "draw")
        assert top in s.hand[A] and s.view(A)["seen"] == []  # drawn: no longer a card he alone knows
        s, ids = duel(mine=[("t", ROCK, None), ("u", CRUISER, None)], hand=[identity])
        skip_to(s, "play_a")
        command = s.cmd[A]
        play(s, identity, on=ids["u"])
        end_turn(s, draws=0)
        assert len(s.view(A)["seen"]) == 1  # the look on a ship too
        end_turn(s, draws=0)
        skip_to(s, "play_a")
        assert s.cmd[A] == command  # on a ship: no command point
        s.deck[s._dk(A)].append(s.deck[s._dk(A)].pop(0))  # another card on top
        end_turn(s, draws=0)
        assert [x["id"] for x in s.view(A)["seen"]] != [s.deck[s._dk(A)][-1]]  # on the turn played only

    return scenario


def _operations(s, card: int) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a.get("card") == card]


def personal_corvette_saves_one_crew_card_goes_with_it_and_is_used_again() -> None:
    """"- Allows one crew card on a ship or base to escape destruction. Crew card and corvette are
    placed at another location immediately. - Corvette may be reused continuously unless placed on a
    terrain card. Corvette is destroyed if terrain card is destroyed. - May not be played
    independently. - May be moved once on owner's turn." (GEerrata [Unofficial]: "As a Reaction,
    allows one crew on a ship or base to escape destruction...")"""
    identity = "E9|personal corvette"
    moon = mk("T3", "Test Moon")
    two = mk("C1", "Test Two")
    s, ids = duel(mine=[("u", CRUISER, None), ("v", CRUISER, None), ("t", moon, None), ("c1", CREW, "u"),
                        ("c2", two, "u")], theirs=[("y", CRUISER, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["u"], ids["v"]}  # an own ship or base: not independently
    pc = hand_card(s, identity)
    play(s, identity, on=ids["u"])
    pos = Position(s)
    pos.destroy(ids["u"], B)
    assert s.current_players() == [A] and s.pending[-1]["why"] == "escape"  # his reaction, his pick
    act(s, "use", card=ids["c2"])  # one crew card: then where they go
    assert s.pending[-1]["why"] == "escape_to"
    act(s, "use", card=ids["v"])
    assert s.ip[ids["c2"]]["loc"] == ids["v"] and s.ip[pc]["loc"] == ids["v"]  # the corvette with him
    assert ids["c1"] not in s.ip and ids["u"] not in s.ip and not s.pending
    pos.destroy(ids["v"], B)  # used again: the only other location is the moon
    act(s, "use", card=ids["c2"])
    assert s.ip[ids["c2"]]["loc"] == ids["t"] and s.ip[pc]["loc"] == ids["t"] and not s.pending
    skip_to(s, "play_a")
    assert _operations(s, pc) == []  # on a terrain card: no longer moved (nor used)
    pos.destroy(ids["t"], B)
    assert pc not in s.ip and in_discard(s, pc)  # destroyed with the terrain
    # Moved once on its owner's turn, to another own ship or base.
    s, ids = duel(mine=[("u", CRUISER, None), ("v", CRUISER, None), ("t", moon, None), ("pc", identity, "u")],
                  theirs=[("y", CRUISER, None)])
    skip_to(s, "play_a")
    assert {a["on"] for a in _operations(s, ids["pc"])} == {ids["v"]}  # not its own ship, nor the moon
    act(s, "operate", card=ids["pc"], ability="ability0", on=ids["v"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["pc"]]["loc"] == ids["v"]
    assert _operations(s, ids["pc"]) == []  # once a turn
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert s.active == B and _operations(s, ids["pc"]) == []  # on its owner's turn


def _unpaid(s, *cards: int, **pool: int) -> None:
    """The cards not yet engaged this Allocation Phase, and the pool left to engage them."""
    for c in cards:
        s.ip[c]["w"] = False
        s.ip[c].pop("paid", None)
    Position(s).changed()
    s.pool = {k: 0 for k in s.pool} | pool


def _engages(s, c: int) -> bool:
    return {"player": A, "type": "engage", "card": c} in s.legal_actions(A)


def cargo_express_pays_bolaar_economy_requirements_with_supply(identity: str):
    """"- Allows supply points to be substituted for the economy points required by any Bolaar ships
    in play in the fleet." (S4 Bolaar Cargo Express, S5 Bolaar Heavy Cargo Express: one text.)"""

    def scenario() -> None:
        dread = "S7|bolaar dreadnought"  # requires 2 economy, 1 supply, 1 energy
        freighter = mk("S3", "Test Freighter", cost_economy=1)
        s, ids = duel(mine=[("x", identity, None), ("d", dread, None), ("f", freighter, None)],
                      theirs=[("y", dread, None)])
        _unpaid(s, ids["d"], ids["f"], supply=3, energy=1)
        assert _engages(s, ids["d"])  # 1 supply for its supply, 2 supply for its economy
        assert not _engages(s, ids["f"])  # not a Bolaar ship: its economy is economy
        act(s, "engage", card=ids["d"])
        assert (s.pool["supply"], s.pool["energy"], s.pool["economy"]) == (0, 0, 0)
        _unpaid(s, ids["d"], supply=2, energy=1, economy=1)
        act(s, "engage", card=ids["d"])  # supply first, then economy
        assert (s.pool["supply"], s.pool["economy"]) == (0, 0)
        _unpaid(s, ids["d"], supply=2, energy=1)
        assert not _engages(s, ids["d"])  # one point short
        _unpaid(s, ids["d"], ids["f"], supply=1, energy=1, economy=3)
        act(s, "engage", card=ids["d"])
        assert s.pool["economy"] == 1 and _engages(s, ids["f"])  # no supply left: economy pays the rest
        s, ids = duel(mine=[("d", dread, None)], theirs=[("x", identity, None)])
        _unpaid(s, ids["d"], supply=3, energy=1)
        assert not _engages(s, ids["d"])  # an opponent's cargo express: his fleet only
        s, ids = duel(mine=[("x", identity, None)])
        _unpaid(s, ids["x"], supply=1, energy=1)
        assert _engages(s, ids["x"])  # (itself: 1 supply, 1 energy)

    return scenario


def pirate_captain_on_a_pirate_ship_less_volley_damage_equipment_without_energy() -> None:
    """"When played on a pirate ship, provides the following benefits: - 2 less damage each opponent
    volley. - Equipment may operate without energy (including the turn played). - Costs no economy
    if played on a Bolaar ship." (GErulesv21 glossary "Pirate Ship": "any ship with pirate in the
    name, plus any ship of the following empires: Bolaar, ...")"""
    identity = "C4|pirate captain"
    corsair = mk("S5", "Test Corsair", tags=["PropPirate"])
    gadget = "E9|shroud"  # 4 energy required, nothing else
    gunship = mk("S9", "Test Gunship", phasers=9)
    s, ids = duel(mine=[("p", corsair, None), ("c", identity, "p"), ("n", CRUISER, None), ("c2", identity, "n")],
                  theirs=[("g", gunship, None)], hand=[gadget, gadget])
    assert s._needs(ids["c"]) == {"economy": 1}  # not a Bolaar ship: its printed economy point
    skip_to(s, "play_a")
    g1 = hand_card(s, gadget)
    play(s, gadget, on=ids["p"])
    assert s.ip[g1]["e"]  # on the pirate ship: no energy needed, engaged as played (operates this turn)
    g2 = hand_card(s, gadget)
    play(s, gadget, on=ids["n"])
    assert not s.ip[g2]["e"]  # on another ship: its 4 energy needed, played disengaged
    assert s._needs(g1) == {} and s._needs(g2) == {"energy": 4}
    s, ids = duel(theirs=[("p", corsair, None), ("c", identity, "p"), ("n", CRUISER, None), ("c2", identity, "n")],
                  mine=[("g", gunship, None)])
    volley(s, ids["p"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["p"])) == 1  # 2 less damage each opponent volley
    volley(s, ids["n"], [(ids["g"], "phaser")] * 3)
    assert sum(damage(s, ids["n"])) == 3  # not a pirate ship: no benefit
    s, ids = duel(mine=[("b", "S7|bolaar dreadnought", None), ("c", identity, "b")])
    assert s._needs(ids["c"]) == {}  # on a Bolaar ship: no economy


def scentari_snails_halve_the_hull_at_the_owners_next_turn_unrepairably() -> None:
    """"Small creatures which attach themselves to the hulls of ships and bases, depositing powerful
    corrosives. - Hull strength is permanently reduced by half (round fractions up) at the beginning
    of the unit owner's next turn. This damage cannot be repaired. - Discarded after it takes
    effect." """
    identity = "M6|scentari snails"
    liner = mk("S7", "Test Liner", shields=3)
    s, ids = duel(mine=[("own", CRUISER, None)], theirs=[("y", liner, None), ("t", ROCK, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["y"]}  # an opponent ship or base
    snails = hand_card(s, identity)
    play(s, identity, on=ids["y"])
    assert s.ip[snails]["loc"] == ids["y"] and damage(s, ids["y"]) == (0, 0)  # not yet
    end_turn(s, draws=0)
    assert s.active == B
    assert damage(s, ids["y"]) == (0, 4)  # his turn begins: 7 / 2, rounded up, to the hull (not the shields)
    assert snails not in s.ip and in_discard(s, snails)  # discarded after it takes effect
    s.ip[ids["y"]]["hd"] += 1  # one more point of ordinary damage
    Position(s).changed()
    s.pool["repair"] = 3
    repairs = {"player": B, "type": "repair", "card": ids["y"], "part": "structure"}
    assert repairs in s.legal_actions(B)
    act(s, "repair", card=ids["y"], part="structure")
    assert damage(s, ids["y"]) == (0, 4) and repairs not in s.legal_actions(B)  # the snails' 4 cannot be repaired


def illness_space_deterioration_rots_a_crew_card_two_strength_a_turn_for_good() -> None:
    """"Causes a crew card or dragon card to start rotting away. - Affected card loses 2 strength
    points per turn until reaching zero and is then discarded. - Lost strength is not restored. - Is
    halted by research points equal to its strength, which must all be applied in a single turn."
    (GEqa, M7 Space Illness: the loss comes on the turn of the player who played it.)"""
    identity = "O4|illness space deterioration"
    chief = mk("C5", "Test Chief")
    s, ids = duel(mine=[("own", CRUISER, None)],
                  theirs=[("y", CRUISER, None), ("c", chief, "y"), ("d", "D4|radiation dragoness", None)],
                  hand=[identity, identity])
    assert {ids["c"], ids["d"]} <= targets_of(s, identity) and ids["y"] not in targets_of(s, identity)
    ill = hand_card(s, identity)
    play(s, identity, on=ids["c"])
    assert s.ip[ill]["loc"] == ids["c"] and s._strength(ids["c"]) == 5  # not on the turn played
    end_turn(s, draws=0)
    assert s.active == B and s._strength(ids["c"]) == 5  # not on its host's player's turn
    end_turn(s, draws=0)
    assert s.active == A and s._strength(ids["c"]) == 3  # its player's turn: 2 less
    end_turn(s, draws=0)
    s.pool["research"] = 4  # halted by research equal to its strength (4), in one turn
    for _ in range(3):
        act(s, "research", card=ill)
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert ill in s.ip and s._strength(ids["c"]) == 1  # 3 points one turn: not enough, 2 more lost
    s.pool["research"] = 4
    for _ in range(3):
        act(s, "research", card=ill)
    assert ill in s.ip  # the points of an earlier turn do not count
    act(s, "research", card=ill)
    assert ill not in s.ip and in_discard(s, ill) and s._strength(ids["c"]) == 1  # halted; the loss stays
    s, ids = duel(theirs=[("y", CRUISER, None), ("c", chief, "y")], hand=[identity])
    play(s, identity, on=ids["c"])
    for _ in range(3):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    assert ids["c"] not in s.ip and in_discard(s, ids["c"], B)  # 5 - 2 - 2 - 2: at zero, discarded


def _pick(s, label: str) -> None:
    """The player to act picks the option of that label."""
    seat = s.current_players()[0]
    option = next(a for a in s.legal_actions(seat) if a.get("label") == label)
    s.apply(option)


def _labels(s) -> list[str]:
    return [a["label"] for a in s.legal_actions(s.current_players()[0]) if "label" in a]


def reserve_commodore_draws_one_more_card_kept_discarded_topped_or_reserved() -> None:
    """"- Must be played on a base. - Allows player to draw one extra card each turn after standard
    draws. - Drawn card is either discarded, placed back on top of the deck or placed into the
    reserve fleet, discarding one reserve fleet card (of equal or higher strength)." """
    identity = "C7|reserve commodore"
    fort = mk("B3", "Test Fort")
    four, six, nine = mk("S4", "Test Four"), mk("S6", "Test Six"), mk("S9", "Test Nine")
    s, ids = duel(mine=[("t", ROCK, None), ("b", fort, "t"), ("u", CRUISER, None)], hand=[identity, four, six, nine])
    assert targets_of(s, identity) == {ids["b"]}  # on a base
    play(s, identity, on=ids["b"])
    cards = {c["key"]: hand_card(s, c["key"]) for c in (four, six, nine)}
    Position(s).reserve(A, [cards[six["key"]]])
    deck = s.deck[s._dk(A)]

    def on_top(key: str) -> None:
        s.hand[A].remove(cards[key])
        deck.append(cards[key])

    on_top(four["key"])
    end_turn(s, draws=0)  # after his Draw Cards Phase: may draw one more
    assert s.current_players() == [A] and _labels(s) == ["draw one extra card"]
    _pick(s, "draw one extra card")
    assert cards[four["key"]] in s.hand[A]
    assert _labels(s) == ["discard it", "back on top of the deck", "into the reserve fleet"]
    _pick(s, "into the reserve fleet")  # the 6 in reserve is at least as strong: it is discarded
    while s.pending and s.current_players() == [A]:
        act(s, "use", card=cards[six["key"]])
    assert s.reserve[A] == [cards[four["key"]]] and in_discard(s, cards[six["key"]])
    end_turn(s, draws=0)
    on_top(nine["key"])
    end_turn(s, draws=0)
    _pick(s, "draw one extra card")
    assert _labels(s) == ["discard it", "back on top of the deck"]  # no reserve card as strong as the 9
    _pick(s, "back on top of the deck")
    assert deck[-1] == cards[nine["key"]] and cards[nine["key"]] not in s.hand[A]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    _pick(s, "draw one extra card")
    _pick(s, "discard it")
    assert in_discard(s, cards[nine["key"]])
    end_turn(s, draws=0)
    hand = len(s.hand[A])
    end_turn(s, draws=0)
    act(s, "pass")  # his choice: no extra card
    assert len(s.hand[A]) == hand and s.active == B


# The cards these scenarios play (scenario_index).
SCENARIOS = {
    "C7|reserve commodore": reserve_commodore_draws_one_more_card_kept_discarded_topped_or_reserved,
    "O4|illness space deterioration": illness_space_deterioration_rots_a_crew_card_two_strength_a_turn_for_good,
    "M6|scentari snails": scentari_snails_halve_the_hull_at_the_owners_next_turn_unrepairably,
    "C4|pirate captain": pirate_captain_on_a_pirate_ship_less_volley_damage_equipment_without_energy,
    "S4|bolaar cargo express": cargo_express_pays_bolaar_economy_requirements_with_supply("S4|bolaar cargo express"),
    "S5|bolaar heavy cargo express":
        cargo_express_pays_bolaar_economy_requirements_with_supply("S5|bolaar heavy cargo express"),
    "E9|personal corvette": personal_corvette_saves_one_crew_card_goes_with_it_and_is_used_again,
    "C4|communications officer": communications_officer("C4|communications officer"),
    # (C5, one text, is played by test_effects_more_25p; this scenario also checks his later views)
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
