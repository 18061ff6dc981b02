"""Authentication: Django's model backend, with the signed-in user read from the cache.

Every request of a signed-in user loads the user (``get_user``): a query each time with the
stock backend. Here the user row is kept in the cache (the locmem cache of the process, or Redis
with REDIS_URL, shared by every process) and dropped whenever the user is saved or deleted
(signals, connected in accounts.apps), so a changed password, deactivation or staff flag counts
at the next request as before. Groups and permissions are not part of the row: they are read
when asked, as before. (A bulk ``QuerySet.update()`` of users sends no signal: it counts within
TTL_SECONDS.)
"""
from __future__ import annotations

from typing import Any

from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache

TTL_SECONDS = 300
# The backend a session records at log-in (settings.AUTHENTICATION_BACKENDS lists django-axes's
# lockout check before it, which authenticates nobody and loads no user).
SESSION_BACKEND = "accounts.backends.CachedModelBackend"


def cache_key(user_id: Any) -> str:
    return f"accounts:user:{user_id}"


class CachedModelBackend(ModelBackend):
    def get_user(self, user_id: Any) -> Any:
        key = cache_key(user_id)
        user = cache.get(key)
        if user is None:
            user = super().get_user(user_id)  # None for a missing or inactive user: not kept
            if user is not None:
                cache.set(key, user, TTL_SECONDS)
            return user
        return user if self.user_can_authenticate(user) else None


def forget_user(sender: Any, instance: Any, **kwargs: Any) -> None:
    """A user was saved or deleted: the next request reads it afresh."""
    cache.delete(cache_key(instance.pk))
