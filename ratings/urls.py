"""Pages of the ratings app (under /players/)."""
from django.urls import path

from . import views

app_name = "ratings"
urlpatterns = [path("<str:username>/", views.profile, name="profile")]
