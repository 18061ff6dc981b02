"""Action labels for a Spark of War table in the game's words, read from the seat's view (issue
16: "deploy next to Ring Planet Alpha (to its NE)", never "deploy it at (-5, 0)")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import distinct_labels

# Flat-topped hexes, clockwise from N (galaxy.AXIAL).
AXIAL = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")


# What the others read of a seat's action (Game.public_verbs): the kind of move, never a hidden card.
PUBLIC_VERBS = {
    "deploy_ship": "deploys a ship", "deploy_hex": "places the ship", "deploy_rotation": "turns the ship",
    "rotate_target": "chooses a card to turn", "set_rotation": "turns the card", "salvage_card": "salvages a card",
    "done": "is done", "salvage_strike": "makes a salvage strike", "destroy_ship": "destroys a ship",
}

def _at(view: Mapping[str, Any], q: Any, r: Any) -> Mapping[str, Any] | None:
    return next((c for c in view.get("board") or [] if list(c.get("hex") or ()) == [q, r]), None)


def _near(view: Mapping[str, Any], q: Any, r: Any) -> str:
    """A hex named by a card next to it: "next to Ring Planet Alpha (to its NE)"."""
    if not isinstance(q, int) or not isinstance(r, int):
        return f"at ({q}, {r})"
    for d, (dq, dr) in enumerate(AXIAL):
        card = _at(view, q - dq, r - dr)
        if card is not None:
            return f"next to {card.get('title')} (to its {DIRECTIONS[d]}) at ({q}, {r})"
    return f"at ({q}, {r})"


def _card(view: Mapping[str, Any], q: Any, r: Any) -> str:
    card = _at(view, q, r)
    return f"{card.get('title')} at ({q}, {r})" if card else f"the card at ({q}, {r})"


def _hand_title(view: Mapping[str, Any], player: Any, card: Any) -> str:
    seats = view.get("seats") or []
    if isinstance(player, int) and 0 <= player < len(seats):
        for c in seats[player].get("hand") or []:
            if c.get("id") == card:
                return str(c.get("title"))
    return f"ship {card}"


def label(view: Mapping[str, Any], action: Mapping[str, Any], viewer: int | None, names: Mapping[int, str]) -> str:
    t = action.get("type")
    q, r = action.get("q"), action.get("r")
    if t == "deploy_ship":
        return f"deploy your {_hand_title(view, action.get('player'), action.get('card'))}"
    if t == "deploy_hex":
        return f"place it {_near(view, q, r)}"
    if t in ("deploy_rotation", "set_rotation"):
        rot = action.get("rotation")
        return f"face it {DIRECTIONS[rot]}" if isinstance(rot, int) and 0 <= rot < 6 else f"turn it {rot}"
    if t == "rotate_target":
        return f"turn the {_card(view, q, r)}"
    if t == "destroy_ship":
        return f"destroy the {_card(view, q, r)}"
    if t == "salvage_card":
        return f"salvage your {_hand_title(view, action.get('player'), action.get('card'))} from hand"
    if t == "salvage_strike":
        return f"spend 2 salvaged ships: 1 damage to the {_card(view, q, r)}"
    if t == "done":
        return "resolve damage and conquer"
    extra = ", ".join(f"{k} {v}" for k, v in action.items() if k not in ("player", "type"))
    return f"{str(t).replace('_', ' ')} {extra}".strip()


def action_labels(self: Any, state: Any, actions: Sequence[Mapping[str, Any]], viewer: int | None,
                  names: Mapping[int, str] | None = None) -> list[str]:
    view = state.view(viewer)
    return distinct_labels([label(view, a, viewer, names or {}) for a in actions])
