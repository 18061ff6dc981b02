"""Pages of the sealed app (mounted at /sealed/)."""
from django.urls import path

from . import views

app_name = "sealed"
urlpatterns = [
    path("", views.index, name="index"),
    path("pools/new/", views.pool_new, name="pool_new"),
    path("pools/<int:pk>/", views.pool, name="pool"),
    path("pools/<int:pk>/deck/", views.pool_deck, name="pool_deck"),
    path("pools/<int:pk>/export/<slug:kind>/", views.pool_export, name="pool_export"),
    path("events/new/", views.event_new, name="event_new"),
    path("events/<int:pk>/", views.event, name="event"),
    path("events/<int:pk>/start/", views.event_start, name="event_start"),
    path("events/<int:pk>/next/", views.event_next, name="event_next"),
    path("join/<str:token>/", views.join, name="join"),
]
