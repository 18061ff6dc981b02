from django.urls import path

from . import views

app_name = "printing"
urlpatterns = [
    path("", views.index, name="index"),
]
