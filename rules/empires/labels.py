"""Action labels for an Empires table in the game's words, read from the seat's view (issue 16:
"sacrifice your 4 of Diamonds (resource)", never "sacrifice zone resource, index 0")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import distinct_labels, seat_possessive

RANKS = {"a": "Ace", "j": "Jack", "q": "Queen", "k": "King"}
ZONES = {"resource": "resources", "defender": "defenders", "soldier": "soldiers"}


# What the others read of a seat's action (Game.public_verbs): the kind of move, never a hidden card.
PUBLIC_VERBS = {
    "lives": "chooses how many lives to start with", "resource": "puts out a resource", "summon": "brings out a card",
    "cast": "casts a spell", "counter": "counters with a spell", "tap": "taps resources", "sacrifice": "sacrifices a card",
    "return": "returns a soldier to the hand", "attack": "attacks", "block": "blocks with a defender",
    "target": "chooses a target", "destroy": "chooses what is destroyed", "recall": "recalls the soldiers",
    "pass": "passes", "done": "goes on", "concede": "concedes the match",
}

def card_words(key: Any) -> str:
    """ "5-of-hearts" -> "5 of Hearts", "j-of-clubs" -> "Jack of Clubs"."""
    text = str(key or "")
    if "-of-" not in text:
        return text.replace("-", " ")
    rank, suit = text.split("-of-", 1)
    return f"{RANKS.get(rank, rank.upper() if len(rank) == 1 else rank)} of {suit.capitalize()}"


def _zone_card(view: Mapping[str, Any], seat: Any, zone: Any, index: Any) -> str:
    seats = view.get("seats") or []
    if not isinstance(seat, int) or not 0 <= seat < len(seats):
        return f"{zone} {index}"
    items = seats[seat].get(ZONES.get(str(zone), str(zone))) or []
    if isinstance(index, int) and 0 <= index < len(items):
        item = items[index]
        return card_words(item.get("card") if isinstance(item, Mapping) else item)
    return f"{zone} {index}"


def label(view: Mapping[str, Any], action: Mapping[str, Any], viewer: int | None, names: Mapping[int, str]) -> str:
    t = action.get("type")
    me = action.get("player")
    mine = seat_possessive(me, viewer, names)
    card = card_words(action.get("card"))
    if t == "lives":
        return f"start with {action.get('count')} lives"
    if t == "resource":
        return f"play {card} as a resource"
    if t == "summon":
        return f"summon {card} as a soldier"
    if t == "cast":
        return f"cast {card}"
    if t == "counter":
        return f"counter with {card}"
    if t == "tap":
        return f"tap resources worth {action.get('value')}"
    if t == "sacrifice":
        return f"sacrifice {mine} {_zone_card(view, me, action.get('zone'), action.get('index'))} ({action.get('zone')})"
    if t == "return":
        return f"return {mine} soldier {_zone_card(view, me, 'soldier', action.get('soldier'))} to your hand"
    if t == "attack":
        return f"attack with {mine} {_zone_card(view, me, 'soldier', action.get('soldier'))}"
    if t == "block":
        return f"block with {mine} defender {_zone_card(view, me, 'defender', action.get('defender'))}"
    if t == "target":
        whose = action.get("target")
        if action.get("zone") is None:
            return f"attack {seat_possessive(whose, viewer, names)} lives"
        return f"target {seat_possessive(whose, viewer, names)} {_zone_card(view, whose, action.get('zone'), action.get('index'))} ({action.get('zone')})"
    if t == "destroy":
        whose = (view.get("pending") or {}).get("target", me)
        return f"destroy {seat_possessive(whose, viewer, names)} {_zone_card(view, whose, action.get('zone'), action.get('index'))} ({action.get('zone')})"
    if t == "recall":
        return "recall your soldiers"
    if t == "pass":
        return "pass"
    if t == "done":
        return "done: go on"
    if t == "concede":
        return "concede the match"
    extra = ", ".join(f"{k} {v}" for k, v in action.items() if k not in ("player", "type"))
    return f"{str(t).replace('_', ' ')} {extra}".strip()


def action_labels(self: Any, state: Any, actions: Sequence[Mapping[str, Any]], viewer: int | None,
                  names: Mapping[int, str] | None = None) -> list[str]:
    view = state.view(viewer)
    return distinct_labels([label(view, a, viewer, names or {}) for a in actions])
