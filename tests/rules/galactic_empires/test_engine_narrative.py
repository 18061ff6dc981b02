"""The rulebook's narrative example (Bob and Sue), move by move, checking every number it states.

Primary rules, "NARRATIVE EXAMPLE", as corrected in the v2.1 rulebook (GErulesv21.txt, same
section): the 1994 text puts 4 damage on a freighter of 3 shields and strength 1 and keeps it
alive; v2.1 adds the E1 Shield Refit Sue plays with her Phaser Refit (her three card plays of
that turn) and has Bob play the Nuclear Mine on his base before using it. Cards are the real
ones except Bob's T4 Small Planet: the narrative's planet makes 1 energy, 1 economy and 1 supply
(2 with the base station), so we substitute those points ("If you do not have a card that is
mentioned below, substitute another card of the same type and strength").
"""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, find, new_game, skip_to, stacked

SUE, BOB = 0, 1


def build():
    small_planet = card("T4|small planet bolaar iv", gen_economy=1, gen_supply=1, gen_energy=1)
    sue = stacked(
        [
            "B9|starbase",  # ante: strength 9, so Sue goes first
            "T3|asteroid belt benakis asteroid belt",
            "T1|small moon",
            "S1|fleet freighter",
            "C4|science officer",
            "E2|phaser refit",
            "E1|shield refit",
            "H2|ion storm",
            "s5-argonian-light-cruiser-argonian-whirlwind-light-cruiser",
            "M3|shield fiend",
            "M4|space dragon",  # drawn at the end of her first turn
        ]
    )
    bob = stacked(
        [
            "T1|small moon",  # ante: strength 1
            small_planet,
            "B4|base station",
            "M1|small phaser eel",
            "s4-indirigan-frigate-indirigan-nomads-frigate",
            "E2|nuclear mine",
        ]
    )
    return new_game([sue, bob])


def test_bob_and_sue_narrative_example() -> None:
    s = build()
    # "Sue's ante is higher in strength and she goes first."
    assert s.order == [SUE, BOB] and s.active == SUE
    assert len(s.hand[SUE]) == 9 and len(s.hand[BOB]) == 9

    # Sue plays a T3 Asteroid Belt. She has 8 cards in her hand so she draws two cards.
    skip_to(s, "play_a")
    belt = find(s, s.hand[SUE], "T3|asteroid belt benakis asteroid belt")
    act(s, "play", card=belt)
    assert len(s.hand[SUE]) == 8
    skip_to(s, "draw")
    assert s.draws_left == 2
    end_turn(s)
    assert len(s.hand[SUE]) == 10

    # Bob plays a T4 Small Planet. He has 8 cards left in his hand and so he draws two cards.
    assert s.active == BOB
    skip_to(s, "play_a")
    planet = find(s, s.hand[BOB], "T4|small planet bolaar iv")
    act(s, "play", card=planet)
    assert len(s.hand[BOB]) == 8
    end_turn(s)

    # Sue plays a T1 Small Moon, then a disengaged S1 Fleet Freighter on her T3 Asteroid Belt.
    skip_to(s, "play_a")
    act(s, "play", card=find(s, s.hand[SUE], "T1|small moon"))
    freighter = find(s, s.hand[SUE], "S1|fleet freighter")
    act(s, "play", card=freighter, on=belt)
    assert s.ip[freighter]["e"] is False and s.ip[freighter]["loc"] == belt
    end_turn(s)

    # Bob plays a disengaged B4 Base Station on his T4 Small Planet and an M1 Small Phaser Eel on
    # Sue's S1 freighter. Sue plays an R/C4 Science Officer onto her freighter in reaction.
    skip_to(s, "play_a")
    base = find(s, s.hand[BOB], "B4|base station")
    act(s, "play", card=base, on=planet)
    assert s.ip[base]["e"] is False
    eel = find(s, s.hand[BOB], "M1|small phaser eel")
    act(s, "play", card=eel, on=freighter)
    assert s.current_players() == [SUE]  # Sue's reaction window
    officer = find(s, s.hand[SUE], "C4|science officer")
    act(s, "react", card=officer, on=freighter)
    assert s.plays == 2  # Sue's reaction does not count; Bob used two plays
    assert s.current_players() == [BOB]
    end_turn(s)

    # Sue allocates: the freighter needs one supply and one energy; she engages it.
    assert s.active == SUE and s.phase == "alloc"
    act(s, "engage", card=freighter)
    act(s, "done")
    assert s.ip[freighter]["e"] is True
    # She plays an E2 Phaser Refit and an E1 Shield Refit on her freighter.
    act(s, "play", card=find(s, s.hand[SUE], "E2|phaser refit"), on=freighter)
    act(s, "play", card=find(s, s.hand[SUE], "E1|shield refit"), on=freighter)
    # Bob's Sector HQ is vulnerable: he has no ships; his base cannot defend it.
    act(s, "next")
    act(s, "target", hq=BOB)
    # The freighter has 2 phasers plus 1 from the refit, for a total of 3; the eel does not block
    # them because the science officer suspends the hostile effects of monsters.
    assert Position(s).phasers(freighter) == 3
    for _ in range(3):
        act(s, "fire", card=freighter, weapon="phaser")
    assert {"player": SUE, "type": "fire", "card": freighter, "weapon": "phaser"} not in s.legal_actions(SUE)
    act(s, "resolve")
    assert s.hq[BOB] == 3
    # Sue plays her last card, an H2 Ion Storm on Bob's base: 2 damage on the base's shields.
    act(s, "next")
    act(s, "play", card=find(s, s.hand[SUE], "H2|ion storm"), on=base)
    assert s.plays == 3
    assert (s.ip[base]["sd"], s.ip[base]["hd"]) == (2, 0)
    end_turn(s)

    # Bob repairs his one free shield point, changing the 2 to a 1.
    assert s.active == BOB and s.ip[base]["sd"] == 1
    # His base needs one energy point to be engaged and his T4 planet provides one energy point.
    assert s.pool["energy"] == 1
    act(s, "engage", card=base)
    # The planet also provides one economy point, declared as a repair point: the die goes.
    assert s.pool["economy"] == 1
    act(s, "repair", card=base, part="shields")
    assert s.ip[base]["sd"] == 0
    # His planet also produces 2 supply points, but Bob has no use for them: they are lost.
    assert s.pool["supply"] == 2
    act(s, "done")
    assert s.pool == {}
    # Bob plays a disengaged S4 Indirigan Frigate.
    frigate = find(s, s.hand[BOB], "s4-indirigan-frigate-indirigan-nomads-frigate")
    act(s, "play", card=frigate)
    assert s.ip[frigate]["e"] is False
    # He fires on Sue's freighter: 2 points of phaser damage from his B4 Base Station.
    act(s, "next")
    act(s, "target", on=freighter)
    act(s, "fire", card=base, weapon="phaser")
    act(s, "fire", card=base, weapon="phaser")
    act(s, "resolve")
    # Bob plays an E2 Nuclear Mine on his base and uses it against Sue's freighter: 2 more.
    act(s, "next")
    mine = find(s, s.hand[BOB], "E2|nuclear mine")
    act(s, "play", card=mine, on=base)
    act(s, "operate", card=mine, on=freighter)
    # Sue places a die near the freighter's shield points with a 4 showing; the mine is discarded.
    assert (s.ip[freighter]["sd"], s.ip[freighter]["hd"]) == (4, 0)
    assert mine not in s.ip and s.discard[BOB][-1] == mine
    end_turn(s)

    # Sue changes the 4 to a 3 for her automatic shield repair.
    assert s.ip[freighter]["sd"] == 3
    act(s, "engage", card=freighter)
    # She has two economy points left over after maintaining her freighter's engaged status.
    assert s.pool["economy"] == 2
    act(s, "repair", card=freighter, part="shields")
    act(s, "repair", card=freighter, part="shields")
    assert s.ip[freighter]["sd"] == 1  # turning the die to a 1
    act(s, "done")
    # Sue plays a disengaged S5 Light Cruiser.
    cruiser = find(s, s.hand[SUE], "s5-argonian-light-cruiser-argonian-whirlwind-light-cruiser")
    act(s, "play", card=cruiser)
    assert s.ip[cruiser]["e"] is False
    # An M3 Shield Fiend on Bob's S4 Indirigan Frigate damages all its shields and is discarded.
    fiend = find(s, s.hand[SUE], "M3|shield fiend")
    act(s, "play", card=fiend, on=frigate)
    assert s.ip[frigate]["sd"] == 4 and fiend not in s.ip and fiend in s.discard[SUE]
    # An M4 Space Dragon to the frigate causes two more points of damage.
    dragon = find(s, s.hand[SUE], "M4|space dragon")
    act(s, "play", card=dragon, on=frigate)
    assert s.ip[frigate]["hd"] == 2
    # Weapons fire from her freighter: 2 more damage points and the frigate is destroyed.
    act(s, "next")
    assert {"player": SUE, "type": "target", "hq": BOB} not in s.legal_actions(SUE)  # the frigate protects it
    act(s, "target", on=frigate)
    act(s, "fire", card=freighter, weapon="phaser")
    act(s, "fire", card=freighter, weapon="phaser")
    act(s, "resolve")
    # The frigate and the space dragon are discarded.
    assert frigate not in s.ip and dragon not in s.ip
    assert frigate in s.discard[BOB] and dragon in s.discard[SUE]
    # Her last point of weapons fire on Bob's Sector HQ brings him to 4 points total.
    act(s, "target", hq=BOB)
    act(s, "fire", card=freighter, weapon="phaser")
    act(s, "resolve")
    assert s.hq[BOB] == 4
