from django.contrib import admin

from .models import Event, EventMatch, EventPlayer, SealedPool


@admin.register(SealedPool)
class SealedPoolAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "starter", "seed", "created")
    readonly_fields = ("owner", "event", "game", "name", "starter", "boosters", "empire", "seed", "openings", "cards")

    def has_change_permission(self, request, obj=None) -> bool:  # noqa: ANN001 - a pool is never edited
        return False


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = ("name", "host", "pairing", "seats", "status", "round", "created")


admin.site.register(EventPlayer)
admin.site.register(EventMatch)
