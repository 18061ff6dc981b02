"""play.engine's state cache is bounded by memory (an approximate size per state), not entries."""
import rules
from play import engine


def _state(seed: int):
    return rules.get("empires").new_match(2, seed, None, None)


def test_the_cache_keeps_states_up_to_its_byte_budget_dropping_the_least_recently_used(settings):
    engine.forget()
    size = engine.approximate_size(_state(0))
    settings.PLAY_STATE_CACHE_BYTES = int(size * 3.5)
    try:
        for match_id in range(1, 6):
            engine.remember(match_id, 1, _state(match_id))
        assert list(engine._cache) == [3, 4, 5]  # three fit the budget; the oldest went first
        assert engine._cached_bytes <= settings.PLAY_STATE_CACHE_BYTES
        assert engine._cached(3) is not None  # used: now the most recent
        engine.remember(6, 1, _state(6))
        assert list(engine._cache) == [5, 3, 6]
    finally:
        engine.forget()
    assert engine._cached_bytes == 0 and not engine._sizes


def test_a_state_larger_than_the_whole_budget_is_not_kept(settings):
    engine.forget()
    settings.PLAY_STATE_CACHE_BYTES = 10
    try:
        engine.remember(1, 1, _state(1))
        assert engine._cached(1) is None and engine._cached_bytes == 0
    finally:
        engine.forget()


def test_an_older_state_never_replaces_a_newer_one_and_sizes_stay_counted_once(settings):
    engine.forget()
    try:
        newer, older = _state(1), _state(2)
        engine.remember(1, 5, newer)
        engine.remember(1, 3, older)
        assert engine._cached(1) == (5, newer)
        assert engine._cached_bytes == engine._sizes[1][0]
    finally:
        engine.forget()
