"""Shield refits: extra shield points for the card a refit sits on.

Primary rules, "Equipment Cards"; Shield Refit: "Ships are limited to a maximum of 3 additional"
(UnitRules._shields), and "Shield refits may not be applied to Mechad ships" (their EMF is their
shields: PlayRules._play_targets). A card's refit points are compiled once (``CardInfo.add_sh``,
from its entries at "@shields").
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import _Int, req


@kind("add_shields", "static", "refits: extra shield points (never on Mechad EMF)", shields=req(_Int(1)), ship_limit=_Int(1))
class AddShields(Kind):
    moments = ("@shields",)
    listens_in_play = False  # read from the cards on a unit (UnitRules._shields)

    def at_shields(self, e: Mapping[str, Any]) -> int:
        """The shield points this refit adds to the card it sits on."""
        return int(e["shields"])
