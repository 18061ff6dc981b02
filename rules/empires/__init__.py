"""Empires (Daniel Caton): soldiers, spells, resources and lives from a standard 52-card pack each."""
from ..core import Game
from .cards import CARD_SCHEMA
from .formats import FORMATS


class Empires(Game):
    slug = "empires"
    name = "Empires"
    publisher = "Daniel Caton"
    summary = (
        "Each player brings a standard 52-card pack: spades are soldiers, clubs spells, diamonds "
        "resources and hearts defenders. Take all of your opponents' lives."
    )
    rulebooks = ("empires.txt",)
    min_players = 2
    max_players = 6
    uses_decks = True
    card_schema = CARD_SCHEMA
    formats = FORMATS
    card_sets = {"standard": "Standard 52-card pack"}


GAME = Empires()
