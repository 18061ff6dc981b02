"""What the play app tells other apps; the play app imports none of them.

Inside the transaction of a change (a receiver's writes commit or roll back with it): the clocks
(clocks.receivers) and ratings (ratings.receivers) listen here.

- match_changed(match, kind, seat, state, events): after any change to a match (its row not yet
  saved: a receiver may set fields of it). kind: "create", "action", "join", "resign", "draw",
  "claim", "timeout"; seat: who acted (None: the table or the server); state: the engine state
  after the change when the caller has it (None: a receiver rebuilds it if it needs it);
  events: the engine events of an action.
- match_finished(match): once, when the change ends the match (match.result is set).

After the change is committed, from the thread that made it (the lobby and the notices follow the
tables here):

- match_committed(match, kind): `match` is the row as written, `kind` "created", "move" (an engine
  action) or "table" (a seat taken, a resignation, a draw, a claim, a takeback). Receivers must be
  quick (a move waits for them) and must not raise; play logs and swallows what they raise.

The table's WebSocket (play.consumers.MatchConsumer) sends three more, awaited on the server's
event loop (`asend`), with `consumer` (its `user`, `match_id`, `seated`, `channel_name`):
`socket_opened` once it is accepted, `socket_closed` when it closes, and `socket_received` with
`content` for each JSON message the table itself does not handle (a receiver answers with a
frame to send back, or None). Presence (lobby) and table chat (chat) listen to them.
"""
from django.dispatch import Signal

match_changed = Signal()
match_finished = Signal()
match_committed = Signal()
socket_opened = Signal()
socket_closed = Signal()
socket_received = Signal()
