"""The in-memory channel layer used without Redis (play.layers): delivers like Channels' own, and
still drops expired messages (on group sends and receives, as Channels does), sweeping at most
once per SWEEP_SECONDS."""
from __future__ import annotations

import asyncio

from play import layers


def test_group_messages_reach_every_member() -> None:
    async def scenario() -> None:
        layer = layers.InMemoryChannelLayer()
        a, b = await layer.new_channel(), await layer.new_channel()
        await layer.group_add("match-1", a)
        await layer.group_add("match-1", b)
        await layer.group_send("match-1", {"type": "match.changed", "version": 2})
        assert (await layer.receive(a))["version"] == 2
        assert (await layer.receive(b))["version"] == 2

    asyncio.run(scenario())


def test_expired_messages_are_swept_once_the_sweep_interval_has_passed(monkeypatch) -> None:
    async def scenario() -> None:
        layer = layers.InMemoryChannelLayer(expiry=0)
        stale = await layer.new_channel()
        await layer.group_add("match-1", stale)
        await layer.send(stale, {"type": "old"})
        await asyncio.sleep(0.01)
        layer._last_sweep = 0.0  # the last sweep long ago: the next operation sweeps
        await layer.group_send("match-2", {"type": "new"})
        assert stale not in layer.channels  # its expired message dropped ...
        assert stale not in layer.groups.get("match-1", {})  # ... and it left its groups
        monkeypatch.setattr(layers, "SWEEP_SECONDS", 3600.0)
        await layer.send(stale, {"type": "old again"})
        await asyncio.sleep(0.01)
        await layer.group_send("match-2", {"type": "newer"})
        assert stale in layer.channels  # within the interval: no sweep yet

    asyncio.run(scenario())
