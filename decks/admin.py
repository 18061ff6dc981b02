"""Decks in the Django admin: searchable, with their entries inline (read-mostly: changes made
here skip the version history, so prefer the builder)."""
from django.contrib import admin

from .models import Deck, DeckEntry, DeckVersion


class DeckEntryInline(admin.TabularInline):
    model = DeckEntry
    raw_id_fields = ("card",)
    extra = 0


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "game", "format", "visibility", "card_count", "legal", "version", "updated_at")
    list_filter = ("game", "visibility", "legal")
    search_fields = ("name", "owner__username", "main_empire")
    readonly_fields = ("share_token", "version", "based_on", "created_at", "updated_at")
    inlines = [DeckEntryInline]


@admin.register(DeckVersion)
class DeckVersionAdmin(admin.ModelAdmin):
    list_display = ("deck", "number", "change", "card_count", "created_at")
    search_fields = ("deck__name",)
    raw_id_fields = ("deck",)
