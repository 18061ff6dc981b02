"""Hook tables: the moments of the rules at which a card's script acts, compiled once per card.

A *hook* is a script verb (or a trait its script implies, such as "insane") that the rules consult
while the card is in play. `EVENTS` says at which moments of the rules each hook is consulted, in
the order they are consulted; `CardInfo.hooks` (compiled once per card, shared by every clone) lists
a card's hooks and the events it listens for. A state keeps ONE listener index, key (hook or event)
-> the cards in play listening, in play order, rebuilt lazily with the stack index after any card
enters, leaves or moves (`ZoneRules._children`); and a match keeps the set of hooks its cards have
(`GEState.fxin`), so the rules for hooks no card of the match has cost nothing.

This replaces the earlier per-verb gating sets (which verbs were gated, which were indexed, which
cards were scanned as "few", which had extra targets, which were operated) and the dozen lists the
stack index kept by hand: adding a hook is one line here, not a new list in four places.

Dispatch: events with handlers (`HANDLERS`) are run by `GEState._dispatch(event, p)`, card by card
in play order and, for each card, hook by hook in `EVENTS` order; each handler is a rule method
named in the table, so the hook table and the rule code stay greppable from each other.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

# event -> the hooks consulted at that moment, in the order the rules consult them.
EVENTS: dict[str, tuple[str, ...]] = {
    # v2.1 "RECORD KEEPING STEP" (start of its player's turn).
    "record_keeping": ("modifies_shield_regen",),
    # Primary rules, "2 - Engagement Phase": effects on a unit as it engages.
    "engagement": ("engage_damage", "time_thief"),
    # Allocation: points to prevent or to detect (Creature from the Black Hole, Dark Dragoness),
    # terrain points engaged units draw on (Surface Dragoness).
    "allocation": ("engage_damage", "dark", "surface"),
    # Card play: limits and wards on what may be played, plays that cost no card play.
    "play": ("modifies_play_strength", "krebiz"),
    # Fire: who may fire at what (police terrain; shelters, Political Clout: effects/kinds/fire.py).
    "fire": ("police",),
    # A volley's damage: fleet-wide reductions, bonus damage.
    # (A unit's part of a volley is kept where a card multiplies the damage at its location.)
    "volley": ("fleet_volley_reduction", "modifies_volley_damage"),
    # A card's costs and generation (drains).
    "costs": ("drain",),
    # Primary rules, "7 - Draw Cards Phase".
    "draw_phase": ("extra_draw", "limits_draws"),
    # Primary rules, "6 - Discard Phase": cards that may not be discarded voluntarily.
    "discard_phase": ("insane",),
    # GErulesv21 "PSY RULES": psy beings, fields and the cards that take part in them.
    "psy": ("psy_rules",),
    # A unit's weapons (System Mechad).
    "strength": ("modifies_phasers",),
    # Card types with rule modules of their own (engine/installations.py, ancients.py, agendas.py,
    # headquarters.py); installations' control and accomplished agendas are settled after every
    # action (StateCore._after_action).
    "card_types": ("installation", "ancient", "agenda_cards", "headquarters"),
    # Sector HQ protection: cards that take a stack out of play (Time Warp, Time Skip).
    "protection": ("removes_from_play",),
    # v2.1 "TIME GATES RULES", "TIME ORIGIN": cards with a time strength (engine/timeorigin.py).
    "time_origin": ("time_origin",),
}

# Hooks that are not verbs of the script but traits it implies.
DERIVED: dict[str, Callable[[Any], bool]] = {
    "psy_rules": lambda i: i.psyx,  # (a trait, not the verb psy: psys, fields and what acts on them)
    "insane": lambda i: bool(i.status and "insane" in i.status),
    "dark": lambda i: i.dark > 0,
    "krebiz": lambda i: i.krebiz is not None,  # Krebiz capsules and cruisers (combining, separating)
    # "modify" entries that reach beyond the card and its location (effects/schema.py STATS).
    "modifies_phasers": lambda i: "phasers" in i.gmods,  # System Mechad System
    "modifies_shield_regen": lambda i: "shield_regen" in i.gmods,  # Planet Krebizar
    "modifies_volley_damage": lambda i: i.volley_add is not None,  # Sirens
    "modifies_play_strength": lambda i: i.play_max is not None,  # Time Fiend
    # A reaction ending the Draw Cards Phase (Cessation of Time): its window opens as the phase starts.
    "limits_draws": lambda i: "@limits_draws" in i.at,  # effects/kinds/reactions.py "limit"
    # Card types with rules of their own (v2.1 "TYPES OF CARDS").
    "installation": lambda i: i.t == "I",
    "ancient": lambda i: i.ancient,
    "agenda_cards": lambda i: i.t == "G",
    "headquarters": lambda i: i.t == "Q",
    "removes_from_play": lambda i: bool(i.status and i.status.get("out_of_play")),
    "time_origin": lambda i: bool(i.tst),  # a time strength (CardInfo.tst)
}

# (event, hook) -> the rule method that runs it when the event is dispatched.
HANDLERS: dict[tuple[str, str], str] = {
    ("engagement", "engage_damage"): "_engage_damage",
    ("engagement", "time_thief"): "_engage_time_thief",
}

HOOKS: frozenset[str] = frozenset(h for hooks in EVENTS.values() for h in hooks)
_VERBS = HOOKS - DERIVED.keys()
_ORDER = {h: n for n, h in enumerate(dict.fromkeys(h for hooks in EVENTS.values() for h in hooks))}


def compile_hooks(info: Any) -> tuple[tuple[str, ...], frozenset[str]]:
    """A card's hooks (in table order) and the events it listens for, from its compiled script."""
    hooks = [h for h in _VERBS if h in info.fx]
    hooks.extend(h for h, has in DERIVED.items() if has(info))
    hooks.sort(key=_ORDER.__getitem__)
    events = frozenset(e for e, hs in EVENTS.items() if not set(hs).isdisjoint(hooks))
    return tuple(hooks), events


def handlers_for(hooks: tuple[str, ...], events: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """event -> the handler methods a card runs when that event is dispatched (in hook order)."""
    out: dict[str, tuple[str, ...]] = {}
    for e in EVENTS:
        if e in events:
            names = tuple(HANDLERS[e, h] for h in hooks if (e, h) in HANDLERS)
            if names:
                out[e] = names
    return out


def check_handlers(owner: type) -> None:
    """Every handler the table names exists on the state class (a typo fails at import)."""
    missing = [name for name in HANDLERS.values() if not callable(getattr(owner, name, None))]
    if missing:
        raise ImportError(f"hook handlers missing on {owner.__name__}: {', '.join(sorted(missing))}")
    unknown = [f"{e}/{h}" for e, h in HANDLERS if h not in EVENTS.get(e, ())]
    if unknown:
        raise ImportError(f"handlers for hooks not in their event: {', '.join(sorted(unknown))}")
