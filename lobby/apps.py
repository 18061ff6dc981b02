from django.apps import AppConfig


class LobbyConfig(AppConfig):
    name = "lobby"
    verbose_name = "Lobby"

    def ready(self) -> None:
        from play.signals import match_committed, socket_closed, socket_opened

        from . import live, presence

        async def opened(sender, consumer, **kwargs):  # noqa: ANN001, ANN202 - a signal receiver
            await presence.connected(consumer.channel_name, consumer.user)

        async def closed(sender, consumer, **kwargs):  # noqa: ANN001, ANN202
            await presence.disconnected(consumer.channel_name)

        match_committed.connect(live.on_match_changed, dispatch_uid="lobby-tables")
        socket_opened.connect(opened, dispatch_uid="lobby-presence-opened", weak=False)
        socket_closed.connect(closed, dispatch_uid="lobby-presence-closed", weak=False)
