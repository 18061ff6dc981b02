"""Pages of the decks app (mounted at /decks/)."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import views

app_name = "decks"
urlpatterns = [
    path("", views.index, name="index"),
    path("public/", views.public, name="public"),
    path("new/", views.new, name="new"),
    path("<id:pk>/", views.detail, name="detail"),
    path("<id:pk>/view/", views.view, name="view"),
    path("<id:pk>/search/", views.search, name="search"),
    path("<id:pk>/entries/", views.set_count, name="set_count"),
    path("<id:pk>/settings/", views.update_settings, name="settings"),
    path("<id:pk>/undo/", views.undo, name="undo"),
    path("<id:pk>/restore/<id:number>/", views.restore, name="restore"),
    path("<id:pk>/import/", views.import_deck, name="import"),
    path("<id:pk>/export/<slug:kind>/", views.export, name="export"),
    path("<id:pk>/draw/", views.draw, name="draw"),
    path("<id:pk>/clone/", views.clone, name="clone"),
    path("<id:pk>/delete/", views.delete, name="delete"),
    path("<id:pk>/history/", views.history, name="history"),
    path("s/<str:token>/", views.shared, name="shared"),
    path("s/<str:token>/export/<slug:kind>/", views.shared_export, name="shared_export"),
    path("s/<str:token>/draw/", views.shared_draw, name="shared_draw"),
    path("s/<str:token>/clone/", views.shared_clone, name="shared_clone"),
]
