from django.urls import path

from . import views

app_name = "cardbase"
urlpatterns = [
    path("", views.index, name="index"),
    path("<slug:game>/", views.game, name="game"),
]
