"""Pages of the card database, under /cards/."""
from django.urls import path

from . import views

app_name = "cardbase"
urlpatterns = [
    path("", views.index, name="index"),
    path("search/help/", views.search_help, name="search_help"),
    path("id/<int:pk>/peek/", views.peek_id, name="peek_id"),  # the card popover (issue 16)
    path("<slug:game>/", views.game, name="game"),
    path("<slug:game>/<str:key>/", views.card, name="card"),
    path("<slug:game>/<str:key>/face.png", views.face, name="face"),
    path("<slug:game>/<str:key>/peek/", views.peek, name="peek"),
]
