from django.apps import AppConfig


class SealedConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sealed"
    verbose_name = "Sealed pools and events"

    def ready(self) -> None:
        from decks import pools

        from . import selectors

        pools.register(selectors.deck_pool)  # the builder restricts a sealed deck to its pool
