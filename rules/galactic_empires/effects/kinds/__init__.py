"""The effect kinds of the registry (effects/registry.py), one class each, by family.

Importing this package registers them: ``actions`` (what a card does), ``flow`` (choices inside an
action list), ``sections`` (triggers, abilities, reactions, replacements).
"""
from . import actions, agendas, cards, flow, play, reactions, sections, shields, statics, wards  # noqa: F401 - registers the kinds
