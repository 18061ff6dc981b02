"""Pages of the text-correction workflow, under /corrections/."""
from django.urls import path

import config.converters  # noqa: F401 - registers <id:...>

from . import views

app_name = "corrections"
urlpatterns = [
    path("queue/", views.queue, name="queue"),
    path("<id:pk>/accept/", views.accept, name="accept"),
    path("<id:pk>/reject/", views.reject, name="reject"),
    path("review/<slug:game>/", views.review, name="review"),
    path("<slug:game>/<str:key>/propose/", views.propose, name="propose"),
]
