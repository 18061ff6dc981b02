"""Table chat over the table's own WebSocket: {"type": "chat", "text": ...} (or "phrase": key)
sent on /ws/play/<match>/ posts a message as the API does (play.signals.socket_received)."""
from __future__ import annotations

from typing import Any

from channels.db import database_sync_to_async

from . import services


async def on_socket_message(sender: Any, consumer: Any, content: dict[str, Any], **kwargs: Any) -> dict[str, Any] | None:
    if content.get("type") != "chat":
        return None
    try:
        await database_sync_to_async(services.chat_post)(
            match_id=consumer.match_id, user=consumer.user, text=content.get("text"), phrase=content.get("phrase"),
            address=consumer.address or (consumer.scope.get("client") or [None])[0],
        )
    except services.ChatError as exc:
        return {"type": "error", "message": exc.message, "extra": exc.extra, "status": exc.status}
    return None  # the message itself comes back to everyone in the room, this connection included
