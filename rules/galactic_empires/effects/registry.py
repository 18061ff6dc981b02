"""The registry of effect kinds: each kind of effect in one place, as Forge has one class per ``ApiType``.

A kind is a class in ``effects/kinds/`` declared with ``@kind(name, section, doc, **params)``: the
declaration (its section and typed parameters, checked at load by ``schema.entry_error``) and its
behaviour live together. Rule modules never test a kind's name: they ask the registry.

What a kind may define (each optional; the engine compiles a card's entries under the moments its
kinds take part in, ``CardInfo.at``, so a rule consults only the cards that have something to say):

- ``run(g, ctx, e) -> bool``: an *action* (section ``on_play``, and inside every ``do`` list):
  do it; return False when it stopped for a player's choice (the runner resumes after it). Every
  action also takes ``if`` (a condition): the runner skips it when the condition does not hold.
- ``moments``: names of rule moments (``engine/script.py`` ``MOMENTS``) the kind takes part in;
  for each moment ``m`` the kind defines a method ``at_<m>`` with the moment's signature.
- ``check(e) -> str | None``: what the loader must refuse beyond the parameters' types (a form
  the engine does not read), naming the field.
- ``compile(e) -> Any``: the entry precompiled once per card (``CardInfo.at`` holds it).
- ``listens_in_play``: whether cards with this kind are indexed while in play (default True).

The moments of a card's play and resolution (effects/kinds/cards.py, reactions.py, wards.py):
``@play_targets`` (the ways to play it), ``@played`` (what it does as it is played, instead of
entering play), ``@resolved`` (what it does once it is in play and no player reacted),
``@reacted`` (a reaction card resolving), ``@attached`` (a card landing on another),
``@operations`` (a function operated once a turn, listed and then done), ``@fleet_turn`` (a fleet
card at its fleet's turn start).

A kind whose behaviour is still written in the rule modules (the verbs of the first vocabulary,
declared in ``schema.py``) has no class here yet; ``registered()`` lists the kinds that do.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from . import schema
from .lang import CONDITION

# name -> the kind's behaviour object (the declaration is schema.VERBS[name]).
KINDS: dict[str, "Kind"] = {}


class Kind:
    """The behaviour of one effect kind (see the module docstring)."""

    name: str = ""
    moments: tuple[str, ...] = ()
    # Card parameters picked only when an earlier one's picks found a card: param -> that earlier
    # param (engine/script.py _pick_cards: "where it goes" is no question when nothing goes).
    picks_after: Mapping[str, str] = {}
    # Bookkeeping the engine keeps only in matches whose cards use the kind (e.g. "@repairs_kept").
    needs: tuple[str, ...] = ()
    listens_in_play: bool = True
    action: bool = False

    def check(self, e: Mapping[str, Any]) -> str | None:
        return None

    def compile(self, e: Mapping[str, Any]) -> Any:
        return e

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:  # pragma: no cover
        raise NotImplementedError(f"{self.name} is not an action")

    def in_program(self, e: Mapping[str, Any]) -> bool:
        """Whether this entry is run by the action runner (a legacy form of a verb is not)."""
        return self.action

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        """The keys this entry is compiled under in ``CardInfo.at`` (the moments or events at which
        the engine asks it): by default its moments."""
        return self.moments

    def listen(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        """The keys under which a card with this entry is indexed while in play (and the
        match-wide hooks it adds): its keys, if the kind acts from play."""
        return self.keys(e) if self.listens_in_play else ()

    def programs(self, e: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
        """The action lists this entry holds: (suffix, actions), e.g. ("", e["do"])."""
        do = e.get("do")
        return (("", do),) if isinstance(do, (list, tuple)) else ()

    @property
    def verb(self) -> schema.Verb:
        return schema.VERBS[self.name]


class Action(Kind):
    """An action: done in order with the others of its list; may stop for a choice."""

    action = True
    listens_in_play = False


def kind(name: str, section: str, doc: str, /, *, one_of: tuple[tuple[str, ...], ...] = (), repeatable: bool = False,
         named: str = "", **params: Any) -> Callable[[type[Kind]], type[Kind]]:
    """Declare an effect kind and register its behaviour class (see the module docstring)."""

    def register(cls: type[Kind]) -> type[Kind]:
        impl = cls()
        impl.name = name
        check = impl.check if type(impl).check is not Kind.check else None
        if impl.action and "if" not in params:
            params["if"] = schema.Param(CONDITION, "only if this holds (else the action is skipped)")
        schema.verb(name, section, doc, one_of=one_of, repeatable=repeatable or impl.action, named=named,
                    check=check, **params)
        for m in impl.moments:
            if not callable(getattr(impl, f"at_{m.lstrip('@')}", None)):
                raise TypeError(f"kind {name!r} takes part in moment {m!r} but defines no at_{m}")
        KINDS[name] = impl
        schema.VOCABULARY = schema.VOCABULARY | {name}  # implemented by definition
        return cls

    return register


def moments() -> frozenset[str]:
    """Every moment a kind of the registry takes part in (the engine asks the cards' entries there)."""
    return frozenset(m for k in KINDS.values() for m in k.moments)


def registered() -> frozenset[str]:
    """The kinds whose behaviour lives in the registry."""
    return frozenset(KINDS)


def behaviour(name: str) -> Kind | None:
    return KINDS.get(name)
