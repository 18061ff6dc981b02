"""What the play app tells other apps, inside the transaction of the change (so a receiver's
writes commit or roll back with it): the clocks (clocks.receivers) and ratings (ratings.receivers)
listen here, and the play app imports neither.

- match_changed(match, kind, seat, state, events): after any change to a match (its row not yet
  saved: a receiver may set fields of it). kind: "create", "action", "join", "resign", "draw",
  "claim", "timeout"; seat: who acted (None: the table or the server); state: the engine state
  after the change when the caller has it (None: a receiver rebuilds it if it needs it);
  events: the engine events of an action.
- match_finished(match): once, when the change ends the match (match.result is set).
"""
from django.dispatch import Signal

match_changed = Signal()
match_finished = Signal()
