from django.apps import AppConfig


class ClocksConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "clocks"
    verbose_name = "Clocks the server keeps"

    def ready(self) -> None:
        from . import receivers  # noqa: F401 - connects to play.signals
