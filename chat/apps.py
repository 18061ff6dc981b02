from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    verbose_name = "Table chat"

    def ready(self) -> None:
        from play.signals import socket_received

        from . import consumers

        socket_received.connect(consumers.on_socket_message, dispatch_uid="chat-socket-message", weak=False)
