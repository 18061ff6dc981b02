from django.apps import AppConfig


class CardbaseConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "cardbase"
