from django.apps import AppConfig


class NoticesConfig(AppConfig):
    name = "notices"
    verbose_name = "Your-move notices"

    def ready(self) -> None:
        from play.signals import match_committed

        from . import services

        match_committed.connect(services.on_match_changed, dispatch_uid="notices-your-move")
