"""A public position builder and inspector for Galactic Empires tests (pure Python, no Django).

Tests set up a position (cards in play at a location, damage, engaged state, hands, deck order,
turn and phase, points in the pool) and read what the rules compute (strength, shields, points
produced, who may fire at what) through this one module, instead of reaching into the engine's
private state. It is the ONE place outside the engine that touches GEState's fields and private
helpers, so a reorganisation of the engine (issue 15) changes this file, not hundreds of tests.

    pos = Position.new([stacked([...]), stacked([...])])      # stacked decks, seed 1
    ship = pos.put(0, "s5-some-cruiser")                      # into seat 0's fleet, engaged
    crew = pos.put(0, "c3-some-officer", on=ship)             # on a unit (or a terrain)
    pos.damage(ship, shields=1, structure=2).phase("fire").points(energy=3)
    assert pos.strength(ship) == 5 and pos.can_fire_at(ship, "phaser", target)

Set-up methods return the Position (so they chain), except `put`, which returns the card id.
Every set-up method leaves the engine's derived caches (legal actions, the card-stack index)
invalidated, so the next question asked of the state sees the change; after editing a state by
hand, call `changed()`. `Position(state)` wraps an existing state (it holds no other data).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core import DeckCard
from .engine import GEState, new_state

ORDER = ("alloc", "play_a", "fire", "play_b", "discard", "draw")
"""The phases of a turn, in order (v2.1 turn sequence as the engine names them)."""


class Position:
    """A Galactic Empires state with a fluent set-up API and read helpers. `state` is the match."""

    def __init__(self, state: GEState) -> None:
        self.state = state

    @classmethod
    def new(cls, decks: Sequence[Sequence[DeckCard]], *, seed: int = 1, stacked: bool = True,
            **options: Any) -> Position:
        """A new match, one deck per seat. With `stacked` (the default) each deck is drawn in the
        order given, first card on top ("Stack Your Deck"), so a test knows the opening hands."""
        options.setdefault("stack_your_deck", stacked)
        return cls(new_state(len(decks), seed, options, decks))

    # ---- finding cards ---------------------------------------------------------------------

    def card_id(self, name: str | int, where: Iterable[int] | None = None) -> int:
        """The first card instance in `where` (default: every card) whose key or identity is
        `name`; an int is taken as a card id already."""
        if isinstance(name, int):
            return name
        s = self.state
        for c in range(len(s.inst)) if where is None else where:
            info = s.ci[c]
            if info.key == name or info.card.get("identity") == name:
                return c
        raise LookupError(f"no card {name!r} there")

    def deck_of(self, seat: int) -> list[int]:
        """The draw pile a seat draws from (the shared deck in the Basic Game), top card last."""
        return self.state.deck[self.state._dk(seat)]

    def discard_of(self, seat: int) -> list[int]:
        """The discard pile a seat's cards go to (the shared one in the Basic Game), top card last."""
        return self.state.discard[self.state._dk(seat)]

    def _take(self, seat: int, name: str | int) -> int:
        """Take one of the seat's cards out of its hand, deck or discard pile (not in play)."""
        s = self.state
        for pile in (s.hand[seat], self.deck_of(seat), self.discard_of(seat)):
            if isinstance(name, int):
                if name not in pile:
                    continue
                c = name
            else:
                try:
                    c = self.card_id(name, pile)
                except LookupError:
                    continue
            pile.remove(c)
            return c
        raise LookupError(f"{name!r} is not in seat {seat}'s hand, deck or discard pile")

    # ---- set-up ------------------------------------------------------------------------------

    def changed(self) -> Position:
        """Forget what the engine derived from the position (legal actions, card stacks) after a
        hand edit of the state."""
        self.state._cache = None
        self.state._kids = None
        return self

    def put(self, seat: int, name: str | int, on: int | None = None, *, engaged: bool = True) -> int:
        """Put one of the seat's cards (from its hand, deck or discard pile) straight into play,
        as if played on an earlier turn, and return its id. `on` is the card it sits on (a unit,
        a terrain, a card of a stack); None puts it in the seat's fleet (or on its own, for a
        terrain or a field). Engaged (and supplied) unless `engaged=False`."""
        c = self._take(seat, name)
        s = self.state._enter(seat, c, on)
        s["pt"] = 0
        s["e"] = s["sup"] = engaged
        self.changed()
        return c

    def remove(self, c: int) -> Position:
        """Discard a card in play with everything on it (crew, equipment, monsters)."""
        self.state._remove(c)
        return self.changed()

    def engage(self, c: int, engaged: bool = True) -> Position:
        s = self.state.ip[c]
        s["e"] = s["sup"] = engaged
        return self.changed()

    def damage(self, c: int, shields: int | None = None, structure: int | None = None,
               research: int | None = None) -> Position:
        """Set the damage markers on a card in play (shield, structural, research damage)."""
        s = self.state.ip[c]
        for key, value in (("sd", shields), ("hd", structure), ("rd", research)):
            if value is not None:
                s[key] = value
        return self.changed()

    def allocate(self, c: int, engage: bool = True) -> Position:
        """Mark a card in play to engage (or not) at the end of the Allocation Phase; the points
        produced count only engaging cards."""
        self.state.ip[c]["w"] = engage
        return self.changed()

    def hq_damage(self, seat: int, damage: int) -> Position:
        """Set the damage on a seat's Sector HQ (or Psy Network)."""
        self.state.hq[seat] = damage
        return self.changed()

    def command_limit(self, seat: int, limit: int) -> Position:
        """Set a seat's command limit (units it may have in its fleet)."""
        self.state.cmd[seat] = limit
        return self.changed()

    def control(self, c: int, seat: int) -> Position:
        """Give control of a card in play to a seat (its owner is unchanged)."""
        self.state.ip[c]["c"] = seat
        return self.changed()

    def hand(self, seat: int, names: Iterable[str | int]) -> Position:
        """Make the seat's hand exactly these cards (taken from its deck or discard pile; cards
        leaving the hand go on top of its deck)."""
        s = self.state
        wanted = []
        for name in names:
            wanted.append(self._take(seat, name))
        self.deck_of(seat).extend(reversed(s.hand[seat]))
        s.hand[seat][:] = wanted
        return self.changed()

    def deck_order(self, seat: int, names: Iterable[str | int]) -> Position:
        """Put these cards (from the seat's hand, deck or discard pile) on top of its deck, the
        first named on top."""
        taken = [self._take(seat, name) for name in names]
        self.deck_of(seat).extend(reversed(taken))
        return self.changed()

    def discard(self, seat: int, names: Iterable[str | int]) -> Position:
        """Put these cards on the seat's discard pile, the last named on top."""
        taken = [self._take(seat, name) for name in names]
        self.discard_of(seat).extend(taken)
        return self.changed()

    def reserve(self, seat: int, names: Iterable[str | int]) -> Position:
        """Put these cards (from the seat's hand, deck or discard pile) into its reserve."""
        taken = [self._take(seat, name) for name in names]
        self.state.reserve[seat].extend(taken)
        return self.changed()

    def draw(self, seat: int, count: int = 1) -> Position:
        """The seat draws cards from its deck, by the rules (the Basic Game reshuffles)."""
        for _ in range(count):
            self.state._draw(seat)
        return self.changed()

    def turn(self, active: int | None = None, phase: str | None = None, *, number: int | None = None,
             plays: int | None = None) -> Position:
        """Set the active seat, the phase, the turn number and the cards played this turn.
        (This edits the state; it does not run the phase changes between.)"""
        s = self.state
        if active is not None:
            s.active = active
        if phase is not None:
            if phase not in ORDER:
                raise ValueError(f"unknown phase {phase!r}; one of {', '.join(ORDER)}")
            s.phase = phase
        if number is not None:
            s.turn = number
        if plays is not None:
            s.plays = plays
        return self.changed()

    def phase(self, phase: str) -> Position:
        return self.turn(phase=phase)

    def points(self, **kinds: int) -> Position:
        """Set points in the active player's pool (energy, supply, economy, research...)."""
        self.state.pool.update(kinds)
        return self.changed()

    def veteran(self, turns: int = 5) -> Position:
        """Every seat has played at least `turns` turns (lifts the first turns' limits)."""
        self.state.pturns = [max(turns, t) for t in self.state.pturns]
        return self.changed()

    def refresh(self, veteran: bool = True) -> Position:
        """Recompute the active player's allocation after placing cards: each unit (and psy,
        field, equipment) will engage if it needs no points, and the pool holds what the fleet produces."""
        s = self.state
        if veteran:
            self.veteran()
        p = s.active
        for c in s._units(p):
            s.ip[c]["w"] = not s._needs(c)
            if s.ci[c].mechad:
                s.ip[c]["emf"] = 0
        for c, rec in s.ip.items():
            if rec["c"] == p and s.ci[c].t in "PF":
                rec["w"] = not s._needs(c)  # psys and fields engage by allocation too
            elif rec["c"] == p and s.ci[c].t == "E" and rec["loc"] is not None:
                rec["w"] = not s._needs(c)  # equipment on a card too (faq-042, faq-043)
        s.pool = s._produced(p)
        return self.changed()

    # ---- events a test makes happen directly -------------------------------------------------

    def destroy(self, c: int, by: int) -> Position:
        """Destroy a card in play as if seat `by` did it (destruction effects run). A unit's
        player may have choices first (Demigod Diversion, Escape Pod): they are left pending."""
        self.state._destroy(c, by)
        return self.changed()

    def deal_damage(self, c: int, amount: int, kind: str, by: int, *, volley: bool = False) -> Position:
        """Score damage on a card in play, by the rules (shields first; `kind` "weapons" or
        "card"; `volley` for weapons fire)."""
        self.state._damage(c, amount, kind, by, volley=volley)
        return self.changed()

    def hit_hq(self, seat: int, amount: int, by: int) -> Position:
        """Damage a seat's Sector HQ (or Psy Network)."""
        self.state._hit_hq(seat, amount, by)
        return self.changed()

    def check_monster(self, m: int) -> Position:
        """Let the rules check a monster (defeated by its damage or research?)."""
        self.state._check_monster(m)
        return self.changed()

    def emf(self, seat: int, c: int) -> Position:
        """A Mechad unit's EMF charge (the "emf" action's effect, outside the action list)."""
        self.state._do_emf(seat, {"card": c})
        return self.changed()

    # ---- inspection ----------------------------------------------------------------------------

    def in_play(self, c: int) -> Mapping[str, Any] | None:
        """The in-play record of a card, or None when it is not in play."""
        return self.state.ip.get(c)

    def damage_of(self, c: int) -> tuple[int, int]:
        """(shield damage, structural damage) on a card in play."""
        s = self.state.ip[c]
        return s["sd"], s["hd"]

    def children(self, c: int) -> list[int]:
        """The cards sitting on a card."""
        return list(self.state._children(c))

    def strength(self, c: int) -> int:
        return self.state._strength(c)

    def shields(self, c: int) -> int:
        return self.state._shields(c)

    def phasers(self, c: int) -> int:
        return self.state._phasers(c)

    def heavy(self, c: int) -> int:
        """Heavy weapons, with those equipment adds."""
        return self.state._heavy(c)

    def remaining(self, c: int) -> int:
        """Damage a card can still take before it is destroyed."""
        return self.state._remaining(c)

    def needs(self, c: int) -> dict[str, int]:
        """Points the card needs to engage."""
        return self.state._needs(c)

    def produced(self, seat: int, extra_engaged: int | None = None) -> dict[str, int]:
        """Points the seat's fleet generates this allocation."""
        return self.state._produced(seat, extra_engaged)

    def status(self, c: int) -> dict[str, Any]:
        """Flags the cards on a card put on it (no fire, no shields, ...)."""
        return self.state._status(c)

    def units(self, seat: int) -> list[int]:
        return self.state._units(seat)

    def ships(self, seat: int) -> list[int]:
        return self.state._ships(seat)

    def command_used(self, seat: int, extra: int | None = None) -> int:
        return self.state._command_used(seat, extra)

    def firers(self, seat: int) -> list[int]:
        """The seat's cards that can fire now."""
        return self.state._firers(seat)

    def can_fire_at(self, unit: int, weapon: str, target: int) -> bool:
        """Whether `unit` may put one point of `weapon` ("phaser" or "heavy") damage on `target`
        (a card id, or -1-seat for a Sector HQ)."""
        return self.state._can_fire_at(unit, weapon, target)

    def fire_profile(self, unit: int) -> tuple[bool, int | None, bool]:
        """What hostile monsters on a unit allow: (phasers usable, forced target, -)."""
        return self.state._fire_profile(unit)

    def target_ok(self, seat: int, target: int) -> bool:
        """Whether the seat may choose `target` for a volley."""
        return self.state._target_ok(seat, target)

    def network_guards(self, seat: int) -> list[int]:
        """Cards protecting the seat's Psy Network."""
        return self.state._network_guards(seat)

    def suspended(self, monster: int) -> bool:
        """Whether a hostile monster's effects are suspended."""
        return self.state._suspended(monster)

    def function_strength(self, psy: int, field: int) -> int:
        """A psy's strength for using the functions of a field."""
        return self.state._fn_strength(psy, field)
