"""The `<id:...>` path converter: a database id, at most 18 digits, so a number past 64 bits
(POST /api/matches/99999999999999999999/join/) matches no route (404) instead of reaching the
database (OverflowError, a 500). Importing this module registers it."""
from django.urls import register_converter
from django.urls.converters import IntConverter


class DatabaseIdConverter(IntConverter):
    regex = "[0-9]{1,18}"


register_converter(DatabaseIdConverter, "id")
