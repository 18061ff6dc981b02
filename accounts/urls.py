from django.contrib.auth import views as auth_views
from django.urls import path
from django_ratelimit.decorators import ratelimit

from config.throttling import form_rate

from . import views

# Password reset: Django's own views and tokens (a link valid for PASSWORD_RESET_TIMEOUT, sent to
# the account's e-mail address through EMAIL_BACKEND); asking is limited per address.
password_reset = ratelimit(key="ip", rate=form_rate("password_reset"), method="POST", group="password_reset")(
    auth_views.PasswordResetView.as_view()
)

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path("token/", views.api_token, name="api-token-page"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("password_reset/", password_reset, name="password_reset"),
    path("password_reset/done/", auth_views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path("reset/<uidb64>/<token>/", auth_views.PasswordResetConfirmView.as_view(), name="password_reset_confirm"),
    path("reset/done/", auth_views.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
]
