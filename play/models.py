"""Matches, their seats and their action logs: what the server stores of a game in progress.

The engine state itself is never the source of truth: a match is (game, options, seed, decks)
plus its log of applied actions, and the state is rebuilt by replaying the log through the
engine (`play.engine.match_state`), starting from a cached snapshot when one is stored.
"""
from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse

BOT_KINDS = ("random", "greedy", "mcts:easy", "mcts:normal", "mcts:hard", "mcts")
"""A seat's bot: MCTS at a level (rules.bots.LEVELS: iteration budgets); "mcts" is "mcts:normal"
(kept for matches stored before the levels)."""


def _invite_token() -> str:
    return secrets.token_urlsafe(12)


class Match(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting for players"
        ACTIVE = "active", "In play"
        FINISHED = "finished", "Finished"

    game = models.CharField(max_length=64, db_index=True)
    options = models.JSONField(default=dict, blank=True)
    format = models.CharField(max_length=64, blank=True, default="")  # deck format the decks were checked against
    seed = models.BigIntegerField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.WAITING, db_index=True)
    # Optimistic lock: bumped by every change (action, resign, draw offer, a seat taken).
    version = models.PositiveIntegerField(default=0)
    result = models.JSONField(null=True, blank=True)
    # Per-turn timer (0: none): a seat that has been to move for longer may be claimed against.
    turn_seconds = models.PositiveIntegerField(default=0)
    turn_started = models.DateTimeField(null=True, blank=True)
    # Seats (indices) that currently offer a draw; cleared by any action.
    draw_offers = models.JSONField(default=list, blank=True)
    # Listed in the lobby (lobby app) while seats are open; a private table is reached by its links only.
    public = models.BooleanField(default=False, db_index=True)
    # Takeback with consent (play.takeback): a seat may ask to take back its last action; every
    # opponent must agree. Never in rated or event matches (play.selectors.takeback_allowed).
    takeback = models.BooleanField(default=False)
    # The pending request: {"seat", "from_seq", "log_seq", "agreed": [seats]}; cleared by any action.
    takeback_offer = models.JSONField(null=True, blank=True)
    # Cached engine state after the action with seq == snapshot_seq (0 and null: none).
    snapshot = models.JSONField(null=True, blank=True)
    snapshot_seq = models.PositiveIntegerField(default=0)
    log_seq = models.PositiveIntegerField(default=0)  # seq of the last log entry
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(status__in=["waiting", "active", "finished"]), name="match_status_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.game} match #{self.pk} ({self.status})"

    def get_absolute_url(self) -> str:
        return reverse("play:table", args=[self.pk])

    @property
    def game_name(self) -> str:
        """The game's name ("Galactic Empires"), for lists: never its slug."""
        import rules

        try:
            return rules.get(self.game).name
        except KeyError:  # a game no longer registered (UnknownGame)
            return self.game

    @property
    def is_finished(self) -> bool:
        return self.status == self.Status.FINISHED

    @property
    def group_name(self) -> str:
        """The Channels group every connection watching this match joins."""
        return f"match-{self.pk}"


class Seat(models.Model):
    """One place at the table: a person (or an open invitation) or a bot."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="seats"
    )
    bot = models.CharField(max_length=16, blank=True, default="")
    invite_token = models.CharField(max_length=32, unique=True, default=_invite_token)
    # The seat's deck as plain data: [{"card": card dict, "count": n, "zone": "deck"|"reserve"}]
    # (stored whole so the match replays the same even after the card database is reloaded).
    deck = models.JSONField(null=True, blank=True)
    deck_name = models.CharField(max_length=200, blank=True, default="")
    deck_empire = models.CharField(max_length=60, blank=True, default="")  # the deck's declared main empire
    # From a saved deck its owner has not made public: its name and list reach only this seat
    # (play.selectors.seat_rows, play.selectors.export).
    deck_hidden = models.BooleanField(default=False)

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["match", "index"], name="seat_index_unique"),
            models.CheckConstraint(
                condition=models.Q(bot="") | models.Q(user__isnull=True), name="seat_bot_has_no_user"
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of match #{self.match_id}: {self.label}"

    @property
    def is_bot(self) -> bool:
        return bool(self.bot)

    @property
    def is_open(self) -> bool:
        return not self.bot and self.user_id is None

    @property
    def label(self) -> str:
        if self.bot:
            return f"{self.bot} bot"
        if self.user_id is None:
            return "open seat"
        return self.user.username


class ActionLog(models.Model):
    """One applied entry of a match's log: an engine action, or a table event (resign, draw...)."""

    class Kind(models.TextChoices):
        ACTION = "action", "Action"
        RESIGN = "resign", "Resignation"
        DRAW_OFFER = "draw_offer", "Draw offered"
        DRAW_AGREED = "draw_agreed", "Draw agreed"
        CLAIM = "claim", "Timeout claimed"
        TAKEBACK_OFFER = "takeback_offer", "Takeback asked or declined"
        TAKEBACK = "takeback", "Takeback agreed"  # the state is rebuilt without the actions taken back
        TAKEN_BACK = "taken_back", "Action taken back"  # was an ACTION: kept, no longer replayed

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="log")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.ACTION)
    action = models.JSONField(null=True, blank=True)  # engine actions only; never sent to other seats
    # The entry in plain words: as its own seat may read it, and as everyone else may.
    text_private = models.TextField(blank=True, default="")
    text_public = models.TextField(blank=True, default="")
    note = models.TextField(blank=True, default="")  # e.g. a bot fault that forfeited to a random move
    time = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["match", "seq"], name="log_seq_unique"),
            models.CheckConstraint(condition=models.Q(seq__gt=0), name="log_seq_positive"),
        ]

    def __str__(self) -> str:
        return f"#{self.match_id}.{self.seq} {self.kind}"

    def text_for(self, viewer: int | None) -> str:
        """The entry as `viewer` (a seat index, None for a spectator) may read it."""
        if viewer is not None and viewer == self.seat:
            return self.text_private or self.text_public
        return self.text_public

    def as_line(self, viewer: int | None) -> dict[str, Any]:
        # Notes are public by construction: they say that a bot faulted, never what it held.
        return {"seq": self.seq, "seat": self.seat, "kind": self.kind, "text": self.text_for(viewer), "note": self.note}
