"""Decks: a player's list of cards for one game and format, with its version history.

A Deck belongs to one owner and one game (a registry slug); its DeckEntry rows say how many of
which card sit in which zone (deck, reserve fleet, or reference: cards that travel with a
LackeyCCG file without being stocked, such as the Sector HQ). `version` is the optimistic lock:
every save names the version it was made on, and a save made on an older one is refused.
Each save first copies the previous list into a DeckVersion, so a change can be undone and two
versions compared.
"""
from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse


def new_share_token() -> str:
    """An unguessable token for an unlisted deck's link (128 bits)."""
    return secrets.token_urlsafe(16)


class Visibility(models.TextChoices):
    PRIVATE = "private", "Private: only you"
    UNLISTED = "unlisted", "Unlisted: anyone with the link"
    PUBLIC = "public", "Public: listed for everyone"


class Zone(models.TextChoices):
    DECK = "deck", "Deck"
    RESERVE = "reserve", "Reserve fleet"
    REFERENCE = "reference", "Reference (not stocked)"


ZONE_ORDER = {"deck": 0, "reserve": 1, "reference": 2}
MAX_DECK_CARDS = 1_000  # the largest legal deck of any game is 150; a builder list beyond this is a mistake
MAX_COPIES = 999


class DeckQuerySet(models.QuerySet["Deck"]):
    def owned_by(self, user: Any) -> DeckQuerySet:
        if not getattr(user, "is_authenticated", False):
            return self.none()
        return self.filter(owner=user)

    def public(self) -> DeckQuerySet:
        return self.filter(visibility=Visibility.PUBLIC)

    def readable_by(self, user: Any) -> DeckQuerySet:
        """Decks a user may open by id: their own and public ones (unlisted ones go by token)."""
        if getattr(user, "is_authenticated", False):
            return self.filter(models.Q(owner=user) | models.Q(visibility=Visibility.PUBLIC))
        return self.public()


class Deck(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    game = models.CharField(max_length=40, help_text="Game slug from the rules registry")
    format = models.CharField(max_length=60, help_text="Deck format slug (Game.formats)")
    players = models.PositiveSmallIntegerField(default=2)
    empire = models.CharField(max_length=60, blank=True, help_text="Declared main empire (blank: inferred)")
    errata = models.CharField(max_length=40, blank=True, help_text="Errata set (Game.errata_sets) the deck is checked and played with (blank: the game's default)")
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True, max_length=10_000)
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE)
    share_token = models.CharField(max_length=32, unique=True, default=new_share_token, editable=False)
    version = models.PositiveIntegerField(default=1, help_text="Optimistic lock: bumped by every save")
    based_on = models.PositiveIntegerField(null=True, blank=True, help_text="The version this list was derived from (undo walks back along it)")
    last_change = models.CharField(max_length=200, blank=True, help_text="What the save that made this version did")
    file_meta = models.JSONField(default=dict, blank=True, help_text="What a deck file needs to be written back as it came (LackeyCCG zone order, game name)")
    # Denormalised from the last check, for the public list's filters.
    card_count = models.PositiveIntegerField(default=0)
    legal = models.BooleanField(default=False)
    main_empire = models.CharField(max_length=60, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(players__gte=1), name="deck_players_positive"),
            models.CheckConstraint(condition=models.Q(version__gte=1), name="deck_version_positive"),
        ]
        indexes = [
            models.Index(fields=["owner", "-updated_at"], name="deck_owner_updated"),
            models.Index(fields=["visibility", "game", "-updated_at"], name="deck_public_list"),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("decks:detail", args=[self.pk])

    def share_url(self) -> str:
        return reverse("decks:shared", args=[self.share_token])

    def is_owned_by(self, user: Any) -> bool:
        return getattr(user, "is_authenticated", False) and self.owner_id == user.pk


class DeckEntry(models.Model):
    """Copies of one card in one zone of a deck. `printings` keeps which printings the copies are
    (runs of [image file, count, name as the file wrote it, set]) so a LackeyCCG file is written
    back as it came; `position` keeps the file's order."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="entries")
    # PROTECT: a card reload that would delete a card some deck holds fails (in its transaction)
    # instead of silently emptying decks; cards keep their row id across reloads.
    card = models.ForeignKey("cardbase.Card", on_delete=models.PROTECT, related_name="deck_entries")
    zone = models.CharField(max_length=10, choices=Zone.choices, default=Zone.DECK)
    count = models.PositiveIntegerField()
    position = models.PositiveIntegerField(default=0)
    printings = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["deck", "position", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(count__gt=0), name="deckentry_count_positive"),
            models.UniqueConstraint(fields=["deck", "card", "zone"], name="deckentry_one_row_per_card_and_zone"),
        ]

    def __str__(self) -> str:
        return f"{self.count} x {self.card_id} ({self.zone})"


class DeckVersion(models.Model):
    """A deck as it was at one version: its settings and its list (cards by key, so a snapshot
    survives card reloads)."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    based_on = models.PositiveIntegerField(null=True, blank=True)
    name = models.CharField(max_length=120)
    format = models.CharField(max_length=60)
    players = models.PositiveSmallIntegerField(default=2)
    empire = models.CharField(max_length=60, blank=True)
    entries = models.JSONField(default=list, help_text='[{"key", "zone", "count", "position", "printings"}]')
    card_count = models.PositiveIntegerField(default=0)
    change = models.CharField(max_length=200, blank=True, help_text="What the save that made this version did")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="deckversion_unique_number")]

    def __str__(self) -> str:
        return f"{self.deck_id} v{self.number}"
