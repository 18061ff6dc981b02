from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"

    def ready(self) -> None:
        from django.contrib.auth import get_user_model
        from django.db.models.signals import post_delete, post_save

        from .backends import forget_user

        user = get_user_model()
        post_save.connect(forget_user, sender=user, dispatch_uid="accounts-forget-user-saved")
        post_delete.connect(forget_user, sender=user, dispatch_uid="accounts-forget-user-deleted")
