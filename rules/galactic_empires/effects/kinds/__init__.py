"""The effect kinds of the registry (effects/registry.py), one class each, by family.

Importing this package registers them: ``actions`` (what a card does), ``flow`` (choices inside an
action list), ``sections`` (triggers, abilities, reactions, replacements), ``fire`` (weapons fire and
damage), ``functions`` (operated functions of the first vocabulary), ``lasting`` (negation, the
well's cards), ``monsters``, ``cards`` (cards played with rules of their own), ``reactions``,
``shields``, ``wards``.
"""
from . import (  # noqa: F401 - registers the kinds
    actions, agendas, cards, fire, flow, functions, lasting, monsters, play, reactions, sections, shields, statics,
    timeorigin, wards,
)
