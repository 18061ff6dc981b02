"""The contract every game engine honours: games, states, actions and events as plain data.

Pure Python (no Django): the web apps store and serve what an engine decides. Modelled on
OpenSpiel and boardgame.io. A match is (options, seed, actions); replaying the actions on a
fresh state rebuilds it exactly, because all randomness comes from the state's own GameRng.
"""
from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

Action = dict[str, Any]
"""A move, as plain JSON-able data. Always carries "player" (the seat index acting) and "type"."""

Event = dict[str, Any]
"""Something that happened, as plain JSON-able data, for logs and animations."""


class FixedAction(dict):  # type: ignore[type-arg]
    """An action an engine builds once and lists again and again (issue 19: Spark of War's deploy
    hexes, Imperium Galacticum's moves), instead of a new dict per listing.

    To every reader it is a plain dict (JSON, ==, `dict(a)`, `{**a}`); changing it in place raises
    TypeError, so a caller cannot alter an object the engine lists again. Change a copy instead.
    """

    __slots__ = ()

    def _read_only(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a listed action is read-only: change a copy (dict(action))")

    # each replaces a dict method that changes the dict with one that refuses
    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle build a new one from a plain dict
        return (FixedAction, (dict(self),))


class IllegalAction(ValueError):
    """Raised by State.apply for an action that is not legal now; the state is left unchanged."""

    def __init__(self, message: str, action: Action | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action = action


class UnknownGame(KeyError):
    """No game is registered under that slug."""


# --------------------------------------------------------------------------------------------
# Randomness
# --------------------------------------------------------------------------------------------


def derive_seed(*parts: object) -> int:
    """A stable 63-bit seed from any printable parts (Python's hash() is salted per process)."""
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class GameRng:
    """The one source of randomness a state owns: seeded, copyable and serialisable."""

    __slots__ = ("_random",)

    def __init__(self, seed: int | str = 0) -> None:
        self._random = random.Random(derive_seed(seed) if isinstance(seed, str) else seed)

    def randint(self, low: int, high: int) -> int:
        return self._random.randint(low, high)

    def roll(self, sides: int = 6) -> int:
        return self._random.randint(1, sides)

    def random(self) -> float:
        return self._random.random()

    def choice(self, items: Sequence[Any]) -> Any:
        return self._random.choice(items)

    def shuffle(self, items: list[Any]) -> None:
        self._random.shuffle(items)

    def sample(self, items: Sequence[Any], k: int) -> list[Any]:
        return self._random.sample(items, k)

    def copy(self) -> GameRng:
        clone = GameRng.__new__(GameRng)
        # Not random.Random(): its __init__ seeds the generator (from the OS) only for setstate to overwrite
        # it, which was most of the cost of copying a state for bot search (issue 19).
        clone._random = random.Random.__new__(random.Random)
        clone._random.setstate(self._random.getstate())
        return clone

    def to_json(self) -> list[Any]:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> GameRng:
        rng = cls.__new__(cls)
        rng._random = random.Random()
        rng._random.setstate((data[0], tuple(data[1]), data[2]))
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameRng) and self._random.getstate() == other._random.getstate()


# --------------------------------------------------------------------------------------------
# Cards and decks
# --------------------------------------------------------------------------------------------

FIELD_KINDS = ("int", "str", "bool", "str_list", "choice")


@dataclass(frozen=True)
class Field:
    """One typed attribute of a game's cards (a column of its card schema)."""

    name: str
    kind: str = "str"
    label: str = ""
    choices: tuple[str, ...] = ()
    required: bool = False
    help: str = ""

    def check(self, value: Any) -> str | None:
        """An error message for a bad value, or None. None/absent is fine unless required."""
        if value is None:
            return f"{self.name}: required" if self.required else None
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                return f"{self.name}: expected a whole number, got {value!r}"
        elif self.kind == "bool":
            if not isinstance(value, bool):
                return f"{self.name}: expected true or false, got {value!r}"
        elif self.kind == "str":
            if not isinstance(value, str):
                return f"{self.name}: expected text, got {value!r}"
        elif self.kind == "str_list":
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                return f"{self.name}: expected a list of text, got {value!r}"
        elif self.kind == "choice":
            if value not in self.choices:
                return f"{self.name}: {value!r} is not one of {', '.join(self.choices)}"
        return None


@dataclass(frozen=True)
class CardSchema:
    """The typed attributes a game's cards carry, beyond the shared type/strength/title/text."""

    fields: tuple[Field, ...] = ()

    def field(self, name: str) -> Field | None:
        for f in self.fields:
            if f.name == name:
                return f
        return None

    def validate(self, attributes: Mapping[str, Any]) -> list[str]:
        """Every problem with a card's attributes: unknown names and badly typed values."""
        known = {f.name: f for f in self.fields}
        errors = [f"{name}: not an attribute of this game's cards" for name in attributes if name not in known]
        for f in self.fields:
            problem = f.check(attributes.get(f.name))
            if problem:
                errors.append(problem)
        return errors


@dataclass
class DeckCard:
    """One line of a deck as the rules see it: a card (plain data) and how many, in which zone."""

    card: Mapping[str, Any]
    count: int
    zone: str = "deck"


@dataclass
class Violation:
    rule: str
    message: str
    cards: list[str] = field(default_factory=list)


@dataclass
class Report:
    """What a deck format says about a deck: every broken rule, warnings and the deck's figures."""

    format: str
    players: int
    violations: list[Violation] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    main_empire: str | None = None

    @property
    def legal(self) -> bool:
        return not self.violations

    def to_dict(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "format": self.format,
            "players": self.players,
            "main_empire": self.main_empire,
            "violations": [asdict(v) for v in self.violations],
            "warnings": list(self.warnings),
            "stats": self.stats,
        }


DeckCheck = Callable[[Sequence[DeckCard], Mapping[str, Any]], Report]


@dataclass(frozen=True)
class Format:
    """A deck format: a pure function from (deck, options) to a Report."""

    slug: str
    name: str
    check: DeckCheck
    description: str = ""


@dataclass(frozen=True)
class DeckFileKind:
    """A deck-file format a game reads and writes (Game.deck_file_kinds)."""

    slug: str
    label: str
    extension: str
    media_type: str = "text/plain"


@dataclass(frozen=True)
class Option:
    """A match option or variant an engine accepts (shown on the match set-up page)."""

    name: str
    kind: str = "bool"  # bool | int | choice | text (free text, e.g. a map as JSON, up to 20,000 characters)
    default: Any = False
    label: str = ""
    choices: tuple[Any, ...] = ()
    help: str = ""
    # The value a match saved before this option existed plays with (None: the default). A match
    # is replayed from its options, seed and decks, so an option added later must not change it.
    saved_before: Any = None


@dataclass(frozen=True)
class CardImporter:
    """A converter from a published card list (one file format) to the project's card data.

    `convert(path, **extras)` returns the data document {"game", "edition", "source", "cards"}
    and raises ValueError naming the line and field of a bad row. `extras` names the optional
    extra input files it reads, each given on the command line as `--<name> PATH`.
    """

    slug: str
    description: str
    convert: Callable[..., dict[str, Any]]
    extras: tuple[tuple[str, str], ...] = ()  # (name, help)


# --------------------------------------------------------------------------------------------
# Games and states
# --------------------------------------------------------------------------------------------


class State(ABC):
    """One match in progress. Mutated only through apply(); copied cheaply for bot search."""

    @abstractmethod
    def current_players(self) -> list[int]:
        """Seats that may act now (several when a choice is pending for another player)."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """Every legal action of that seat now, and only those (empty when it may not act)."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (its "player" key names the seat) or raise IllegalAction."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """None while running; then {"winners": [seats], "draw": bool, "reason": str, ...}."""

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What that seat may see (None: a spectator's public view). Nothing else leaves the server."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...

    def clone(self) -> State:
        """A deep, independent copy (engines override with something faster)."""
        return type(self).from_json(self.to_json())

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> State: ...

    # Optional hooks for the shared bots (rules/bots.py). -------------------------------------

    # The MCTS bot's default budget in this game: iterations per move (rules.bots.MCTSBot, the
    # site's bot and bench/bots.py all use it), and random moves played after a leaf before the
    # heuristic scores it. A game overrides them with what its seeded matches against the greedy
    # bot support; a move must stay well under a second.
    mcts_iterations = 2000
    mcts_rollout_depth = 2

    def determinize(self, player: int, rng: GameRng) -> State:
        """A full state consistent with `player`'s view, the hidden cards sampled with `rng`.

        Information-set MCTS searches such samples instead of the true state, so a bot never
        peeks. Games without hidden information may return a clone.
        """
        return self.clone()

    def bot_policy(self, player: int) -> Action | None:
        """A bookkeeping move the bots make for `player` without searching (one of its legal
        actions, read from what that seat may see), or None when the choice is worth a search.
        Games without such a policy return None."""
        return None

    def bot_actions(self, player: int) -> list[Action]:
        """The legal actions a searching bot considers for `player` (greedy and MCTS; the random bot
        takes any legal action): a game may leave out moves no sensible player makes, as a bot's
        habit, never a rule. Never empty while `player` has a legal action. Default: all of them."""
        return self.legal_actions(player)

    def heuristic(self, player: int) -> float:
        """How good the position looks for `player`, roughly in [0, 1] (greedy bot, MCTS cut-off)."""
        result = self.result()
        if result is None:
            return 0.5
        if result.get("draw"):
            return 0.5
        return 1.0 if player in result.get("winners", []) else 0.0

    # The action types that decline or end a step, in the order a clock that ran out prefers them
    # (play's clocks: "pass the phase" for an absent player). A game overrides pass_action when
    # its vocabulary differs.
    pass_types: tuple[str, ...] = ("pass", "done", "next", "end_turn", "end")

    def pass_action(self, player: int) -> Action | None:
        """The legal action by which `player` passes now (declines a choice, ends a step or the
        phase), or None when every legal action commits to something."""
        legal = self.legal_actions(player)
        for kind in self.pass_types:
            for action in legal:
                if action.get("type") == kind:
                    return action
        return None

    def describe(self, action: Action) -> str:
        """The action in plain words for the log."""
        return ", ".join(f"{k}={v}" for k, v in action.items())


def distinct_labels(labels: Sequence[str]) -> list[str]:
    """Labels made distinct: the second and later of equal labels gain "(copy 2)", "(copy 3)"..."""
    counts: dict[str, int] = {}
    for text in labels:
        counts[text] = counts.get(text, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for text in labels:
        seen[text] = seen.get(text, 0) + 1
        out.append(f"{text} (copy {seen[text]})" if counts[text] > 1 and seen[text] > 1 else text)
    return out


def seat_possessive(seat: Any, viewer: int | None, names: Mapping[int, str] | None) -> str:
    """ "your" for the viewer's seat, else "<name>'s" ("the greedy bot's", "seat 2's")."""
    if viewer is not None and seat == viewer:
        return "your"
    name = (names or {}).get(seat) if isinstance(seat, int) else None
    return f"{name}'s" if name else f"seat {seat}'s"


class Game(ABC):
    """A registered game: its metadata, card schema, deck formats, options and engine."""

    slug: str = ""
    name: str = ""
    publisher: str = ""
    years: str = ""
    summary: str = ""
    rulebooks: tuple[str, ...] = ()
    min_players: int = 2
    max_players: int = 2
    uses_decks: bool = False
    card_schema: CardSchema = CardSchema()
    formats: Mapping[str, Format] = {}
    options: tuple[Option, ...] = ()
    card_importers: Mapping[str, CardImporter] = {}  # file format slug -> converter (importcards)
    card_sets: Mapping[str, str] = {}  # set code -> set name, for display
    card_types: Mapping[str, str] = {}  # type code -> type name, for display
    # Deck files this game reads and writes (kind -> how it is offered); see read_deck/write_deck.
    deck_file_kinds: Mapping[str, DeckFileKind] = {}
    # Zones a deck list has: "deck", and for some games "reserve" (set aside before play) and
    # "reference" (travels with the list, never stocked: a Sector HQ).
    deck_zones: tuple[str, ...] = ("deck",)

    @property
    def players_text(self) -> str:
        """How many play it, in words: "2 players", "2-6 players" (issue 27: never "2-2 players")."""
        if self.min_players == self.max_players:
            return f"{self.min_players} player{'s' if self.min_players != 1 else ''}"
        return f"{self.min_players}-{self.max_players} players"

    @property
    def has_engine(self) -> bool:
        return type(self).new_match is not Game.new_match

    # Deck files and deck analysis. The defaults (rules/deckfile_generic.py, rules/deck_analysis.py)
    # serve any game: plain text ("3 Title") and the project's JSON; type and strength figures.
    # A game with a file format of its own (Galactic Empires: LackeyCCG .dek) overrides them.

    def read_deck(self, data: str | bytes, cards: Iterable[Mapping[str, Any]]) -> Any:
        """A deck file resolved against `cards`: a DeckList (entries, name, empire, players, kind,
        unknown(), deck_cards()). Unknown lines are kept with suggestions; raises ValueError for
        unreadable input."""
        from .deckfile_generic import read_deck

        return read_deck(data, cards)

    def write_deck(self, deck: Any, kind: str, cards: Iterable[Mapping[str, Any]] | None = None) -> str:
        """A DeckList written as one of `file_kinds()` (ValueError for another kind); `cards`,
        the game's cards, lets a text file name a card by its bare title where that is unique."""
        from .deckfile_generic import write_deck

        return write_deck(deck, kind, game_slug=self.slug, cards=cards)

    def file_kinds(self) -> Mapping[str, DeckFileKind]:
        """The deck-file kinds offered for import and export."""
        from .deckfile_generic import KINDS

        return self.deck_file_kinds or KINDS

    def analyse_deck(self, deck: Sequence[DeckCard], report: Report | None = None) -> dict[str, Any]:
        """Figures for a deck builder's analysis panel (plain data; see rules/deck_analysis.py)."""
        from .deck_analysis import analyse

        return analyse(self, deck, report)

    # True when every action may be named in full to everyone (action_labels with viewer None
    # then gives the public log line); False: others read only the kind of action.
    public_labels: bool = False

    def bot_deck(self, seat: int, players: int, options: Mapping[str, Any] | None = None) -> list[DeckCard] | None:
        """A ready deck for a bot at `seat` when the people bring their own (None: the game has
        none, and the bot must be given one)."""
        return None

    def action_labels(
        self, state: State, actions: Sequence[Action], viewer: int | None, names: Mapping[int, str] | None = None
    ) -> list[str]:
        """Button labels for `viewer`'s legal actions, in the game's words, no two alike; `names`
        gives seats' display names ("the greedy bot"). Default: the engine's describe()."""
        out = []
        for action in actions:
            text = state.describe(action)
            prefix = f"Seat {action.get('player')}: "
            out.append(text[len(prefix):] if text.startswith(prefix) else text)
        return distinct_labels(out)

    def card_note(self, card: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> dict[str, str] | None:
        """What a card does in a match with these options when that is not all of its text (an
        engine that models only part of its cards): None, or {"kind", "label", "text"} for the
        table's and set-up page's markers. Default: every card is played in full."""
        return None

    # Errata (issue 29): the sets of published corrections a deck or match may choose (slug ->
    # label) and the default; empty for a game with no errata data. A deck's choice follows it
    # into a match as the match option "errata".
    errata_sets: Mapping[str, str] = {}
    default_errata_set: str = ""

    def apply_errata(self, card: Mapping[str, Any], errata_set: str | None) -> Mapping[str, Any]:
        """The card as an errata set has it (validation, the PDF, the engine). Default: as it is."""
        return card

    def card_errata(self, card: Mapping[str, Any]) -> dict[str, Any] | None:
        """What the card page and API show of a card's errata: as printed beside as corrected,
        the sources, where they disagree. None: no erratum names the card."""
        return None

    def rulings_version(self) -> str:
        """Changes when the errata or rulings data changes (the card API's ETag). Default: none."""
        return ""

    def card_rulings(self, card: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The published rulings (FAQ, Q&A entries) that name the card, for its page and API
        record: [{"source", "topic", "question"?, "answer"/"text", "anchor"}]. Default: none."""
        return []

    def format_options(self, format_slug: str) -> dict[str, Any]:
        """Match options a deck format implies (Galactic Empires: a Sealed deck plays with the
        Sealed Deck option): the set-up page's defaults for that format, and what a match in it
        gets for every option the players leave unsaid."""
        return {}

    # What everyone else reads of a seat's action in a game whose labels are not public
    # (public_labels False): the kind of thing it did in the game's words, never which hidden
    # card. A game fills it with its own verbs ("ends the phase", "pays"); the log line reads
    # "<seat's name>: <words>" (issue 27: not "Seat 1: done").
    public_verbs: Mapping[str, str] = {}

    # Actions a person confirms before sending, set apart from the others on the table (a
    # concession): action type -> the question asked.
    confirm_actions: Mapping[str, str] = {}

    def public_label(self, state: State, action: Action) -> str:
        """The words everyone may read for `action` (see public_verbs)."""
        kind = str(action.get("type", "acts"))
        return self.public_verbs.get(kind) or kind.replace("_", " ")

    def action_note(
        self, before: State, after: State, action: Action, events: Sequence[Any], names: Mapping[int, str] | None = None
    ) -> str:
        """The numbers behind an applied action (damage dealt, points spent...) for the log; ""."""
        return ""

    def new_match(
        self,
        players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        decks: Sequence[Sequence[DeckCard]] | None = None,
    ) -> State:
        raise NotImplementedError(f"{self.name} has no rules engine yet")

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        raise NotImplementedError(f"{self.name} has no rules engine yet")

    def check_player_count(self, players: int) -> None:
        """ValueError unless `players` is within the game's range (engines call it in new_match)."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name} is for {self.min_players} to {self.max_players} players, not {players}")

    def replay(
        self,
        players: int,
        seed: int,
        actions: Iterable[Action],
        options: Mapping[str, Any] | None = None,
        decks: Sequence[Sequence[DeckCard]] | None = None,
    ) -> State:
        """Rebuild a match from its seed and action log."""
        state = self.new_match(players, seed, options, decks)
        for action in actions:
            state.apply(action)
        return state

    def option_values(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with defaults filled in; unknown names or bad values raise ValueError."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(f"unknown option(s) for {self.name}: {', '.join(unknown)}")
        values: dict[str, Any] = {}
        for name, option in known.items():
            value = given.get(name, option.default)
            if option.kind == "bool" and not isinstance(value, bool):
                raise ValueError(f"option {name}: expected true or false")
            if option.kind == "int" and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"option {name}: expected a whole number")
            if option.kind == "text" and (not isinstance(value, str) or len(value) > 20_000):
                raise ValueError(f"option {name}: expected text of at most 20,000 characters")
            if option.kind == "choice" and value not in option.choices:
                raise ValueError(f"option {name}: {value!r} is not one of {option.choices}")
            values[name] = value
        return values

    def __repr__(self) -> str:
        return f"<Game {self.slug}>"
