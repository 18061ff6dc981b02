"""The card database: a Card is what the rules see, a Printing is where it appeared.

Every game's typed attributes live in `Card.attributes` (validated against the game's
`card_schema` from the registry); the fields all games share (type, strength, title, text) are
real, indexed columns, and so are the few attributes search filters on all the time
(main_empire, empire_class). Cards are keyed by (game, key): reloading the data keeps a card's
row id, so decks pointing at a card survive a reload.
"""
from __future__ import annotations

from typing import Any

from django.db import models

from .carddata import CARD_LIMITS, PRINTING_LIMITS, card_fields


class Edition(models.Model):
    """What is loaded for one game: the edition's name, source, notes and the data's digest."""

    game = models.CharField(max_length=40, unique=True)
    edition = models.CharField(max_length=80, blank=True)
    source = models.TextField(blank=True)
    notes = models.TextField(blank=True)
    digest = models.CharField(max_length=64, blank=True, help_text="sha256 of the data last loaded")
    card_count = models.PositiveIntegerField(default=0)
    printing_count = models.PositiveIntegerField(default=0)
    loaded_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game"]

    def __str__(self) -> str:
        return f"{self.game} ({self.edition or 'no edition'})"

    @property
    def reconstructed(self) -> bool:
        return self.edition == "reconstructed"


class CardSet(models.Model):
    """A set (expansion, print run) of one game, in release order where the game says it."""

    game = models.CharField(max_length=40)
    code = models.CharField(max_length=20)
    name = models.CharField(max_length=120)
    position = models.PositiveIntegerField(default=0)
    printing_count = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["game", "position", "code"]
        constraints = [models.UniqueConstraint(fields=["game", "code"], name="cardset_unique_code_per_game")]

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"


class CardQuerySet(models.QuerySet["Card"]):
    def of_game(self, game: str) -> CardQuerySet:
        return self.filter(game=game)

    def with_printings(self) -> CardQuerySet:
        return self.prefetch_related(models.Prefetch("printings", queryset=Printing.objects.order_by("position")))


class Card(models.Model):
    """One card as the rules see it (MTGJSON's card, NetrunnerDB's card): its printings apart."""

    game = models.CharField(max_length=40)
    key = models.CharField(max_length=CARD_LIMITS["key"], help_text="Unique within the game; stable across reloads")
    identity = models.CharField(
        max_length=CARD_LIMITS["identity"], help_text='The "exactly identical" key: printings of one identity are one card for stocking'
    )
    type = models.CharField(max_length=CARD_LIMITS["type"])
    strength = models.IntegerField(null=True, blank=True)
    title = models.CharField(max_length=CARD_LIMITS["title"])
    text = models.TextField(blank=True)
    text_source = models.CharField(max_length=CARD_LIMITS["text_source"], blank=True, help_text='e.g. "machine-read" (unverified)')
    text_confidence = models.FloatField(null=True, blank=True)
    count = models.PositiveIntegerField(null=True, blank=True, help_text="Copies in the set, where it holds several")
    attributes = models.JSONField(default=dict, blank=True)
    extra = models.JSONField(default=dict, blank=True, help_text="Keys of the data file this model has no column for")
    # Denormalised from attributes: what search filters on all the time (alt_type, main_empire,
    # empire_class), so `t:S`, `e:argonian` and `is:major` use plain columns.
    alt_type = models.CharField(max_length=CARD_LIMITS["type"], blank=True, help_text="Second type of a dual-type card (T/B)")
    main_empire = models.CharField(max_length=60, blank=True)
    empire_class = models.CharField(max_length=10, blank=True)
    position = models.PositiveIntegerField(default=0, help_text="Order in the data file")

    objects = CardQuerySet.as_manager()

    class Meta:
        ordering = ["game", "position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "key"], name="card_unique_key_per_game"),
            models.CheckConstraint(condition=models.Q(count__isnull=True) | models.Q(count__gt=0), name="card_count_positive"),
        ]
        indexes = [
            models.Index(fields=["game", "position"], name="card_game_position"),
            models.Index(fields=["game", "type", "strength"], name="card_game_type_strength"),
            models.Index(fields=["game", "strength"], name="card_game_strength"),
            models.Index(fields=["game", "title"], name="card_game_title"),
            models.Index(fields=["game", "identity"], name="card_game_identity"),
            models.Index(fields=["game", "main_empire"], name="card_game_empire"),
        ]

    def __str__(self) -> str:
        return f"{self.code} {self.title}"

    @property
    def code(self) -> str:
        """Type and strength as printed (GE "R/C6"), or built from the columns."""
        printed = self.attributes.get("code") if isinstance(self.attributes, dict) else None
        if printed:
            return str(printed)
        return f"{self.type}{'' if self.strength is None else self.strength}"

    def as_data(self, printings: list[Printing] | None = None) -> dict[str, Any]:
        """The card in the project's plain card shape (the data file's), plus its row id."""
        data: dict[str, Any] = {"id": self.id, **card_fields(self)}
        rows = printings if printings is not None else list(self.printings.all())
        data["printings"] = [p.as_data() for p in rows]
        return data


class Printing(models.Model):
    """Where a card appeared: set, rarity, artist, art half, scan file, LackeyCCG name."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    set_code = models.CharField(max_length=PRINTING_LIMITS["set"])
    set_name = models.CharField(max_length=120, blank=True)
    rarity = models.CharField(max_length=PRINTING_LIMITS["rarity"], blank=True)
    artist = models.CharField(max_length=PRINTING_LIMITS["artist"], blank=True)
    name_extension = models.TextField(blank=True, help_text="Left/Right art half, print run, quote version...")
    image_file = models.CharField(max_length=PRINTING_LIMITS["image_file"], blank=True)
    lackey_name = models.CharField(max_length=PRINTING_LIMITS["lackey_name"], blank=True)
    errata = models.BooleanField(default=False)
    distributor = models.CharField(max_length=PRINTING_LIMITS["distributor"], blank=True)
    tags = models.JSONField(default=list, blank=True)
    text = models.TextField(blank=True)
    text_confidence = models.FloatField(null=True, blank=True)
    extra = models.JSONField(default=dict, blank=True, help_text="Keys of the data file this model has no column for")
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["card", "position"]
        indexes = [
            models.Index(fields=["card", "set_code"], name="printing_card_set"),
            models.Index(fields=["set_code"], name="printing_set"),
            models.Index(fields=["image_file"], name="printing_image_file"),
        ]

    def __str__(self) -> str:
        extension = f" [{self.name_extension}]" if self.name_extension else ""
        return f"{self.card} ({self.set_code}){extension}"

    def as_data(self) -> dict[str, Any]:
        """The printing in the data file's shape (keys absent when the data had none)."""
        data: dict[str, Any] = {
            "set": self.set_code,
            "rarity": self.rarity,
            "artist": self.artist,
            "name_extension": self.name_extension,
            "image_file": self.image_file,
            "errata": self.errata,
            "distributor": self.distributor,
            "tags": list(self.tags),
        }
        if self.lackey_name:
            data["lackey_name"] = self.lackey_name
        if self.text:
            data["text"] = self.text
        if self.text_confidence is not None:
            data["text_confidence"] = self.text_confidence
        data.update(self.extra or {})
        return data
