from django.apps import AppConfig


class BotqueueConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "botqueue"
    verbose_name = "Bots on the job queue"
