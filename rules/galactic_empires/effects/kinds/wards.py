"""Wards: no card with one of these title words (or of type X, "type:X") may be played at the
ward's location (Doctor: "No illness or injury cards may be played at his location"), and, unless
``clear = false``, such cards already there are discarded as the ward arrives ("causes any illness
or injury cards at his location to be discarded").

The rules index the wards in play at "@wards" (ZoneRules._children: location -> words, read by
PlayRules._unwarded); a card played on a card asks "@attached" as it lands (ResolveRules).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..registry import Kind, kind
from ..schema import BOOL, WORDS, Param, req


@kind("ward", "static", "no card with one of these title words (or type:X) may be played at its location",
      titles=req(WORDS), clear=Param(BOOL, "false: cards already there stay"))
class Ward(Kind):
    moments = ("@attached",)

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@attached", "@wards")

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@wards",)

    def words(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple(e["titles"])

    def at_attached(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None) -> None:
        """Doctor: "causes any illness or injury cards at his location to be discarded"; never the ward
        itself (Tranquility, an ability card: "Discards all other ability cards")."""
        if on is None or not e.get("clear", True):
            return
        ip = g.ip
        ci = g.ci
        titles = e["titles"]
        at = {on} | {k for k in g._children(on)}
        for k, sk in list(ip.items()):
            if k in ip and k != c and sk["loc"] in at and any(w in ci[k].title.lower() or w == "type:" + ci[k].t for w in titles):
                g._remove(k)
