from django.apps import AppConfig


class CardbaseConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "cardbase"
    verbose_name = "Card database"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from .selectors import invalidate

        # A flush (TransactionTestCase teardown) or migrate may empty the tables: drop the
        # per-process card cache with them.
        post_migrate.connect(lambda **kwargs: invalidate(), dispatch_uid="cardbase-invalidate", weak=False)
