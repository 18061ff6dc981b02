"""Galactic Empires (Companion Games, 1994-97): the science fiction trading card game."""
from ..core import DeckFileKind, Game
from .analysis import analyse_deck as _analyse_deck
from .cards import CARD_IMPORTERS, CARD_SCHEMA, RARITY_CLASSES, SET_NAMES, TYPE_NAMES, rarity_class, rarity_name
from .deckfile import WRITERS as _WRITERS
from .deckfile import read_deck as _read_deck
from .stocking import FORMATS
from . import cardtext as _cardtext
from . import errata as _errata
from . import match as _match
from . import rulings as _rulings


class GalacticEmpires(Game):
    slug = "galactic-empires"
    name = "Galactic Empires"
    publisher = "Companion Games"
    years = "1994-1997"
    summary = (
        "The science fiction trading card game: stock a deck of ships, bases, terrain and crew "
        "from one major empire, build a fleet and destroy your rivals' Sector HQ."
    )
    rulebooks = ("galactic-empires.txt", "galactic-empires-v21/GErulesv21.txt")
    min_players = 2
    max_players = 6
    uses_decks = True
    card_schema = CARD_SCHEMA
    card_importers = CARD_IMPORTERS
    card_sets = SET_NAMES
    card_types = TYPE_NAMES
    formats = FORMATS
    options = _match.OPTIONS
    format_options = staticmethod(_match.format_options)  # issue 27: a Sealed deck plays Sealed
    new_match = _match.new_match
    state_from_json = _match.state_from_json
    unmodelled_cards = _match.unmodelled_cards
    action_labels = _match.action_labels  # issue 16: labels.py
    public_labels = True  # GErulesv21 has no face-down play (GEState.describe_for)
    action_note = _match.action_note
    bot_deck = _match.bot_deck
    clean_card_text = staticmethod(_cardtext.clean_card)  # issue 11: re-run on a corrected text
    deck_coverage = staticmethod(_match.deck_coverage)  # issue 11: deck page and match set-up
    card_note = staticmethod(_match.card_note)  # issue 27: what a card does in this match
    # Issue 29: errata as data (errata.py), rulings that name a card (rulings.py).
    errata_sets = _errata.ERRATA_SETS
    default_errata_set = _errata.DEFAULT_SET
    apply_errata = staticmethod(_errata.apply)
    card_errata = staticmethod(_errata.card_errata)
    card_rulings = staticmethod(_rulings.card_rulings)
    rulings_version = staticmethod(_errata.data_version)
    # Rarity codes in words (issue 17): the gallery filters by class, pages name each code.
    rarity_classes = RARITY_CLASSES
    rarity_class = staticmethod(rarity_class)
    rarity_name = staticmethod(rarity_name)

    def read_deck(self, data, cards):  # noqa: ANN001, ANN201 - see deckfile.read_deck
        """A deck file (plain text, LackeyCCG .dek or the project's JSON) resolved against `cards`."""
        return _read_deck(data, cards)

    deck_zones = ("deck", "reserve", "reference")
    deck_file_kinds = {
        "text": DeckFileKind("text", "Plain text", "txt", "text/plain"),
        "lackey": DeckFileKind("lackey", "LackeyCCG .dek", "dek", "application/xml"),
        "json": DeckFileKind("json", "JSON (Sector HQ)", "json", "application/json"),
    }

    def write_deck(self, deck, kind, cards=None):  # noqa: ANN001, ANN201 - see deckfile.WRITERS
        """A DeckList as plain text, LackeyCCG .dek or JSON (deckfile.WRITERS)."""
        if kind not in _WRITERS:
            raise ValueError(f"no deck-file kind {kind!r}: one of {', '.join(_WRITERS)}")
        return _WRITERS[kind](deck)

    def analyse_deck(self, deck, report=None):  # noqa: ANN001, ANN201 - see analysis.analyse_deck
        return _analyse_deck(self, deck, report)


GAME = GalacticEmpires()
