from django.urls import path

from . import views

app_name = "printing"
urlpatterns = [
    path("", views.index, name="index"),
    path("jobs/<uuid:run_id>/", views.run, name="run"),
    path("jobs/<uuid:run_id>/pdf/", views.run_file, name="run-file"),
]
