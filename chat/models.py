"""Table chat: messages stored with their match, in two rooms (the seats' people, the spectators),
and the mutes people set at a table."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models

MAX_TEXT = 500


class ChatMessage(models.Model):
    class Room(models.TextChoices):
        PLAYERS = "players", "Players"
        SPECTATORS = "spectators", "Spectators"

    match = models.ForeignKey("play.Match", on_delete=models.CASCADE, related_name="chat_messages")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    author_name = models.CharField(max_length=150)  # kept if the account goes
    seat = models.PositiveSmallIntegerField(null=True, blank=True)  # the author's seat; null: a spectator
    room = models.CharField(max_length=16, choices=Room.choices)
    text = models.CharField(max_length=MAX_TEXT)
    phrase = models.CharField(max_length=32, blank=True, default="")  # a quick phrase's key
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["match", "room", "id"], name="chat_match_room_id")]
        constraints = [
            models.CheckConstraint(condition=models.Q(room__in=["players", "spectators"]), name="chat_room_known"),
        ]

    def __str__(self) -> str:
        return f"#{self.match_id} {self.room} {self.author_name}: {self.text[:40]}"

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.pk, "author": self.author_name, "seat": self.seat, "room": self.room,
                "text": self.text, "phrase": self.phrase or None, "time": self.created.isoformat()}


class ChatMute(models.Model):
    """`user` no longer sees what `muted` writes at this table."""

    match = models.ForeignKey("play.Match", on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    muted = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["match", "user", "muted"], name="chat_mute_unique"),
            models.CheckConstraint(condition=~models.Q(user=models.F("muted")), name="chat_mute_not_self"),
        ]
