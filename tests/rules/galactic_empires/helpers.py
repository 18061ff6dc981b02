"""Building Galactic Empires scenarios from real card data with stacked decks."""
from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from rules import get
from rules.core import DeckCard
from rules.galactic_empires import decks
from rules.galactic_empires.cards import title_classes
from rules.galactic_empires.engine import GEState
from rules.galactic_empires.position import Position

GAME = get("galactic-empires")


def card(name: str, **attributes: Any) -> dict[str, Any]:
    """A card by key or identity; keyword arguments replace printed attributes (substitutes)."""
    found = decks.by_key().get(name) or decks.by_identity().get(name)
    assert found is not None, name
    if attributes:
        found = copy.deepcopy(found)
        for k, v in attributes.items():
            if v is None:
                found["attributes"].pop(k, None)
            else:
                found["attributes"][k] = v
    return found


FILLER = "c5-leopan-raiding-captain"  # an unmodelled crew card nobody plays in scenarios


def stacked(cards: Iterable[Mapping[str, Any] | str], size: int = 30) -> list[DeckCard]:
    """A deck in draw order (first card on top) padded with filler cards."""
    lines = [DeckCard(c if isinstance(c, Mapping) else card(c), 1) for c in cards]
    while len(lines) < size:
        lines.append(DeckCard(card(FILLER), 1))
    return lines


def new_game(deck_lists: list[list[DeckCard]], **options: Any) -> GEState:
    options.setdefault("stack_your_deck", True)
    return GAME.new_match(len(deck_lists), 1, options, deck_lists)


def find(state: GEState, where: Iterable[int], name: str) -> int:
    """The first card instance in `where` whose key or identity is `name`."""
    for c in where:
        info = state.ci[c]
        if info.key == name or info.card.get("identity") == name:
            return c
    raise AssertionError(f"{name} not found")


def act(state: GEState, type_: str, **params: Any) -> list[dict]:
    seat = state.current_players()[0]
    action = {"player": seat, "type": type_, **params}
    assert action in state.legal_actions(seat), (action, state.legal_actions(seat))
    return state.apply(action)


def skip_to(state: GEState, phase: str) -> None:
    """Pass ("done"/"next") until the active player reaches `phase`."""
    order = ["alloc", "play_a", "fire", "play_b", "discard", "draw"]
    while state.phase != phase:
        assert order.index(state.phase) < order.index(phase)
        act(state, "done" if state.phase == "alloc" else "next")


def destroy_by_volley(state: GEState, ids: Mapping[str, int], target: str, gun: str = "g") -> None:
    """The unit `gun` fires three phasers at `target` in the Weapons Fire Phase; reactions passed."""
    skip_to(state, "fire")
    act(state, "target", on=ids[target])
    for _ in range(3):
        act(state, "fire", card=ids[gun], weapon="phaser")
    act(state, "resolve")
    while state.pending and state.pending[-1].get("k") == "react":
        act(state, "pass")


def end_turn(state: GEState, draws: int | None = None) -> None:
    """Finish the active player's turn, drawing `draws` cards (default: as many as allowed)."""
    skip_to(state, "draw")
    if draws is None:
        draws = state.draws_left
    for _ in range(draws):
        act(state, "draw")
    act(state, "end")


def mk(code: str, title: str, **attributes: Any) -> dict[str, Any]:
    """A synthetic card (for rule tests that need exact numbers): code like "S4" or "R/C3"."""
    reaction = code.startswith("R/")
    bare = code[2:] if reaction else code
    type_, strength = bare[0], int(bare[1:] or 0)
    attrs = {"code": code, "reaction": reaction, "empire_class": "generic" if type_ == "S" else "none"}
    classes = title_classes(type_, title)  # what the import records from a title ("Capsule", "Mine")
    if classes:
        attrs["properties"] = sorted(classes)
    attrs.update(attributes)
    key = f"{bare.lower()}-{title.lower().replace(' ', '-')}"
    return {
        "key": key, "identity": f"{bare}|{title.lower()}", "type": type_, "strength": strength,
        "title": title, "attributes": attrs, "printings": [],
    }


def place(state: GEState, seat: int, name: str, on: int | None = None, engaged: bool = True) -> int:
    """Take a card of `seat` from its hand or deck straight into play (played on an earlier turn)."""
    pos = Position(state)
    for pile in (state.hand[seat], pos.deck_of(seat)):
        for c in pile:
            info = state.ci[c]
            if info.key == name or info.card.get("identity") == name:
                return pos.put(seat, c, on, engaged=engaged)
    raise AssertionError(f"{name} not in seat {seat}'s hand or deck")


def refresh(state: GEState, veteran: bool = True) -> None:
    """Recompute the active player's allocation after placing cards; skip turn 1/2 limits."""
    Position(state).refresh(veteran)
