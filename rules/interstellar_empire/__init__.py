"""Interstellar Empire (M. & M. Glodek, 2007): explore planets and wage wars from one 60-card deck."""
from ..core import Game
from .cards import CARD_SCHEMA
from .formats import FORMATS


class InterstellarEmpire(Game):
    slug = "interstellar-empire"
    name = "Interstellar Empire"
    publisher = "Mitchell & Matthew Glodek"
    years = "2007"
    summary = (
        "Explore planets and war over them from one shared 60-card deck numbered 1 to 6; "
        "the emperor with the most planets when the deck runs out wins."
    )
    rulebooks = ("interstellar-empire.txt",)
    min_players = 2
    max_players = 4
    card_schema = CARD_SCHEMA
    formats = FORMATS
    card_sets = {"core": "Interstellar Empire Core Set (reconstructed)"}


GAME = InterstellarEmpire()
