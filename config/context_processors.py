"""Template context shared by every page."""
from django.http import HttpRequest

import rules


def games(request: HttpRequest) -> dict:
    return {"nav_games": rules.all()}
