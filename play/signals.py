"""Signals of the play app, for the apps that follow the tables (lobby, chat, notices).

`match_changed` is sent after every committed change to a match, from the thread that made it,
with `match` (the row as written) and `kind`: "created", "move" (an engine action) or "table"
(a seat taken, a resignation, a draw, a claim, a takeback). Receivers must be quick (a move
waits for them) and must not raise; play logs and swallows what they raise.

The table's WebSocket (play.consumers.MatchConsumer) sends three more, awaited on the server's
event loop (`asend`), with `consumer` (its `user`, `match_id`, `seated`, `channel_name`):
`socket_opened` once it is accepted, `socket_closed` when it closes, and `socket_received` with
`content` for each JSON message the table itself does not handle (a receiver answers with a
frame to send back, or None). Presence (lobby) and table chat (chat) listen to them.
"""
from django.dispatch import Signal

match_changed = Signal()
socket_opened = Signal()
socket_closed = Signal()
socket_received = Signal()
