from django.contrib import admin

from .models import TextCorrection


@admin.register(TextCorrection)
class TextCorrectionAdmin(admin.ModelAdmin):
    list_display = ("card", "status", "proposed_by", "created_at", "reviewed_by")
    list_filter = ("status",)
    search_fields = ("card__title", "proposed_text")
    raw_id_fields = ("card",)
