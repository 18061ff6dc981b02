"""{% chat_panel match %}: the table's chat, beside the table (play/table.html)."""
from typing import Any

from django import template

register = template.Library()


@register.inclusion_tag("chat/_panel.html", takes_context=True)
def chat_panel(context: Any, match: Any) -> dict[str, Any]:
    from chat.phrases import PHRASES
    from chat.selectors import chat_for

    request = context.get("request")
    user = getattr(request, "user", None)
    chat = chat_for(match.pk, user)
    return {"match": match, "chat": chat, "phrases": PHRASES, "user": user,
            "last": chat["messages"][-1]["id"] if chat["messages"] else 0}
