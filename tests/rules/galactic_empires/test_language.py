"""The general card language (issue 24): any action anywhere, choices inside effects, every rule
moment an event, one sub-language for amounts, conditions and selectors, checked at load.

Each test writes a synthetic card's script, loads it through the real loader and plays it in a real
engine, asserting its numbers.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import lang, loader, registry
from rules.galactic_empires.effects.loader import ScriptError

from .helpers import act, end_turn, mk, new_game, place, refresh, skip_to, stacked

HOME = mk("T1", "Test Home")
ROCK = mk("T1", "Test Rock")
HULK = mk("S9", "Test Hulk", shields=0)
SKIFF = mk("S3", "Test Skiff", shields=0)
BARGE = mk("S4", "Test Barge", shields=0)




def load_error(tmp_path: Path, body: str) -> str:
    path = tmp_path / "x" / "o2-test-probe.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_text('identity = "O2|test probe"\ntitles = ["Test Probe"]\n' + body)
    with pytest.raises(ScriptError) as info:
        loader.load(path.parent, effects.implemented_verbs())
    return str(info.value)


def duel(mine: list, theirs: list):
    """Two seats; the first list's seat acts first. Returns (state, me, them)."""
    a_deck, b_deck = stacked([HOME, HOME, *mine], 40), stacked([ROCK, ROCK, *theirs], 40)  # the first: ante
    first = new_game([a_deck, b_deck]).order[0]
    s = new_game([a_deck, b_deck] if first == 0 else [b_deck, a_deck])
    return s, s.order[0], s.order[1]


def in_hand(s, seat: int, card: dict[str, Any]) -> int:
    return next(c for c in s.hand[seat] if s.ci[c].key == card["key"])


def pass_all(s) -> None:
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


# ---- choices inside effects -------------------------------------------------------------------------


def test_choose_up_to_n_targets_is_one_pick_at_a_time_then_the_action(script) -> None:
    """"Causes 2 points of damage to a number of opponent ships equal to its strength (2)": the
    playing player picks each ship, then the damage is scored; the card goes to the discard pile."""
    barrage = mk("H2", "Test Barrage")
    script(barrage, '[[on_play]]\neffect = "damage"\namount = 2\n'
                    'to = { owner = "opp", types = "S", choose = "controller", count = "strength" }\n')
    s, a, b = duel([barrage], [HULK, SKIFF, BARGE])
    hulk, skiff, barge = (place(s, b, x["key"]) for x in (HULK, SKIFF, BARGE))
    refresh(s)
    skip_to(s, "play_a")
    card = in_hand(s, a, barrage)
    act(s, "play", card=card)
    pass_all(s)
    frame = s.pending[-1]
    assert frame["k"] == "choose" and frame["p"] == a and frame.get("must")
    assert {o["card"] for o in frame["options"]} == {hulk, skiff, barge}
    act(s, "use", card=skiff)
    assert {o["card"] for o in s.pending[-1]["options"]} == {hulk, barge}  # a second pick, or done
    act(s, "use", card=barge)
    assert not s.pending
    assert (s.ip[skiff]["hd"], s.ip[barge]["hd"], s.ip[hulk]["hd"]) == (2, 2, 0)
    assert card in s.discard[s._dk(a)]


def test_one_of_runs_the_picked_branch_then_the_actions_after_it(script) -> None:
    windfall = mk("O2", "Test Windfall")
    script(windfall, '[[on_play]]\neffect = "one_of"\noptions = [\n'
                     '  { label = "draw 2", do = [{ effect = "draw", count = 2 }] },\n'
                     '  { label = "3 economy", do = [{ effect = "gain_points", points = { economy = 3 } }] },\n]\n'
                     '\n[[on_play]]\neffect = "draw"\ncount = 1\n')
    s, a, b = duel([windfall], [])
    refresh(s)
    skip_to(s, "play_a")
    hand = len(s.hand[a])
    act(s, "play", card=in_hand(s, a, windfall))
    pass_all(s)
    assert [o["label"] for o in s.pending[-1]["options"]] == ["draw 2", "3 economy"]
    act(s, "use", option=0, label="draw 2")
    assert len(s.hand[a]) == hand - 1 + 2 + 1


def test_may_is_the_players_to_decline(script) -> None:
    gift = mk("L2", "Test Gift")
    script(gift, '[[on_play]]\neffect = "may"\nlabel = "draw 3"\ndo = [{ effect = "draw", count = 3 }]\n')
    s, a, b = duel([gift], [])
    refresh(s)
    skip_to(s, "play_a")
    hand = len(s.hand[a])
    act(s, "play", card=in_hand(s, a, gift))
    pass_all(s)
    assert s.pending[-1]["why"] == "may" and not s.pending[-1].get("must")
    act(s, "pass")
    assert len(s.hand[a]) == hand - 1 and not s.pending


def test_a_saved_choice_feeds_the_next_action(script) -> None:
    """choose ... as = "x", then act on "$x": the pick is made once and used twice."""
    trap = mk("H2", "Test Trap")
    script(trap, '[[on_play]]\neffect = "choose"\nwhat = { owner = "opp", types = "S", choose = "controller" }\nas = "x"\n'
                 '\n[[on_play]]\neffect = "damage"\namount = 1\nto = "$x"\n'
                 '\n[[on_play]]\neffect = "damage"\namount = { div = [{ stat = "printed_strength", of = "$x" }, 2] }\nto = "$x"\n')
    s, a, b = duel([trap], [SKIFF, BARGE])
    skiff, barge = place(s, b, SKIFF["key"]), place(s, b, BARGE["key"])
    refresh(s)
    skip_to(s, "play_a")
    act(s, "play", card=in_hand(s, a, trap))
    pass_all(s)
    act(s, "use", card=barge)
    assert s.ip[barge]["hd"] == 1 + 4 // 2
    assert s.ip[skiff]["hd"] == 0


# ---- events ----------------------------------------------------------------------------------------


def test_a_trigger_on_damage_acts_for_its_controller(script) -> None:
    alarm = mk("S5", "Test Alarm", shields=0)
    script(alarm, '[[trigger]]\neffect = "when"\non = "damaged"\ndo = [{ effect = "draw", count = { event = "amount" } }]\n')
    squall = mk("H3", "Test Squall")
    script(squall, '[[play]]\neffect = "target"\nselect = { owner = "opp", types = "S" }\n'
                   '\n[[on_play]]\neffect = "damage"\namount = 2\nto = "target"\n')
    s, a, b = duel([squall], [alarm])
    target = place(s, b, alarm["key"])
    refresh(s)
    skip_to(s, "play_a")
    hand = len(s.hand[b])
    act(s, "play", card=in_hand(s, a, squall), on=target)
    pass_all(s)
    assert s.ip[target]["hd"] == 2
    assert len(s.hand[b]) == hand + 2  # the damaged card's controller drew as many as the damage


def test_instead_of_expiring_the_card_returns_to_the_hand_when_its_condition_holds(script) -> None:
    """The Periodic Comet's form: "If Bosheegh is in play return to the hand instead of being
    discarded at the end of its duration"."""
    comet = mk("T3", "Test Comet")
    script(comet, '[[lasts]]\neffect = "duration"\nturns = 1\n'
                  '\n[[replacement]]\neffect = "instead"\non = "expires"\nif = { exists = { owner = "own", title = ["home"] } }\n'
                  'do = [{ effect = "move", what = "self", to = "hand" }]\n')
    s, a, b = duel([comet], [])
    place(s, a, HOME["key"])
    c = place(s, a, comet["key"])
    s.ip[c]["pt"] = s.turn - 2
    refresh(s)
    skip_to(s, "draw")
    act(s, "end")
    skip_to(s, "draw")
    act(s, "end")  # a's next record keeping: the comet's duration ends
    assert c not in s.ip and c in s.hand[a]


# ---- abilities, reactions --------------------------------------------------------------------------


def test_an_ability_with_a_cost_is_used_once_per_turn_in_the_allocation_phase(script) -> None:
    lab = mk("B2", "Test Lab", gen_research=2)
    script(lab, '[[ability]]\neffect = "operate"\ncost = { research = 1 }\ndo = [{ effect = "draw", count = 1 }]\n')
    s, a, b = duel([lab], [])
    c = place(s, a, lab["key"])
    refresh(s)
    uses = [x for x in s.legal_actions(a) if x["type"] == "operate"]
    if not uses:
        act(s, "engage", card=c)
        uses = [x for x in s.legal_actions(a) if x["type"] == "operate"]
    assert uses == [{"player": a, "type": "operate", "card": c, "ability": "ability0"}]
    hand = len(s.hand[a])
    act(s, "operate", card=c, ability="ability0")
    pass_all(s)
    assert len(s.hand[a]) == hand + 1
    assert not [x for x in s.legal_actions(a) if x["type"] == "operate"]  # once per complete turn


def test_a_reaction_negates_a_card_played_against_its_player(script) -> None:
    squall = mk("H3", "Test Squall")
    script(squall, '[[play]]\neffect = "target"\nselect = { owner = "opp", types = "S" }\n'
                   '\n[[on_play]]\neffect = "damage"\namount = 3\nto = "target"\n')
    veto = mk("R/L2", "Test Veto")
    script(veto, '[[reaction]]\neffect = "react"\non = "card_played"\n'
                 'if = { event = { card_types = "H" }, event_target = { owner = "own" } }\ndo = [{ effect = "negate" }]\n')
    s, a, b = duel([squall], [veto, HULK])
    hulk = place(s, b, HULK["key"])
    refresh(s)
    skip_to(s, "play_a")
    v = in_hand(s, b, veto)
    sq = in_hand(s, a, squall)
    act(s, "play", card=sq, on=hulk)
    assert s.pending[-1]["k"] == "react" and s.pending[-1]["p"] == b
    act(s, "react", card=v, reaction="reaction0")
    pass_all(s)
    assert s.ip[hulk]["hd"] == 0 and sq in s.discard[s._dk(a)] and v in s.discard[s._dk(b)]


def test_a_reaction_saves_a_unit_about_to_be_destroyed(script) -> None:
    """Damage Control Team's form: "prevents damage from destroying a ship or base, leaving it
    with 1 point"; the crew card then stays at that location."""
    squall = mk("H9", "Test Storm")
    script(squall, '[[play]]\neffect = "target"\nselect = { owner = "opp", types = "S" }\n'
                   '\n[[on_play]]\neffect = "damage"\namount = 9\nto = "target"\n')
    team = mk("R/C6", "Test Team")
    script(team, '[[reaction]]\neffect = "react"\non = "would_be_destroyed"\ntarget = "event_card"\n'
                 'if = { event_card = { types = "SB", owner = "own" } }\n'
                 'do = [\n  { effect = "negate" },\n'
                 '  { effect = "set_damage", to = "target", structure = { sub = [{ stat = "strength", of = "target" }, 1] } },\n'
                 '  { effect = "place", on = "target" },\n]\n')
    s, a, b = duel([squall], [team, SKIFF])
    skiff = place(s, b, SKIFF["key"])
    refresh(s)
    skip_to(s, "play_a")
    t = in_hand(s, b, team)
    act(s, "play", card=in_hand(s, a, squall), on=skiff)
    pass_all(s)
    assert s.pending[-1]["k"] == "choose" and s.pending[-1]["p"] == b
    act(s, "use", card=t)
    pass_all(s)
    assert skiff in s.ip and s.ip[skiff]["hd"] == 2 and "doom" not in s.ip[skiff]
    assert s.ip[t]["loc"] == skiff


# ---- amounts, conditions, selectors: evaluated the same everywhere, refused at load when unread ----


def test_amount_expressions(script) -> None:
    s, a, b = duel([], [HULK, SKIFF])
    hulk, skiff = place(s, b, HULK["key"]), place(s, b, SKIFF["key"])
    ctx = s._ctx(b, hulk, skiff)  # seen from the hulk's player
    assert s._amount_of(ctx, {"count": {"owner": "opp", "types": "S"}}) == 0
    assert s._amount_of(ctx, {"count": {"owner": "own", "types": "S"}}) == 2
    assert s._amount_of(ctx, {"stat": "strength", "of": "target"}) == 3
    assert s._amount_of(ctx, {"div": [{"stat": "strength", "of": "target"}, 2]}) == 1
    assert s._amount_of(ctx, {"div": [{"stat": "strength", "of": "target"}, 2], "round": "up"}) == 2
    assert s._amount_of(ctx, {"add": [1, {"mul": [2, 3]}]}) == 7
    assert s._amount_of(ctx, {"min": [{"stat": "printed_strength"}, 4]}) == 4


def test_conditions(script) -> None:
    s, a, b = duel([], [HULK])
    hulk = place(s, b, HULK["key"])
    home = place(s, a, HOME["key"])
    ctx = s._ctx(a, home)
    assert s._holds(ctx, {"exists": {"owner": "opp", "types": "S"}})
    assert not s._holds(ctx, {"exists": {"owner": "own", "types": "S"}})
    assert s._holds(ctx, {"count": {"of": {"types": "ST"}, "at_least": 2, "at_most": 2}})
    assert s._holds(ctx, {"any": [{"types": "S"}, {"types": "T"}]})
    assert s._holds(ctx, {"not": {"phase": "fire"}, "turn": "own" if s.active == a else "opponent"})
    assert s._holds(ctx, {"compare": [{"stat": "strength", "of": "self"}, "<", 2]})
    assert not s._holds(s._ctx(a, home, hulk), {"target": {"owner": "own"}})


@pytest.mark.parametrize(("body", "problem"), [
    # the Selector: a field that means nothing where it stands is refused
    ('[[trigger]]\neffect = "when"\non = "turn_start"\ndo = [{ effect = "destroy", to = { types = "S", zone = "hand", on = "host" } }]\n',
     "'on', 'engaged' and 'damaged' need zone = 'play'"),
    ('[[trigger]]\neffect = "when"\non = "turn_start"\nif = { exists = { types = "S", choose = "controller" } }\n'
     'do = [{ effect = "draw", count = 1 }]\n', "field 'choose' means nothing in a sweep selector"),
    ('[[play]]\neffect = "target"\nselect = { types = "S", count = 2 }\n', "field 'count' means nothing in a sweep selector"),
    # the Amount
    ('[[on_play]]\neffect = "draw"\ncount = { sub = [3] }\n', "amount {sub} takes a list of two amounts"),
    ('[[on_play]]\neffect = "draw"\ncount = { stat = "charisma" }\n', "amount stat: expected one of"),
    ('[[on_play]]\neffect = "draw"\ncount = { div = [3, 2], round = "sideways" }\n', "round: expected 'down' or 'up'"),
    # the Condition
    ('[[ability]]\neffect = "operate"\nif = { weather = "fine" }\ndo = [{ effect = "draw", count = 1 }]\n',
     "condition: unknown test 'weather'"),
    ('[[ability]]\neffect = "operate"\nif = { host = { colour = "red" } }\ndo = [{ effect = "draw", count = 1 }]\n',
     "unknown card test 'colour'"),
    # References and events
    ('[[on_play]]\neffect = "damage"\namount = 1\nto = "neighbour"\n', "expected a card reference"),
    ('[[trigger]]\neffect = "when"\non = "teatime"\ndo = [{ effect = "draw", count = 1 }]\n', "when.on: expected one of"),
])
def test_a_value_the_engine_does_not_read_is_refused_at_load(tmp_path: Path, body: str, problem: str) -> None:
    message = load_error(tmp_path, body)
    assert problem in message and "o2-test-probe.toml" in message and "O2|test probe" in message


def test_every_event_is_announced_by_the_engine() -> None:
    """Each event a script may name (effects.lang.EVENTS) is announced somewhere in the engine."""
    import ast

    engine = Path(effects.__file__).resolve().parent.parent / "engine"
    announced = set()
    for path in engine.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            at = {"_event": 0, "_instead": 0, "_card_event": 1}.get(node.func.attr)
            if at is not None and len(node.args) > at and isinstance(node.args[at], ast.Constant):
                announced.add(node.args[at].value)
    assert set(lang.EVENTS) - announced == set()


# ---- general statics: modify, protect, fire_limit, shielded_by ---------------------------------------


def test_general_modify_over_any_stat_with_a_condition(script) -> None:
    booster = mk("E3", "Test Booster")
    script(booster, '[[play]]\neffect = "equip"\nwhere = "own_ship"\n'
                    '\n[[static]]\neffect = "modify"\nstat = "strength"\nop = "add"\nvalue = 2\naffects = "host"\n'
                    '\n[[static]]\neffect = "modify"\nstat = "shields"\nop = "double"\naffects = "host"\n'
                    '\n[[static]]\neffect = "modify"\nstat = "cost"\nkind = "energy"\nop = "set"\nvalue = 0\naffects = "host"\n'
                    '\n[[static]]\neffect = "modify"\nstat = "phasers"\nop = "add"\nvalue = 1\naffects = "host"\n'
                    'if = { host = { engaged = true } }\n')
    ship = mk("S4", "Test Frigate", shields=2, phasers=2, cost_energy=2, cost_supply=1)
    s, a, b = duel([ship, booster], [])
    f = place(s, a, ship["key"])
    place(s, a, booster["key"], on=f)
    pos = __import__("rules.galactic_empires.position", fromlist=["Position"]).Position(s)
    assert (pos.strength(f), pos.shields(f), pos.needs(f)) == (6, 4, {"supply": 1})
    assert pos.phasers(f) == 3
    pos.engage(f, False)
    assert pos.phasers(f) == 2  # the condition no longer holds


def test_damage_taken_by_kind_and_part(script) -> None:
    hull = mk("E2", "Test Hull")
    script(hull, '[[play]]\neffect = "equip"\nwhere = "own_ship"\n'
                 '\n[[static]]\neffect = "modify"\nstat = "damage_taken"\nkinds = ["card"]\nop = "add"\nvalue = -1\naffects = "host"\n')
    ship = mk("S6", "Test Hull Ship", shields=0)
    s, a, b = duel([ship, hull], [])
    f = place(s, a, ship["key"])
    place(s, a, hull["key"], on=f)
    s._damage(f, 3, "card", b)
    assert s.ip[f]["hd"] == 2  # card damage one less
    s._damage(f, 3, "weapons", b, volley=True)
    assert s.ip[f]["hd"] == 5  # weapons damage as it comes


def test_protect_keeps_cards_of_a_kind_from_playing_on_it_and_from_damaging_it(script) -> None:
    fort = mk("T5", "Test Fortress World")
    script(fort, '[[static]]\neffect = "protect"\nfrom = { types = "H" }\n')
    squall = mk("H3", "Test Squall")
    script(squall, '[[play]]\neffect = "target"\nselect = { owner = "opp", types = "TS" }\n'
                   '\n[[on_play]]\neffect = "damage"\namount = 3\nto = "target"\n')
    s, a, b = duel([squall], [fort, SKIFF])
    world, skiff = place(s, b, fort["key"]), place(s, b, SKIFF["key"])
    refresh(s)
    skip_to(s, "play_a")
    ons = {x.get("on") for x in s.legal_actions(a) if x.get("card") == in_hand(s, a, squall)}
    assert ons == {skiff}
    s._src = [in_hand(s, a, squall)]
    s._damage(world, 2, "card", a)
    s._src = []
    assert s.ip[world]["hd"] == 0


def test_fire_limit_names_what_a_unit_may_not_fire_at(script) -> None:
    leash = mk("E1", "Test Leash")
    script(leash, '[[play]]\neffect = "equip"\nwhere = "opp_ship"\n'
                  '\n[[static]]\neffect = "fire_limit"\nunits = "host"\nonly_target = { types = "T" }\nweapons = ["phaser"]\n')
    s, a, b = duel([leash], [HULK])
    hulk = place(s, b, HULK["key"])
    place(s, a, leash["key"], on=hulk)
    skiff = place(s, a, SKIFF["key"]) if False else None
    assert skiff is None
    assert s._fire_limited(hulk, "phaser", hulk) and not s._fire_limited(hulk, "heavy", hulk)


def test_counters_and_a_card_brought_to_strength_zero_is_discarded(script) -> None:
    candle = mk("T2", "Test Candle", gen_energy=1)
    script(candle, '[[static]]\neffect = "modify"\nstat = "strength"\nop = "add"\nvalue = { sub = [0, { counter = "burnt" }] }\naffects = "self"\n'
                   '\n[[trigger]]\neffect = "when"\non = "turn_start"\nwhose = "controller"\n'
                   'do = [{ effect = "add_counter", name = "burnt", add = 1 }]\n')
    s, a, b = duel([candle], [])
    c = place(s, a, candle["key"])
    for _ in range(2):
        skip_to(s, "draw")
        act(s, "end")
        skip_to(s, "draw")
        act(s, "end")
    assert c not in s.ip and c in s.discard[s._dk(a)]  # v2.1: "Any card that reaches a strength of ZERO is discarded"


def test_pay_to_negate_and_playable_in_the_allocation_phase_without_a_card_play(script) -> None:
    drought = mk("O2", "Test Drought")
    script(drought, '[[play]]\neffect = "playable"\nphase = ["alloc"]\nnot_a_card_play = true\n'
                    '\n[[play]]\neffect = "target"\nselect = { owner = "opp", types = "T" }\n'
                    '\n[[on_play]]\neffect = "place"\non = "target"\n'
                    '\n[[static]]\neffect = "modify"\nstat = "output"\nop = "set"\nvalue = 0\naffects = "host"\n'
                    '\n[[lasts]]\neffect = "pay_to_negate"\ncost = { research = 2 }\n')
    field = mk("T3", "Test Field", gen_energy=3)
    s, a, b = duel([drought], [field])
    f = place(s, b, field["key"])
    refresh(s)
    d = in_hand(s, a, drought)
    plays = s.plays
    act(s, "play", card=d, on=f)
    pass_all(s)
    assert s.plays == plays and s.ip[d]["loc"] == f
    assert s._produced(b)["energy"] == 0
    skip_to(s, "play_a")
    assert not [x for x in s.legal_actions(a) if x.get("card") == d]
    skip_to(s, "draw")
    act(s, "end")
    s.pool["research"] = 2
    s._cache = None
    act(s, "pay_negate", card=d)
    assert d not in s.ip and s.pool["research"] == 0


def test_shielded_by_sends_its_damage_to_the_protecting_card(script) -> None:
    hut = mk("B1", "Test Hut")
    script(hut, '[[static]]\neffect = "shielded_by"\nby = { on = "host", types = "B", title = ["dome"] }\n')
    dome = mk("B3", "Test Dome", shields=3)
    planet = mk("T5", "Test World")
    s, a, b = duel([planet, hut, dome], [])
    w = place(s, a, planet["key"])
    h, d = place(s, a, hut["key"], on=w), place(s, a, dome["key"], on=w)
    s._damage(h, 2, "card", b)
    assert s.ip[h]["hd"] == 0 and s.ip[d]["sd"] == 2


# ---- more actions -------------------------------------------------------------------------------------


def test_choose_player_then_look_at_a_random_hand_card_seen_by_him_alone(script) -> None:
    spy = mk("O1", "Test Spy")
    script(spy, '[[on_play]]\neffect = "choose_player"\namong = "opponents"\nas = "foe"\n'
                '\n[[on_play]]\neffect = "look"\nat = "hand"\nwhose = "$foe"\nrandom = true\n')
    s = new_game([stacked([HOME, HOME, spy], 40) for _ in range(3)])  # whoever starts holds one
    a = s.order[0]
    refresh(s)
    skip_to(s, "play_a")
    act(s, "play", card=in_hand(s, a, spy))
    pass_all(s)
    frame = s.pending[-1]
    assert frame["why"] == "player" and sorted(o["option"] for o in frame["options"]) == sorted(q for q in range(3) if q != a)
    foe = frame["options"][0]["option"]
    act(s, "use", option=foe, label=frame["options"][0]["label"])
    seen = s.view(a)["seen"]
    assert len(seen) == 1 and seen[0]["id"] in s.hand[foe]
    assert all(s.view(q)["seen"] == [] for q in range(3) if q != a)


def test_repair_undo_repair_and_selectors_among_and_player(script) -> None:
    s, a, b = duel([], [HULK, SKIFF])
    hulk, skiff = place(s, b, HULK["key"]), place(s, b, SKIFF["key"])
    ctx = s._ctx(a, hulk, -1 - b)
    assert set(s._select(ctx, {"player": "target_owner"})) == {hulk, skiff}
    ctx["e"] = {"source": [skiff]}
    assert s._select(ctx, {"among": "source"}) == [skiff]
    assert s._holds(ctx, {"same": ["source", "source"]}) and not s._holds(ctx, {"same": ["source", "self"]})



# ---- the weakest of the cards found, and the card a condition tests ------------------------------------


def test_least_keeps_the_weakest_found_and_subject_is_the_candidate_a_where_tests(script) -> None:
    s, a, b = duel([], [HULK, SKIFF, BARGE])
    hulk, skiff, barge = place(s, b, HULK["key"]), place(s, b, SKIFF["key"]), place(s, b, BARGE["key"])
    home = place(s, a, HOME["key"])
    ctx = s._ctx(a, home)
    assert s._select(ctx, {"owner": "opp", "types": "S", "least": "strength"}) == [skiff]
    s.ip[barge]["hd"] = 2  # 2 strength points remaining: now the weakest by current strength
    assert s._select(ctx, {"owner": "opp", "types": "S", "least": "current_strength"}) == [barge]
    assert set(s._select(ctx, {"owner": "opp", "types": "S", "least": "printed_strength"})) == {skiff}
    s.ip[hulk]["hd"] = 7  # a tie at 2 remaining: both are the weakest
    assert set(s._select(ctx, {"owner": "opp", "least": "current_strength"})) == {barge, hulk}
    # "subject" in a where's compare is the candidate card; elsewhere this card (strength 1)
    remaining = {"where": {"compare": [{"stat": "current_strength", "of": "subject"}, "<=", 2]}}
    assert set(s._select(ctx, {"owner": "opp", **remaining})) == {barge, hulk}
    assert s._holds(ctx, {"compare": [{"stat": "strength", "of": "subject"}, "==", 1]})
    assert s._amount_of(ctx, {"stat": "strength", "of": "subject"}) == 1


@pytest.mark.parametrize(("body", "problem"), [
    ('[[trigger]]\neffect = "when"\non = "turn_start"\nif = { exists = { types = "S", least = "strength" } }\n'
     'do = [{ effect = "draw", count = 1 }]\n', "field 'least' means nothing in a sweep selector"),
    ('[[static]]\neffect = "modify"\nstat = "strength"\nop = "add"\nvalue = 1\naffects = { types = "S", least = "strength" }\n',
     "filter selector, got {'types': 'S', 'least': 'strength'}"),
    ('[[on_play]]\neffect = "destroy"\nto = { types = "S", least = "charm" }\n', "selector.least: expected one of"),
])
def test_least_is_refused_where_the_engine_tests_cards_one_at_a_time(tmp_path: Path, body: str, problem: str) -> None:
    assert problem in load_error(tmp_path, body)


def test_a_discard_of_the_weakest_with_a_tie_is_its_players_pick(script) -> None:
    picker = mk("O1", "Test Picker")
    script(picker, '[[on_play]]\neffect = "discard"\nto = { owner = "opp", types = "S", least = "current_strength", '
                   'choose = "controller", where = { compare = [{ stat = "current_strength", of = "subject" }, "<=", 3] } }\n')
    s, a, b = duel([picker], [HULK, SKIFF, BARGE])
    hulk, skiff, barge = place(s, b, HULK["key"]), place(s, b, SKIFF["key"]), place(s, b, BARGE["key"])
    s.ip[barge]["hd"] = 1  # 3 remaining, as the skiff
    refresh(s)
    skip_to(s, "play_a")
    act(s, "play", card=in_hand(s, a, picker))
    pass_all(s)
    frame = s.pending[-1]
    assert frame["why"] == "discard:to" and frame.get("must")
    assert {o["card"] for o in frame["options"]} == {skiff, barge}
    act(s, "use", card=barge)
    assert barge not in s.ip and skiff in s.ip and hulk in s.ip


# ---- lasting marks ------------------------------------------------------------------------------------


def test_a_mark_lasts_its_turns_and_marked_reads_it_by_whom(script) -> None:
    """`mark` leaves a named mark on cards for complete turns; `marked` (optionally `by` a card) reads
    it, here in a modifier's selector and in an ability's target."""
    beacon = mk("B2", "Test Beacon")
    guzzler = mk("S4", "Test Guzzler", cost_energy=2)
    script(beacon, '[[ability]]\neffect = "operate"\n'
                   'target = { owner = "opp", types = "SB", where = { not = { marked = { name = "lit", by = "self" } } } }\n'
                   'do = [{ effect = "mark", to = "target", name = "glow" }, { effect = "mark", to = "target", name = "lit", turns = 2 }]\n'
                   '\n[[static]]\neffect = "modify"\nstat = "cost"\nkind = "energy"\nop = "mul"\nvalue = 3\n'
                   'affects = { where = { marked = { name = "glow", by = "self" } } }\n')
    s, a, b = duel([beacon], [guzzler, SKIFF])
    c = place(s, a, beacon["key"])
    g, k = place(s, b, guzzler["key"]), place(s, b, SKIFF["key"])
    refresh(s)
    skip_to(s, "play_a")
    assert {x["on"] for x in s.legal_actions(a) if x["type"] == "operate"} == {g, k}
    act(s, "operate", card=c, ability="ability0", on=g)
    pass_all(s)
    assert s.ip[g]["mk:glow"][:2] == [s.turn, 2] and s._needs(g) == {"energy": 6}
    assert s._holds(s._ctx(a, c), {"marked": {"name": "glow"}}, g) and not s._holds(s._ctx(a, g), {"marked": {"name": "glow", "by": "self"}}, g)
    end_turn(s, draws=0)
    assert s._needs(g) == {"energy": 6}  # through its player's next turn
    end_turn(s, draws=0)
    assert s._needs(g) == {"energy": 2}  # one complete turn
    skip_to(s, "play_a")
    assert {x["on"] for x in s.legal_actions(a) if x["type"] == "operate"} == {k}  # "lit" lasts two turns
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    skip_to(s, "play_a")
    assert {x["on"] for x in s.legal_actions(a) if x["type"] == "operate"} == {g, k}


def test_a_mark_name_and_marked_are_checked_at_load(tmp_path: Path) -> None:
    assert "name: expected an identifier" in load_error(
        tmp_path, '[[on_play]]\neffect = "mark"\nto = "self"\nname = "two words"\n')
    assert "marked: unexpected ['colour']" in load_error(
        tmp_path, '[[on_play]]\neffect = "draw"\ncount = 1\nif = { marked = { name = "x", colour = "red" } }\n')


# ---- a card of the hand put into play --------------------------------------------------------------


RAIDER = mk("S5", "Test Raider", phasers=2, heavy_weapons=2, cost_supply=3)


def test_put_into_play_plays_a_card_of_the_hand_engaged_and_armed_without_a_card_play(script) -> None:
    ambush = mk("O2", "Test Ambush")
    script(ambush, '[[play]]\neffect = "playable"\nif = { exists = { zone = "hand", owner = "own", types = "S", '
                   'where = { playable_now = true } } }\n'
                   '\n[[on_play]]\neffect = "put_into_play"\nwhat = { zone = "hand", owner = "own", types = "S", '
                   'where = { playable_now = true }, choose = "controller" }\nengaged = true\narmed = true\n')
    s, a, b = duel([ambush, RAIDER, SKIFF], [])
    refresh(s)
    skip_to(s, "play_a")
    raider, skiff, card = in_hand(s, a, RAIDER), in_hand(s, a, SKIFF), in_hand(s, a, ambush)
    act(s, "play", card=card)
    pass_all(s)
    frame = s.pending[-1]
    assert frame["why"] == "put_into_play:what" and {o["card"] for o in frame["options"]} == {raider, skiff}
    act(s, "use", card=raider)
    pass_all(s)
    assert raider in s.ip and s.ip[raider]["e"] and s.ip[raider]["am"] == 2 and skiff in s.hand[a]
    assert s.plays == 1  # the ambush alone was a card play
    assert s._holds(s._ctx(a, card), {"playable_now": True}, skiff)
    assert not s._holds(s._ctx(a, card), {"playable_now": True}, raider)  # in play, not in the hand


def test_put_into_play_takes_a_selector_of_the_own_hand(tmp_path: Path) -> None:
    assert "selector of the controller's hand" in load_error(
        tmp_path, '[[on_play]]\neffect = "put_into_play"\nwhat = { types = "S", choose = "controller" }\n')


# ---- a card affected twice ------------------------------------------------------------------------------


def test_affects_twice_doubles_a_cards_duration_and_negation_and_same_controller(script) -> None:
    officer = mk("C3", "Test Officer")
    jinx = mk("L1", "Test Jinx")
    curse = mk("O2", "Test Curse")
    script(jinx, '[[play]]\neffect = "equip"\nwhere = "opp_crew"\n'
                 '\n[[trigger]]\neffect = "when"\non = "enters_play"\ncard = "any"\n'
                 'if = { event_card = { types = "LO" }, host = { carries = { among = "event_card" } }, '
                 'not = { any = [{ same_controller = ["event_card", "host"] }, { same = ["event_card", "self"] }] } }\n'
                 'do = [{ effect = "affects_twice", to = "event_card" }, { effect = "discard", to = "self" }]\n')
    script(curse, '[[play]]\neffect = "equip"\nwhere = "opp_crew"\n\n[[lasts]]\neffect = "duration"\nturns = 1\n'
                  '\n[[lasts]]\neffect = "negated_by"\nresearch = 2\n')
    s, a, b = duel([jinx, curse], [HULK, officer])
    ship = place(s, b, HULK["key"])
    crew = place(s, b, officer["key"], ship)
    j = place(s, a, jinx["key"], crew)
    assert s._holds(s._ctx(a, j), {"same_controller": ["self", "self"]})
    assert not s._holds(s._ctx(a, j), {"same_controller": ["self", "host"]})
    refresh(s)
    skip_to(s, "play_a")
    c = in_hand(s, a, curse)
    act(s, "play", card=c, on=crew)
    pass_all(s)
    assert s.ip[c].get("x2") and j not in s.ip  # the first one only: the jinx is discarded after use
    negation = next(e for _, e in s.ci[c].at["@negation"])
    assert registry.KINDS["negated_by"].at_negation(s, c, negation) == 4  # twice the research
    for _ in range(2):
        end_turn(s, draws=0)
    assert c in s.ip  # twice its one complete turn
    for _ in range(2):
        end_turn(s, draws=0)
    assert c not in s.ip


# ---- a reaction played, replaced --------------------------------------------------------------------------


def test_instead_of_a_reaction_played_on_its_stack_the_reaction_is_negated(script) -> None:
    from .test_effects_cards import damage, duel as cards_duel, play, volley

    hex_ = mk("O4", "Test Hex")
    script(hex_, '[[play]]\neffect = "equip"\nwhere = "any"\n'
                 '\n[[replacement]]\neffect = "instead"\non = "reaction_played"\ncard = "in_stack"\n'
                 'do = [{ effect = "discard", to = "self" }]\n')
    dew = "O3|defensive electronic warfare"  # a reaction: 2 points less damage from the volley
    s, ids = cards_duel(mine=[("g", mk("S9", "Test Gunship", phasers=4), None)],
                        theirs=[("y", mk("S9", "Test Hulk"), None), ("c", mk("C3", "Test Officer"), "y")],
                        hand=[hex_], hand_b=[dew, dew])
    play(s, hex_["identity"], on=ids["c"])  # on the crew: the hulk is of its stack
    h = next(c for c in s.ip if s.ci[c].key == hex_["key"])
    first, second = (c for c in s.hand[1 - s.active] if s.ci[c].card["identity"] == dew)
    volley(s, ids["y"], [(ids["g"], "phaser")] * 4, reactions=[{"card": first, "on": ids["y"]}])
    assert sum(damage(s, ids["y"])) == 4 and h not in s.ip  # the first reaction negated; the hex gone
    assert first in s.discard[1 - s.active]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    before = sum(damage(s, ids["y"]))
    volley(s, ids["y"], [(ids["g"], "phaser")] * 4, reactions=[{"card": second, "on": ids["y"]}])
    assert sum(damage(s, ids["y"])) == before + 2  # the second one reduces the volley


# ---- a deck's top card put into play where it may be played ------------------------------------------


def test_the_top_card_of_the_deck_goes_into_play_on_a_card_it_takes_play_on(script) -> None:
    outpost = mk("B2", "Test Outpost")
    lantern = mk("A2", "Test Lantern")
    script(lantern, '[[play]]\neffect = "equip"\nwhere = "own_terrain"\n'
                    '\n[[trigger]]\neffect = "when"\non = "phase_start"\nphase = "alloc"\nwhose = "controller"\n'
                    'do = [{ effect = "choose", what = { zone = "deck", owner = "own", top = 1, types = "SB" }, as = "top" }, '
                    '{ effect = "put_into_play", what = "$top", on = { on = "stack", where = { takes_play = "$top" }, '
                    'choose = "controller" } }]\n')
    s, a, b = duel([outpost, lantern], [])
    home, rock = place(s, a, HOME["key"]), place(s, b, ROCK["key"])
    lamp = place(s, a, lantern["key"], home)
    deck = s.deck[s._dk(a)]
    x = next(c for c in [*deck, *s.hand[a]] if s.ci[c].key == outpost["key"])
    (deck if x in deck else s.hand[a]).remove(x)
    deck.append(x)  # on top
    refresh(s)
    ctx = s._ctx(a, lamp)
    assert s._select(ctx, {"zone": "deck", "owner": "own", "top": 1}) == [x]
    assert s._select(ctx, {"zone": "deck", "owner": "own", "top": 2})[0] == x
    assert s._select(ctx, {"zone": "deck", "owner": "own", "top": 1, "types": "T"}) == []
    ctx["v"]["top"] = [x]
    assert s._holds(ctx, {"takes_play": "$top"}, home) and not s._holds(ctx, {"takes_play": "$top"}, rock)
    assert not s._holds(ctx, {"takes_play": "$top"}, lamp)
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # its controller's Allocation Phase: the outpost goes on the terrain
    assert s.ip[x]["loc"] == home and s.ip[x]["c"] == a and x not in deck


def test_top_needs_a_deck_or_discard_pile(tmp_path: Path) -> None:
    assert "'top' needs zone = 'deck' or 'discard'" in load_error(
        tmp_path, '[[on_play]]\neffect = "destroy"\nto = { types = "S", top = 1 }\n')
