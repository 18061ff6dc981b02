"""The Galactic Empires rules engine: set-up, the seven-phase player turn, fleets, fire, the Sector HQ.

One class, GEState, made of rule modules named after the rulebook's sections (see each module's
docstring). Source: the Primary Edition rulebook (1994; cited as "Primary rules, <section>"), with
the Universe Edition rulebook v2.1 (cited "v2.1, <section>") where the 1994 text is silent or
inconsistent. Pure Python: cards are plain dicts (cardbase/data/galactic-empires/cards.json).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import DeckCard, State
from .. import effects as _effects
from .state import StateCore
from .zones import ZoneRules
from .units import UnitRules
from .turn import TurnRules
from .economy import EconomyRules
from .play import PlayRules
from .resolve import ResolveRules
from .abilities import AbilityRules
from .combat import CombatRules
from .damage import DamageRules
from .stack import StackRules
from .psy import PsyRules
from .empires import EmpireRules
from .view import ViewRules
from .actions import ActionRules
from .script import ScriptRules
from .modifiers import ModifierRules
from .installations import InstallationRules
from .ancients import AncientRules
from .agendas import AgendaRules
from .headquarters import HeadquarterRules
from .movement import ShipMovementRules
from .timeorigin import TimeOriginRules
from .hooks import check_handlers as _check_handlers
from .cardinfo import CardInfo, card_info, _fx_in, _main_empire, _INFO_CACHE  # noqa: F401
from .common import (  # noqa: F401 - the engine's public names, as before the split
    COST_KINDS, END_GAME_SCORE, HAND_SIZE, HQ_HIT_POINTS, IMPLEMENTED, PLAY_PHASES, PLAYS_PER_TURN,
    POINT_KINDS, SHIP_TYPES, UNIT_TYPES,
)
from .common import (  # noqa: F401 - private names some callers use
    _EQUIP_LETTERS,
    _NONE,
    _NO_CARDS,
    _NO_STATUS,
    _OPTION_DEFAULTS,
    _PSY_WEAPONS,
    _RESTRICT_KEYS,
    _WEAPONS,
    _amount,
    _copy_plain,
    _jsonable,
    _merge_status,
    _printed,
    _terrain_output,
)


class GEState(
    StateCore,
    ZoneRules,
    UnitRules,
    TurnRules,
    EconomyRules,
    PlayRules,
    ResolveRules,
    AbilityRules,
    CombatRules,
    DamageRules,
    StackRules,
    PsyRules,
    EmpireRules,
    ViewRules,
    ActionRules,
    ScriptRules,
    ModifierRules,
    InstallationRules,
    AncientRules,
    AgendaRules,
    HeadquarterRules,
    ShipMovementRules,
    TimeOriginRules,
    State,
):
    """One Galactic Empires match. Card instances are ints indexing `info`; zones are lists."""

    # The MCTS bot's budget at "normal" (rules.bots.LEVELS scales it: easy 16, hard 256): the
    # bookkeeping policy (botpolicy.py) plays the moves that need no search, so a search looks at
    # card plays, targets, engagement and reactions only (bench/bots.py --ge measures it).
    mcts_iterations = 64


# Every rule method copied onto GEState itself: the mixins keep the code by rulebook area, and a
# method look-up stops at the first class of the MRO instead of walking 16 bases (the engine runs
# hundreds of thousands of look-ups a second in bot search).
for _rules in GEState.__bases__[:-1]:  # in MRO order, so the first definition wins as before
    for _name, _value in vars(_rules).items():
        if not _name.startswith("__") and _name not in GEState.__dict__:
            setattr(GEState, _name, _value)


_check_handlers(GEState)


def new_state(
    players: int,
    seed: int,
    options: Mapping[str, Any] | None,
    decks: Sequence[Sequence[DeckCard]],
) -> GEState:
    """A new match; `decks` holds one deck per seat (Basic Game: the first is the shared deck)."""
    if not 2 <= players <= 6:
        raise ValueError("Galactic Empires is for 2 to 6 players")
    return GEState.new(players, seed, options or {}, decks)


# The card scripts may use exactly the verbs implemented here: a script with any other verb fails
# at start-up, naming the card and the field.
_effects.register_implementation(IMPLEMENTED)
_effects.check_implemented()
