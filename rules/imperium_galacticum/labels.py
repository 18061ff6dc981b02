"""Action labels for an Imperium Galacticum table in the game's words, read from the seat's view
(issue 16: "put production into Industrial complex on Terra", never "player=0, type=produce")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import distinct_labels, seat_possessive
from .cards import HOMEWORLDS


# What the others read of a seat's action (Game.public_verbs): the kind of move, never a hidden project.
PUBLIC_VERBS = {
    "homeworld": "chooses a homeworld", "explore": "explores", "pass": "passes", "research": "starts research",
    "start": "starts a project", "done": "ends the phase", "end_turn": "ends the turn",
    "produce": "puts production into a project", "dismantle": "dismantles a structure", "move": "moves a ship",
    "attack": "attacks",
}

def words(key: Any) -> str:
    return str(key or "").replace("-", " ").capitalize()


def _cell(view: Mapping[str, Any], cell: Any) -> Mapping[str, Any]:
    return next((c for c in view.get("cells") or [] if c.get("cell") == cell), {})


def _cell_name(view: Mapping[str, Any], cell: Any) -> str:
    c = _cell(view, cell)
    if c.get("title"):
        return str(c["title"])
    if "row" in c:
        return f"the space card in row {c['row'] + 1}, column {c['col'] + 1}"
    return f"card {cell}"


def _node_name(view: Mapping[str, Any], node: Any) -> str:
    n = next((x for x in view.get("nodes") or [] if x.get("node") == node), None)
    if n is None:
        return f"place {node}"
    return f"{'the orbit of' if n.get('orbit') else 'the space at'} {_cell_name(view, n.get('cell'))}"


def _unit(view: Mapping[str, Any], unit: Any) -> str:
    ship = next((s for s in view.get("ships") or [] if s.get("unit") == unit), None)
    if ship is not None:
        return f"{words(ship.get('ship'))} at {_node_name(view, ship.get('node'))}"
    for c in view.get("cells") or []:
        for s in c.get("structures") or []:
            if s.get("unit") == unit:
                return f"{words(s.get('structure'))} on {c.get('title')}"
    return f"unit {unit}"


PHASE_PASS = {"explore": "explore nothing this turn", "research": "research nothing now"}


def label(view: Mapping[str, Any], action: Mapping[str, Any], viewer: int | None, names: Mapping[int, str]) -> str:
    t = action.get("type")
    mine = seat_possessive(action.get("player"), viewer, names)
    if t == "homeworld":
        # "Each player picks a homeworld. You can choose between Humans and Atrayids."
        home = next((h for h in HOMEWORLDS if h[0] == action.get("homeworld")), None)
        return f"pick {home[1]} ({home[2]}) as your homeworld" if home else f"pick the homeworld {words(action.get('homeworld'))}"
    if t == "explore":
        return f"explore {_cell_name(view, action.get('cell'))}"
    if t == "research":
        return f"research {words(action.get('project'))}"
    if t == "start":
        return f"start building {words(action.get('project'))} on {_cell_name(view, action.get('planet'))}"
    if t == "produce":
        projects = _cell(view, action.get("planet")).get("projects") or []
        i = action.get("project")
        what = projects[i] if isinstance(i, int) and 0 <= i < len(projects) else {}
        name = words(what.get("project")) if what.get("project") else f"project {i}"
        return f"put production into {name} on {_cell_name(view, action.get('planet'))} ({what.get('counters', 0)} so far)"
    if t == "move":
        return f"move {mine} {_unit(view, action.get('unit'))} to {_node_name(view, action.get('to'))}"
    if t == "attack":
        return f"attack {_unit(view, action.get('target'))} with {mine} {_unit(view, action.get('unit'))}"
    if t == "dismantle":
        return f"dismantle {mine} {_unit(view, action.get('unit'))}"
    if t == "pass":
        return f"pass ({PHASE_PASS.get(str(view.get('phase')), 'do nothing more')})"
    if t == "done":
        return f"done with {words(view.get('phase')).lower()}"
    if t == "end_turn":
        return "end your turn"
    extra = ", ".join(f"{k} {v}" for k, v in action.items() if k not in ("player", "type"))
    return f"{words(t).lower()} {extra}".strip()


def action_labels(self: Any, state: Any, actions: Sequence[Mapping[str, Any]], viewer: int | None,
                  names: Mapping[int, str] | None = None) -> list[str]:
    view = state.view(viewer)
    return distinct_labels([label(view, a, viewer, names or {}) for a in actions])
