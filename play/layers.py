"""The channel layer used without Redis: Channels' in-memory layer with a cheaper sweep.

The stock in-memory layer sweeps every channel's queue and every group's members for expired
entries on each send, group send and receive: with hundreds of tables connected, that sweep
costs more than delivering the message. Here it runs at most once per SWEEP_SECONDS; messages
expire after a minute and memberships after a day, so a sweep a second late changes nothing.
"""
from __future__ import annotations

import time

from channels.layers import InMemoryChannelLayer as ChannelsInMemoryChannelLayer

SWEEP_SECONDS = 1.0


class InMemoryChannelLayer(ChannelsInMemoryChannelLayer):
    _last_sweep = 0.0

    def _clean_expired(self) -> None:
        now = time.monotonic()
        if now - self._last_sweep < SWEEP_SECONDS:
            return
        self._last_sweep = now
        super()._clean_expired()
