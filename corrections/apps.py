from django.apps import AppConfig


class CorrectionsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "corrections"
    verbose_name = "Card text corrections"
