"""Spark of War: deploy ships on a hex galaxy and claim its planets and stars."""
from ..core import Game
from .cards import CARD_SCHEMA
from .formats import FORMATS


class SparkOfWar(Game):
    slug = "spark-of-war"
    name = "Spark of War"
    summary = (
        "Deploy your armada on a galaxy of hexes, destroy enemy ships with directional fire and "
        "claim planets and stars; the game ends when every star is claimed."
    )
    rulebooks = ("spark-of-war.txt",)
    min_players = 2
    max_players = 6
    card_schema = CARD_SCHEMA
    formats = FORMATS


GAME = SparkOfWar()
