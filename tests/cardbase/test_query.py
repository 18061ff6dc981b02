"""The search language's parser: tokens, negation, or, parentheses, quotes, and warnings."""
from cardbase.query import And, Not, Or, Term, parse, terms


def test_terms_side_by_side_all_hold() -> None:
    parsed = parse("t:S s>=8 e:argonian")
    assert parsed.warnings == []
    assert parsed.node == And((Term("t", ":", "S", "t:S"), Term("s", ">=", "8", "s>=8"), Term("e", ":", "argonian", "e:argonian")))


def test_every_operator_is_read() -> None:
    for op in (":", "=", ">", ">=", "<", "<=", "!="):
        node = parse(f"shields{op}3").node
        assert node == Term("shields", op, "3", f"shields{op}3")


def test_quoted_phrases_and_quoted_values_keep_their_spaces() -> None:
    node = parse('"heavy cruiser" o:"energy flux"').node
    assert node == And((Term("", ":", "heavy cruiser", '"heavy cruiser"'), Term("o", ":", "energy flux", 'o:"energy flux"')))


def test_minus_negates_a_term_or_a_group() -> None:
    node = parse("-e:krebiz -(t:S or t:B)").node
    assert isinstance(node, And)
    assert node.nodes[0] == Not(Term("e", ":", "krebiz", "e:krebiz"))
    assert node.nodes[1] == Not(Or((Term("t", ":", "S", "t:S"), Term("t", ":", "B", "t:B"))))


def test_and_binds_tighter_than_or_and_parentheses_group() -> None:
    assert parse("a or b c").node == Or((Term("", ":", "a", "a"), And((Term("", ":", "b", "b"), Term("", ":", "c", "c")))))
    grouped = parse("(a or b) c").node
    assert grouped == And((Or((Term("", ":", "a", "a"), Term("", ":", "b", "b"))), Term("", ":", "c", "c")))


def test_or_is_case_insensitive_and_and_is_allowed() -> None:
    assert parse("a OR b").node == parse("a or b").node
    assert parse("a and b").node == parse("a b").node


def test_malformed_input_is_dropped_with_warnings_never_raised() -> None:
    cases = {
        "a or": '"or" needs a term',
        "(t:S": '"(" was not closed',
        "t:S)": '")" without its "("',
        "s>=": "no value",
        'o:"open': "quote was not closed",
        "- t:S": 'lone "-"',
        "()": "empty parentheses",
    }
    for text, expected in cases.items():
        parsed = parse(text)
        assert any(expected in w for w in parsed.warnings), (text, parsed.warnings)


def test_unclosed_quote_still_searches_what_was_typed() -> None:
    parsed = parse('o:"energy flux')
    assert parsed.node == Term("o", ":", "energy flux", 'o:"energy flux')


def test_huge_queries_are_cut_with_a_warning() -> None:
    parsed = parse(" ".join(["word"] * 300))
    assert len(terms(parsed.node)) <= 40
    assert parsed.warnings


def test_empty_query_is_no_condition() -> None:
    assert parse("").node is None and parse("   ").node is None
