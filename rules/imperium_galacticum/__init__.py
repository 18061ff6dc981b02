"""Imperium Galacticum (A. Propst): a two-player game of exploration, research and conquest."""
from ..core import Game
from .cards import CARD_SCHEMA
from .formats import FORMATS


class ImperiumGalacticum(Game):
    slug = "imperium-galacticum"
    name = "Imperium Galacticum"
    publisher = "A. Propst"
    summary = (
        "Two empires explore a map of space cards, grow their population, research, build "
        "ships and structures, and race to 10 victory points or conquest."
    )
    rulebooks = ("imperium-galacticum.txt",)
    min_players = 2
    max_players = 2
    card_schema = CARD_SCHEMA
    formats = FORMATS


GAME = ImperiumGalacticum()
