"""Admin for the card database: cards with their printings inline, searchable."""
from django.contrib import admin

from .models import Card, CardSet, Edition, Printing


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0
    fields = ("set_code", "rarity", "artist", "name_extension", "image_file", "lackey_name", "errata", "distributor")


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ("title", "game", "type", "strength", "main_empire", "empire_class", "key")
    list_filter = ("game", "type", "empire_class")
    search_fields = ("title", "key", "identity", "text", "main_empire")
    ordering = ("game", "position")
    inlines = [PrintingInline]
    list_per_page = 100


@admin.register(Printing)
class PrintingAdmin(admin.ModelAdmin):
    list_display = ("card", "set_code", "rarity", "artist", "name_extension", "image_file")
    list_filter = ("card__game", "set_code", "rarity", "errata")
    search_fields = ("card__title", "artist", "image_file", "lackey_name", "name_extension")
    list_select_related = ("card",)
    raw_id_fields = ("card",)


@admin.register(CardSet)
class CardSetAdmin(admin.ModelAdmin):
    list_display = ("name", "code", "game", "position", "printing_count")
    list_filter = ("game",)
    search_fields = ("name", "code")


@admin.register(Edition)
class EditionAdmin(admin.ModelAdmin):
    list_display = ("game", "edition", "card_count", "printing_count", "loaded_at")
    search_fields = ("game", "edition", "notes")
    readonly_fields = ("digest", "loaded_at")
