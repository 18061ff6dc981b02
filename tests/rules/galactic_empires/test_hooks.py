"""Issue 15 step 5: card scripts compiled once into hook tables, and one listener index of the cards
in play (engine/hooks.py), instead of per-verb gating sets and hand-kept lists."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules import get
from rules.core import DeckCard, GameRng
from rules.galactic_empires import decks
from rules.galactic_empires.effects import VOCABULARY, registry
from rules.galactic_empires.engine import GEState, card_info, hooks

ENGINE = Path(hooks.__file__).parent
GAME = get("galactic-empires")


def test_every_hook_is_a_script_verb_or_a_named_trait():
    # A typo in the table would make a hook nobody can have: the rules behind it would never run.
    assert hooks.HOOKS - hooks.DERIVED.keys() <= VOCABULARY
    assert set(hooks.DERIVED) <= hooks.HOOKS


def test_every_handler_exists_and_a_missing_one_fails_at_import():
    hooks.check_handlers(GEState)
    hooks.HANDLERS["engagement", "engage_damage"] = "_no_such_rule"
    try:
        with pytest.raises(ImportError, match="_no_such_rule"):
            hooks.check_handlers(GEState)
    finally:
        hooks.HANDLERS["engagement", "engage_damage"] = "_engage_damage"


def test_engine_gates_only_on_hooks_of_the_table():
    # `"x" in self.fxin` skips a rule in matches where no card has hook x: x must be a hook, or
    # the rule would be skipped always.
    gated = set()
    keys = set()
    for path in ENGINE.glob("*.py"):
        text = path.read_text()
        gated |= set(re.findall(r'"(\w+)" (?:not )?in self\.fxin', text))
        keys |= set(re.findall(r'_listeners\("(\w+)"\)', text)) | set(re.findall(r'_on\.get\("(\w+)"', text))
        keys |= set(re.findall(r'_dispatch\("(\w+)"', text))
    assert gated and keys
    # Registry keys: a kind's moments ("@...") and the listener keys of events and modifiers.
    keys_of_the_registry = {k for k in gated if k.startswith(("@", "on:", "mod:", "instead:"))}
    assert gated <= hooks.HOOKS | registry.moments() | keys_of_the_registry, gated - hooks.HOOKS - keys_of_the_registry
    assert keys <= hooks.HOOKS | set(hooks.EVENTS), keys - hooks.HOOKS - set(hooks.EVENTS)


def test_no_per_verb_gating_sets_remain():
    for path in ENGINE.glob("*.py"):
        text = path.read_text()
        for name in ("_GATED", "_FEW", "_INDEXED", "_NEWPLAY", "_XOP", "_engfx", "_escorts", "_police", "_psyx"):
            assert not re.search(rf"\b{name}\b", text), f"{path.name} still has {name}"


def test_a_card_compiles_to_its_hooks_and_events():
    by_key = decks.by_key()
    police = next(c for c in by_key.values() if "police" in card_info(c).fx)
    i = card_info(police)
    assert "police" in i.hooks and "fire" in i.events
    escort = next(c for c in by_key.values() if "escort" in card_info(c).fx)
    assert "@intercepts" in card_info(escort).listens
    creature = next(c for c in by_key.values() if "engage_damage" in card_info(c).fx)
    ci = card_info(creature)
    # Dispatched at the Engagement Phase: listed under the event, with its handler.
    assert "engagement" in ci.listens and ci.on_event["engagement"] == ("_engage_damage",)
    plain = next(c for c in by_key.values() if c.get("type") == "S" and not card_info(c).fx)
    assert card_info(plain).hooks == () and card_info(plain).listens == ()


# Kinds that were hooks (engine/hooks.py) before they joined the registry: their cards stay in the
# decks below, so that the games these tests play stay the ones they were.
FORMER_HOOKS = frozenset({"leak", "surprise", "control", "halt", "tractor", "ward"})
# Cards whose former hook kind is now said in general actions (issue 24): kept by title.
FORMER_HOOK_TITLES = frozenset({"Information Leak", "Surprise Attack"})


def hook_decks() -> list[list[DeckCard]]:
    """The limited decks, each with one of every modelled card that has a hook (so the listener
    index sees every kind of listener enter, move and leave), and the cards that were hooks before
    their kinds joined the registry."""
    extra = [
        c for c in decks.by_key().values()
        if (card_info(c).hooks or not FORMER_HOOKS.isdisjoint(card_info(c).fx) or c.get("title") in FORMER_HOOK_TITLES)
        and card_info(c).playable
    ]
    assert len(extra) > 40
    out = []
    for n, deck in enumerate(decks.limited_decks()):
        out.append(list(deck) + [DeckCard(c, 1) for c in extra[n::2]])
    return out


def brute_force(state: GEState) -> dict[str, list[int]]:
    on: dict[str, list[int]] = {}
    for c in state.ip:
        if state._status(c).get("no_rules"):
            continue  # errata-085: a card whose rules are suspended (Political Upheaval) listens to nothing
        for key in state.ci[c].listens:
            on.setdefault(key, []).append(c)
    return on


@pytest.mark.parametrize("seed", range(6))
def test_the_listener_index_matches_a_recount_after_every_action(seed: int) -> None:
    state = GAME.new_match(2 + seed % 2, seed, {}, hook_decks())
    rng = GameRng(seed)
    seen: set[str] = set()
    steps = 0
    while not state.is_over() and steps < 3000:
        seat = state.current_players()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
        want = brute_force(state)
        for key in set(want) | set(state._on if state._kids is not None else ()):
            assert list(state._listeners(key)) == want.get(key, []), (key, steps)
        seen |= set(want)
        steps += 1
    assert len(seen) >= 8  # the games really had listeners of many kinds in play
