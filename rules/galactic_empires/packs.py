"""Galactic Empires products (boosters, starters, boxes) and opening them with a seed.

The product definitions are the LackeyCCG plugin's `packdefinitions*.xml` (copied into
cardbase/data/galactic-empires/packs/, credited in cardbase/data/SOURCES.md), read with defusedxml.
A product has one or more `<chance>` alternatives, picked by their `<prob>` weights (equal weights
when none is given); each alternative lists `<kind>` slots: a quantity of cards drawn from the
rows of LackeyCCG's card list (source/lackey-carddata.txt.gz) matching every criterion of the slot
and the product's `<packcommoncrit>` (`IS`, `CONTAINS`, `DOESNTCONTAIN` on a column: Name, Set,
Rarity, Empire...). A starter's fixed cards are slots of one named card. Without `<packdoubles>`
a pack holds no card twice (LackeyCCG's meaning); with it, slots draw with replacement.

An opening is reproducible: the same product, card list and seed give the same cards, and its
log (`Opening.to_json`) records the seed, the alternative drawn and every slot's cards.
"""
from __future__ import annotations

import csv
import gzip
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import defusedxml.ElementTree as SafeET

from ..core import derive_seed
from .cards import SET_NAMES, rarity_name
from .decks import DATA_DIR

PACK_DIR = DATA_DIR / "packs"
LACKEY_CARDS = DATA_DIR / "source" / "lackey-carddata.txt.gz"
EVALS = ("IS", "CONTAINS", "DOESNTCONTAIN")
BOOSTER_KINDS = ("Booster Pack", "Promo Booster")
STARTER_KINDS = ("Starter",)


@dataclass(frozen=True, slots=True)
class Criterion:
    field: str
    eval: str
    data: str

    def matches(self, row: Mapping[str, str]) -> bool:
        value = (row.get(self.field) or "").strip()
        if self.eval == "IS":
            return value.lower() == self.data.lower()
        if self.eval == "CONTAINS":
            return self.data.lower() in value.lower()
        return self.data.lower() not in value.lower()  # DOESNTCONTAIN

    def describe(self) -> str:
        word = {"IS": "is", "CONTAINS": "contains", "DOESNTCONTAIN": "does not contain"}[self.eval]
        return f"{self.field} {word} {self.data}"


_RARITY_LETTER_WORDS = {"C": "common", "U": "uncommon", "R": "rare", "V": "very rare", "E": "entity"}
_TERM = re.compile(r"(\w+) (is|contains|does not contain) (.+)")


def _rarity_words(word: str, data: str) -> str:
    if word == "is" or (word == "contains" and data[:1] in _RARITY_LETTER_WORDS and len(data) > 1):
        named = rarity_name(data)
        return named[:1].lower() + named[1:]
    if data in _RARITY_LETTER_WORDS:
        return _RARITY_LETTER_WORDS[data] if word == "contains" else f"not {_RARITY_LETTER_WORDS[data]}"
    return f"rarity group {data}" if word == "contains" else f"not rarity group {data}"


def slot_words(criteria: str) -> str:
    """A pack slot's criteria as openings record them (Slot.describe(): "Rarity contains 0 and
    Rarity does not contain R") in a player's words ("Rarity group 0, not rare"), for the pool page
    (issue 27: the rules were shown verbatim)."""
    parts = []
    for term in criteria.split(" and "):
        match = _TERM.fullmatch(term.strip())
        if match is None:
            parts.append(term.strip())
            continue
        field, word, data = match.groups()
        if field == "Rarity":
            parts.append(_rarity_words(word, data))
        elif field == "Set" and word == "is":
            parts.append(f"from {SET_NAMES.get(data, data)}")
        elif field == "Name" and word == "is":
            parts.append(f"the card {data}")
        elif field == "ST" and word == "is":
            parts.append(f"strength {data}")
        else:
            parts.append(term.strip().lower())
    text = ", ".join(part for part in parts if part) or "any card"
    return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Slot:
    qty: int
    criteria: tuple[Criterion, ...]

    def describe(self) -> str:
        return " and ".join(c.describe() for c in self.criteria) or "any card"

    @property
    def rarity(self) -> str | None:
        """The rarity this slot draws when it names exactly one (`Rarity IS R`), for the odds."""
        named = [c.data for c in self.criteria if c.field == "Rarity" and c.eval == "IS"]
        return named[0] if len(named) == 1 else None


@dataclass(frozen=True, slots=True)
class Alternative:
    weight: float
    slots: tuple[Slot, ...]

    @property
    def size(self) -> int:
        return sum(slot.qty for slot in self.slots)


@dataclass(frozen=True, slots=True)
class Product:
    key: str  # a slug of the title, stable: "5-time-gates"
    title: str  # "5) Time Gates"
    kind: str  # Booster Pack | Starter | Booster Box | Promo Booster | Promo Box
    price: str
    image: str
    doubles: bool
    common: tuple[Criterion, ...]
    alternatives: tuple[Alternative, ...]
    source: str  # the definitions file it came from

    @property
    def size(self) -> int:
        """Cards in one opening (the largest alternative; they are equal for every booster)."""
        return max((alt.size for alt in self.alternatives), default=0)

    @property
    def is_booster(self) -> bool:
        return self.kind in BOOSTER_KINDS

    @property
    def is_starter(self) -> bool:
        # packdefinitions8.xml holds the plugin author's "Eric's Storage Bin" lists (every card
        # of some types, for his own collection), marked Starter but never sold: not starters.
        return self.kind in STARTER_KINDS and not self.title.startswith("Eric's Storage Bin")

    @property
    def booster_weight(self) -> float:
        """GEtournament.txt, "SEALED DECK TOURNAMENT RULES": "6-card booster packs counting as
        1/2 of a booster pack each" (the recommended 4 boosters are 10-card packs or larger)."""
        return 0.5 if self.size <= 6 else 1.0

    def expected_rarities(self) -> dict[str, float]:
        """Cards of each rarity one opening gives on average, from the stated odds (slots that
        name one rarity only)."""
        total = sum(alt.weight for alt in self.alternatives)
        found: dict[str, float] = {}
        for alt in self.alternatives:
            for slot in alt.slots:
                rarity = slot.rarity
                if rarity is not None:
                    found[rarity] = found.get(rarity, 0.0) + slot.qty * alt.weight / total
        return found

    def summary(self) -> dict[str, Any]:
        return {"key": self.key, "title": self.title, "kind": self.kind, "price": self.price, "size": self.size}


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


_BARE_AMPERSAND = re.compile(r"&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)")


def parse_definitions(text: str, source: str = "") -> list[Product]:
    """Products from one packdefinitions XML document. LackeyCCG writes card names with a bare
    "&" ("E4 Command & Control Center (AT)"), which is not XML: it is escaped before parsing."""
    root = SafeET.fromstring(_BARE_AMPERSAND.sub("&amp;", text))
    products = []
    for pack in root.iter("pack"):
        title = (pack.findtext("packtitle") or "").strip()
        if not title:
            raise ValueError(f"{source}: a <pack> without a <packtitle>")
        common = tuple(_criteria(pack.findall("packcommoncrit"), f"{source}: {title}"))
        alternatives = []
        for chance in pack.findall("chance"):
            prob = chance.findtext("prob")
            weight = float(prob) if prob not in (None, "") else 1.0
            slots = []
            for kind in chance.findall("kind"):
                qty = int((kind.findtext("qty") or "0").strip())
                if qty <= 0:
                    raise ValueError(f"{source}: {title}: a slot of {qty} cards")
                slots.append(Slot(qty, tuple(_criteria(kind.findall("crit"), f"{source}: {title}"))))
            alternatives.append(Alternative(weight, tuple(slots)))
        products.append(
            Product(
                key=_slug(title),
                title=title,
                kind=(pack.findtext("packkind") or "").strip(),
                price=(pack.findtext("packformat") or "").strip(),
                image=(pack.findtext("packimage") or "").strip(),
                doubles=(pack.findtext("packdoubles") or "").strip().lower() == "yes",
                common=common,
                alternatives=tuple(alternatives),
                source=source,
            )
        )
    return products


def _criteria(elements: Iterable[Any], where: str) -> Iterable[Criterion]:
    for element in elements:
        name = (element.findtext("field") or "").strip()
        how = (element.findtext("eval") or "").strip()
        data = (element.findtext("data") or "").strip()
        if how not in EVALS:
            raise ValueError(f"{where}: unknown criterion {how!r} (one of {', '.join(EVALS)})")
        yield Criterion(name, how, data)


@lru_cache(maxsize=1)
def products() -> dict[str, Product]:
    """Every product of the shipped definitions, by key, in file order."""
    found: dict[str, Product] = {}
    for path in sorted(PACK_DIR.glob("packdefinitions*.xml"), key=lambda p: int(re.sub(r"\D", "", p.stem) or 0)):
        for product in parse_definitions(path.read_text(encoding="utf-8"), path.name):
            found.setdefault(product.key, product)
    return found


def read_card_rows(path: str | Path = LACKEY_CARDS) -> list[dict[str, str]]:
    """LackeyCCG's card list (tab-separated, may be gzipped): the rows product criteria test."""
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [{(k or "").strip(): (v or "").strip() for k, v in row.items()} for row in rows if row.get("Name")]


@lru_cache(maxsize=1)
def card_rows() -> tuple[dict[str, str], ...]:
    return tuple(read_card_rows())


# --------------------------------------------------------------------------------------------
# Opening
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class OpenedSlot:
    criteria: str
    qty: int
    cards: list[str]  # LackeyCCG card names
    short: int = 0  # cards the slot could not draw (no matching card left)


@dataclass(slots=True)
class Opening:
    product: str
    title: str
    seed: int
    alternative: int
    slots: list[OpenedSlot] = field(default_factory=list)

    @property
    def cards(self) -> list[str]:
        return [name for slot in self.slots for name in slot.cards]

    def to_json(self) -> dict[str, Any]:
        return {
            "product": self.product,
            "title": self.title,
            "seed": self.seed,
            "alternative": self.alternative,
            "slots": [{"criteria": s.criteria, "qty": s.qty, "cards": list(s.cards), "short": s.short} for s in self.slots],
        }


class PackOpener:
    """Opens products against one card list; the rows matching each slot are found once."""

    def __init__(self, rows: Sequence[Mapping[str, str]] | None = None) -> None:
        self.rows = list(rows if rows is not None else card_rows())
        self._matches: dict[tuple[Criterion, ...], list[str]] = {}
        self.rarity_of = {row["Name"]: row.get("Rarity", "") for row in self.rows}

    def candidates(self, criteria: tuple[Criterion, ...]) -> list[str]:
        hit = self._matches.get(criteria)
        if hit is None:
            hit = self._matches[criteria] = [row["Name"] for row in self.rows if all(c.matches(row) for c in criteria)]
        return hit

    def open(self, product: Product, seed: int) -> Opening:
        # The pack's own generator: the seed and product name it, nothing else does.
        rng = random.Random(derive_seed("ge-pack", product.key, seed))
        weights = [alt.weight for alt in product.alternatives]
        index = rng.choices(range(len(weights)), weights=weights)[0] if len(weights) > 1 else 0
        opening = Opening(product.key, product.title, seed, index)
        taken: set[str] = set()
        for slot in product.alternatives[index].slots:
            pool = self.candidates(product.common + slot.criteria)
            drawn: list[str] = []
            for _ in range(slot.qty):
                name = self._draw(rng, pool, None if product.doubles else taken)
                if name is None:
                    break
                drawn.append(name)
                taken.add(name)
            opening.slots.append(OpenedSlot(slot.describe(), slot.qty, drawn, slot.qty - len(drawn)))
        return opening

    @staticmethod
    def _draw(rng: random.Random, pool: Sequence[str], taken: set[str] | None) -> str | None:
        if not pool:
            return None
        if taken is None:
            return pool[rng.randrange(len(pool))]
        for _ in range(8):  # cheap while few of the pool are taken (the usual case)
            name = pool[rng.randrange(len(pool))]
            if name not in taken:
                return name
        free = [name for name in pool if name not in taken]
        return free[rng.randrange(len(free))] if free else None


def open_product(product: Product | str, seed: int, opener: PackOpener | None = None) -> Opening:
    """One opening of a product (by key or Product) with a seed."""
    if isinstance(product, str):
        found = products().get(product)
        if found is None:
            raise ValueError(f"product: no Galactic Empires product {product!r}")
        product = found
    return (opener or default_opener()).open(product, seed)


@lru_cache(maxsize=1)
def default_opener() -> PackOpener:
    return PackOpener()


def sealed_products(
    starter: str,
    boosters: Sequence[str],
    *,
    minimum_boosters: float = 0.0,
) -> tuple[Product, list[Product]]:
    """The products of a sealed pool, checked: one starter and boosters (GEtournament.txt,
    "SEALED DECK TOURNAMENT RULES": "selecting a sealed starter deck ... combined with several
    sealed booster packs"). Raises ValueError naming the field."""
    known = products()
    found = known.get(starter)
    if found is None or not found.is_starter:
        raise ValueError(f"starter: {starter!r} is not a Galactic Empires starter")
    packs = []
    for key in boosters:
        product = known.get(key)
        if product is None or not product.is_booster:
            raise ValueError(f"boosters: {key!r} is not a Galactic Empires booster pack")
        packs.append(product)
    counted = sum(p.booster_weight for p in packs)
    if counted < minimum_boosters:
        raise ValueError(f"boosters: {counted:g} booster packs (6-card packs count 1/2); at least {minimum_boosters:g} are needed")
    return found, packs


def open_sealed(starter: str, boosters: Sequence[str], seed: int, opener: PackOpener | None = None) -> list[Opening]:
    """Open a starter and boosters, each product with its own seed derived from `seed` and its
    place, so the pool is reproducible from `seed` alone."""
    start, packs = sealed_products(starter, boosters)
    opener = opener or default_opener()
    return [opener.open(product, derive_seed("sealed", seed, place)) for place, product in enumerate([start, *packs])]


def cards_by_lackey_name(cards: Iterable[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """The project's cards by the LackeyCCG name of each printing (how openings name cards)."""
    found: dict[str, Mapping[str, Any]] = {}
    for card in cards:
        for printing in card.get("printings") or ():
            name = printing.get("lackey_name")
            if name:
                found.setdefault(name, card)
    return found


def pool_counts(openings: Iterable[Opening], by_name: Mapping[str, Mapping[str, Any]]) -> tuple[dict[str, int], list[str]]:
    """The pool as card key -> copies, and the opened names that match no card of the project."""
    counts: dict[str, int] = {}
    missing: list[str] = []
    for opening in openings:
        for name in opening.cards:
            card = by_name.get(name)
            if card is None:
                missing.append(name)
                continue
            counts[card["key"]] = counts.get(card["key"], 0) + 1
    return counts, missing


def starter_empire(product: Product | str) -> str | None:
    """The empire a starter stands for, from its title ("U) Argonian Universe Edition", "11)
    Noble Allied Forces", "12) Psycanti Promo"): GEtournament.txt, "SEALED DECK TOURNAMENT
    RULES": "Players will choose their empire by selecting a sealed starter deck". None for the
    Primary basic decks and the random starters (the pool's ships then decide)."""
    from .cards import normalise_title
    from .stocking import _TITLE_PHRASES

    title = product.title if isinstance(product, Product) else products()[product].title
    if "random" in title.lower():
        return None
    words = tuple(normalise_title(re.sub(r"^\S+\)\s*", "", title)).split())
    for phrase, name in _TITLE_PHRASES:  # longest first: "Corporate Pirate" before "Corporate"
        if words[: len(phrase)] == phrase:
            return name
    return None
