"""Pages of the text-correction workflow, under /corrections/."""
from django.urls import path

from . import views

app_name = "corrections"
urlpatterns = [
    path("queue/", views.queue, name="queue"),
    path("<int:pk>/accept/", views.accept, name="accept"),
    path("<int:pk>/reject/", views.reject, name="reject"),
    path("review/<slug:game>/", views.review, name="review"),
    path("<slug:game>/<str:key>/propose/", views.propose, name="propose"),
]
