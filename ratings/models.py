"""Ratings of people at rated tables, per game and deck format (openskill's Plackett-Luce model)."""
from __future__ import annotations

from django.conf import settings
from django.db import models


class Rating(models.Model):
    """A person's rating in one game and format: openskill's (mu, sigma); shown as mu - 3 sigma."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings")
    game = models.CharField(max_length=64)
    format = models.CharField(max_length=64, blank=True, default="")
    mu = models.FloatField()
    sigma = models.FloatField()
    matches = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    draws = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "format"]
        constraints = [
            models.UniqueConstraint(fields=["user", "game", "format"], name="rating_user_game_format_unique"),
            models.CheckConstraint(condition=models.Q(sigma__gt=0), name="rating_sigma_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} in {self.game}/{self.format}: {self.display}"

    @property
    def display(self) -> int:
        """The conservative estimate (mu - 3 sigma), on the site's scale (x 40: a new player 0)."""
        return display_value(self.mu, self.sigma)


def display_value(mu: float, sigma: float) -> int:
    return round((mu - 3 * sigma) * 40)


class RatingChange(models.Model):
    """What one rated match did to one player's rating."""

    match = models.ForeignKey("play.Match", on_delete=models.CASCADE, related_name="rating_changes")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes")
    seat = models.PositiveSmallIntegerField()
    game = models.CharField(max_length=64)
    format = models.CharField(max_length=64, blank=True, default="")
    rank = models.PositiveSmallIntegerField(help_text="1: among the winners")
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created", "-id"]
        constraints = [models.UniqueConstraint(fields=["match", "user"], name="rating_change_match_user_unique")]

    def __str__(self) -> str:
        return f"match #{self.match_id}, {self.user_id}: {self.delta:+d}"

    @property
    def before(self) -> int:
        return display_value(self.mu_before, self.sigma_before)

    @property
    def after(self) -> int:
        return display_value(self.mu_after, self.sigma_after)

    @property
    def delta(self) -> int:
        return self.after - self.before
