"""Quick phrases: one click at the table, the same words for everyone."""

PHRASES: dict[str, str] = {
    "hello": "Hello!",
    "glhf": "Good luck, have fun!",
    "thinking": "Still thinking, one moment please.",
    "brb": "Back in a minute.",
    "your_move": "Your move.",
    "oops": "Oops, a misclick.",
    "nice": "Nice move!",
    "wp": "Well played.",
    "gg": "Good game!",
    "thanks": "Thanks for the game.",
}
