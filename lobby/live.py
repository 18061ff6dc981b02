"""Telling the lobby's watchers that its tables or its players online changed (Channels group)."""
from __future__ import annotations

from typing import Any

from channels.layers import get_channel_layer

GROUP = "lobby"


def message(what: str) -> dict[str, Any]:
    return {"type": "lobby.changed", "what": what}


def changed(what: str) -> None:
    """From any thread (a request's, a bot's): the lobby changed ("tables" or "online")."""
    from play import live

    live.send(GROUP, message(what))


async def changed_async(what: str) -> None:
    """From the server's event loop."""
    layer = get_channel_layer()
    if layer is not None:
        await layer.group_send(GROUP, message(what))


def on_match_changed(sender: Any, match: Any, kind: str, **kwargs: Any) -> None:
    """play.signals.match_committed: a public table's listing changes when it is set up, when a seat
    is taken and when it starts or ends; moves never change it."""
    if kind != "move" and match.public:
        changed("tables")
