"""Sealed pools (a starter and boosters opened on the site, owned and never edited) and events
(players join with a link, open their pools together, build, and play rounds of matches).

GEtournament.txt, "SEALED DECK TOURNAMENT RULES". A pool keeps its opening log (the seed, each
product's alternative and slots), so it can be opened again card for card.
"""
from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse


def product_title(key: str) -> str:
    from rules.galactic_empires.packs import products

    found = products().get(key)
    return found.title if found else key


def new_token() -> str:
    return secrets.token_urlsafe(12)


class Event(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "Open for players"
        BUILDING = "building", "Building decks"
        PLAYING = "playing", "Playing"
        FINISHED = "finished", "Finished"

    class Pairing(models.TextChoices):
        SWISS = "swiss", "Swiss"
        SINGLE = "single", "Single elimination"

    name = models.CharField(max_length=120)
    host = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="hosted_events")
    game = models.CharField(max_length=40, default="galactic-empires")
    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    pairing = models.CharField(max_length=10, choices=Pairing.choices, default=Pairing.SWISS)
    seats = models.PositiveSmallIntegerField(default=8)
    rounds = models.PositiveSmallIntegerField(default=0, help_text="Rounds to play (Swiss); 0: as many as the pairing needs")
    boosters = models.JSONField(default=list, help_text="Booster product keys every player opens")
    construction_minutes = models.PositiveSmallIntegerField(default=30, help_text="The construction clock (0: none)")
    speed = models.BooleanField(default=False, help_text="Play with the Speed Deck option too")
    turn_limit = models.PositiveSmallIntegerField(default=0, help_text="Complete turns before the time-limit rule decides (0: the game's default)")
    bot = models.CharField(max_length=16, default="greedy", help_text="The bot that fills empty seats")
    seed = models.BigIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    round = models.PositiveSmallIntegerField(default=0)
    building_ends = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        constraints = [
            models.CheckConstraint(condition=models.Q(seats__gte=2) & models.Q(seats__lte=64), name="event_seats_range"),
            models.CheckConstraint(condition=models.Q(status__in=["open", "building", "playing", "finished"]), name="event_status_known"),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("sealed:event", args=[self.pk])

    def join_url(self) -> str:
        return reverse("sealed:join", args=[self.token])

    @property
    def booster_titles(self) -> list[str]:
        return [product_title(key) for key in self.boosters]


class SealedPool(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="sealed_pools")
    event = models.ForeignKey(Event, null=True, blank=True, on_delete=models.CASCADE, related_name="pools")
    game = models.CharField(max_length=40, default="galactic-empires")
    name = models.CharField(max_length=120)
    starter = models.CharField(max_length=80)
    boosters = models.JSONField(default=list)
    empire = models.CharField(max_length=60, blank=True)
    seed = models.BigIntegerField()
    openings = models.JSONField(default=list, help_text="The opening log: each product's seed, alternative and slots")
    cards = models.JSONField(default=dict, help_text="Card key -> copies")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return self.name

    def save(self, *args: Any, **kwargs: Any) -> None:
        # "Cards may not be traded": a pool is written once, when it is opened.
        if self.pk is not None and not kwargs.get("force_insert"):
            raise ValueError("a sealed pool cannot be edited")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("sealed:pool", args=[self.pk])

    @property
    def size(self) -> int:
        return sum(self.cards.values())


class SealedDeck(models.Model):
    """A deck of the decks app built from a pool (the builder then keeps to the pool)."""

    deck = models.OneToOneField("decks.Deck", on_delete=models.CASCADE, related_name="sealed")
    pool = models.ForeignKey(SealedPool, on_delete=models.CASCADE, related_name="decks")


class EventPlayer(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="players")
    seat = models.PositiveSmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="event_seats")
    bot = models.CharField(max_length=16, blank=True)
    starter = models.CharField(max_length=80)
    pool = models.OneToOneField(SealedPool, null=True, blank=True, on_delete=models.SET_NULL, related_name="player")
    deck = models.ForeignKey("decks.Deck", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    bot_deck = models.JSONField(null=True, blank=True, help_text="A bot's deck: [{key, count, zone}]")

    class Meta:
        ordering = ["event", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["event", "seat"], name="event_player_seat_unique"),
            models.UniqueConstraint(fields=["event", "user"], name="event_player_user_unique"),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def starter_title(self) -> str:
        return product_title(self.starter)

    @property
    def name(self) -> str:
        return self.user.username if self.user_id else f"Bot {self.seat + 1} ({self.bot})"


class EventMatch(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="matches")
    round = models.PositiveSmallIntegerField()
    table = models.PositiveSmallIntegerField()
    player_a = models.ForeignKey(EventPlayer, on_delete=models.CASCADE, related_name="+")
    player_b = models.ForeignKey(EventPlayer, null=True, blank=True, on_delete=models.CASCADE, related_name="+")  # None: a bye
    match = models.ForeignKey("play.Match", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    winner = models.ForeignKey(EventPlayer, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    draw = models.BooleanField(default=False)
    done = models.BooleanField(default=False)
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["event", "round", "table"]
        constraints = [models.UniqueConstraint(fields=["event", "round", "table"], name="event_match_table_unique")]
