"""Pages of the decks app (mounted at /decks/)."""
from django.urls import path

from . import views

app_name = "decks"
urlpatterns = [
    path("", views.index, name="index"),
    path("public/", views.public, name="public"),
    path("new/", views.new, name="new"),
    path("<int:pk>/", views.detail, name="detail"),
    path("<int:pk>/view/", views.view, name="view"),
    path("<int:pk>/search/", views.search, name="search"),
    path("<int:pk>/entries/", views.set_count, name="set_count"),
    path("<int:pk>/settings/", views.update_settings, name="settings"),
    path("<int:pk>/undo/", views.undo, name="undo"),
    path("<int:pk>/restore/<int:number>/", views.restore, name="restore"),
    path("<int:pk>/import/", views.import_deck, name="import"),
    path("<int:pk>/export/<slug:kind>/", views.export, name="export"),
    path("<int:pk>/draw/", views.draw, name="draw"),
    path("<int:pk>/clone/", views.clone, name="clone"),
    path("<int:pk>/delete/", views.delete, name="delete"),
    path("<int:pk>/history/", views.history, name="history"),
    path("s/<str:token>/", views.shared, name="shared"),
    path("s/<str:token>/export/<slug:kind>/", views.shared_export, name="shared_export"),
    path("s/<str:token>/draw/", views.shared_draw, name="shared_draw"),
    path("s/<str:token>/clone/", views.shared_clone, name="shared_clone"),
]
