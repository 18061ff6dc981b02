"""The table page's "your move" marker: its icon in the page head, its settings for the script."""
from typing import Any

from django import template

register = template.Library()


@register.inclusion_tag("notices/_marker.html", takes_context=True)
def your_move_marker(context: Any) -> dict[str, Any]:
    from notices.services import settings_for

    request = context.get("request")
    user = getattr(request, "user", None)
    enabled = True
    if user is not None and user.is_authenticated:
        enabled = settings_for(user).tab_marker
    return {"enabled": enabled}
