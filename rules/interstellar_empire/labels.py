"""Action labels for an Interstellar Empire table in the game's words, read from the seat's view
(issue 16: "play Labour Unrest on the bot's Cruiser", never "ship 0")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import distinct_labels, seat_possessive


# What the others read of a seat's action (Game.public_verbs): the kind of move, never a hidden card.
PUBLIC_VERBS = {
    "reveal": "reveals a card", "done": "is done", "build": "builds", "pay": "pays with a card", "play": "plays a card",
    "explore": "explores", "tap": "taps a ship", "keep": "keeps a card", "war": "declares war", "commit": "commits a ship",
    "discard": "discards a card", "refuse": "refuses", "resistance": "offers resistance", "pass": "passes",
    "concede": "concedes defeat",
}
# Actions a person confirms before they are sent (Game.confirm_actions): conceding ends the game for them.
CONFIRM_ACTIONS = {
    "concede": "Concede defeat? Your hand is shown and discarded, your ships discarded and your planets go to "
               "the player with the most planets.",
}

def words(key: Any) -> str:
    return str(key or "").replace("-", " ").title()


def _ship(view: Mapping[str, Any], seat: Any, index: Any) -> str:
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats):
        fleet = seats[seat].get("fleet") or []
        if isinstance(index, int) and 0 <= index < len(fleet):
            return words(fleet[index].get("card"))
    return f"ship {index}"


def label(state: Any, view: Mapping[str, Any], action: Mapping[str, Any], viewer: int | None,
          names: Mapping[int, str]) -> str:
    t = action.get("type")
    if "ship" in action:
        whose = action.get("target", action.get("player"))
        target = f"{seat_possessive(whose, viewer, names)} {_ship(view, whose, action.get('ship'))}"
        verb = "play" if t == "play" else str(t).replace("_", " ")
        card = f" {words(action['card'])}" if action.get("card") else ""
        return f"{verb}{card} on {target}"
    if t == "play" and "target" in action:
        return f"play {words(action.get('card'))} on {seat_possessive(action['target'], viewer, names)} empire"
    text = state.describe(action)
    prefix = f"Seat {action.get('player')}: "
    return text[len(prefix):] if text.startswith(prefix) else text


def action_labels(self: Any, state: Any, actions: Sequence[Mapping[str, Any]], viewer: int | None,
                  names: Mapping[int, str] | None = None) -> list[str]:
    view = state.view(viewer)
    return distinct_labels([label(state, view, a, viewer, names or {}) for a in actions])
