"""The card search language, parsed (pure Python; cardbase.search compiles it to SQL).

In the spirit of Scryfall and NetrunnerDB: `argonian cruiser t:S s>=6 -e:krebiz (r:V or r:R)`.
- A bare word or "quoted phrase" matches title or text.
- `key:value`, `key=value`, `key>=n`, `key>n`, `key<=n`, `key<n`, `key!=value`; values may be quoted.
- Terms side by side must all hold; `or` (any case) between them means either; parentheses group;
  a leading `-` negates a term or a group.
Nothing here raises on bad input: what cannot be understood is dropped and explained in
`warnings`, and the rest of the query still runs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

OPERATORS = (">=", "<=", "!=", ":", "=", ">", "<")


@dataclass(frozen=True)
class Term:
    """One condition: a free word (key "") or key/operator/value."""

    key: str
    op: str
    value: str
    text: str  # as typed, for warnings

    @property
    def is_word(self) -> bool:
        return self.key == ""


@dataclass(frozen=True)
class Not:
    node: Node


@dataclass(frozen=True)
class And:
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    nodes: tuple[Node, ...]


Node = Term | Not | And | Or


@dataclass
class Parsed:
    node: Node | None
    warnings: list[str] = field(default_factory=list)


# A token: parentheses, or a run that may hold quoted parts (key:"two words", "a phrase").
_TOKEN = re.compile(r'\s*(?:(?P<paren>[()])|(?P<term>-?(?:[^\s()"]|"[^"]*"?)+))')
_KEY_VALUE = re.compile(r"^(?P<key>[A-Za-z_][A-Za-z0-9_.]*)(?P<op>>=|<=|!=|:|=|>|<)(?P<value>.*)$", re.S)

MAX_QUERY_LENGTH = 500
MAX_TERMS = 40


def _unquote(value: str) -> tuple[str, bool]:
    """The value without its quotes; False when a quote was left open."""
    if value.startswith('"'):
        if len(value) >= 2 and value.endswith('"'):
            return value[1:-1], True
        return value[1:], False
    return value, True


def tokenize(text: str) -> list[str]:
    tokens: list[str] = []
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match or match.end() == position:
            break
        tokens.append(match.group("paren") or match.group("term"))
        position = match.end()
    return tokens


def parse(text: str) -> Parsed:
    """A query as a tree of Term/Not/And/Or nodes, with warnings for what was dropped."""
    warnings: list[str] = []
    text = (text or "").strip()
    if len(text) > MAX_QUERY_LENGTH:
        warnings.append(f"the query is longer than {MAX_QUERY_LENGTH} characters: the rest was ignored")
        text = text[:MAX_QUERY_LENGTH]
    tokens = tokenize(text)
    position = 0
    terms_seen = 0

    def peek() -> str | None:
        return tokens[position] if position < len(tokens) else None

    def parse_or(depth: int) -> Node | None:
        nonlocal position
        options: list[Node] = []
        current = parse_and(depth)
        while peek() is not None and peek().lower() == "or":
            position += 1
            following = parse_and(depth)
            if current is None or following is None:
                warnings.append('"or" needs a term on each side: dropped')
            if current is not None:
                options.append(current)
            current = following
        if current is not None:
            options.append(current)
        if not options:
            return None
        return options[0] if len(options) == 1 else Or(tuple(options))

    def parse_and(depth: int) -> Node | None:
        nodes: list[Node] = []
        while True:
            token = peek()
            if token is None or token.lower() == "or":
                break
            if token == ")":
                if depth > 0:
                    break
                skip_stray_close()
                continue
            node = parse_unary(depth)
            if node is not None:
                nodes.append(node)
        if not nodes:
            return None
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def skip_stray_close() -> None:
        nonlocal position
        position += 1
        warnings.append('a ")" without its "(": ignored')

    def parse_unary(depth: int) -> Node | None:
        nonlocal position, terms_seen
        token = tokens[position]
        position += 1
        if token == "(":
            inner = parse_or(depth + 1)
            if peek() == ")":
                position += 1
            else:
                warnings.append('a "(" was not closed: closed at the end')
            if inner is None:
                warnings.append('empty parentheses "()": dropped')
            return inner
        if token.lower() == "and":
            return None  # "and" is what terms side by side mean anyway
        negated = False
        if token.startswith("-") and len(token) > 1:
            negated = True
            token = token[1:]
        elif token == "-":
            if peek() == "(":
                position += 1
                inner = parse_or(depth + 1)
                if peek() == ")":
                    position += 1
                else:
                    warnings.append('a "(" was not closed: closed at the end')
                return Not(inner) if inner is not None else None
            warnings.append('a lone "-" negates nothing: dropped')
            return None
        terms_seen += 1
        if terms_seen > MAX_TERMS:
            if terms_seen == MAX_TERMS + 1:
                warnings.append(f"more than {MAX_TERMS} terms: the rest were ignored")
            return None
        term = _term(token, warnings)
        if term is None:
            return None
        return Not(term) if negated else term

    # At depth 0 every token is consumed: a stray ")" is skipped where it stands.
    return Parsed(node=parse_or(0), warnings=warnings)


def _term(token: str, warnings: list[str]) -> Term | None:
    match = _KEY_VALUE.match(token)
    if match and not token.startswith('"'):
        value, closed = _unquote(match.group("value"))
        if not closed:
            warnings.append(f"{token}: a quote was not closed (read as {value!r})")
        if value.strip() == "":
            warnings.append(f"{token}: no value after {match.group('op')!r}: dropped")
            return None
        return Term(key=match.group("key").lower(), op=match.group("op"), value=value.strip(), text=token)
    value, closed = _unquote(token)
    if not closed:
        warnings.append(f"{token}: a quote was not closed (read as {value!r})")
    value = value.strip()
    if not value:
        return None
    return Term(key="", op=":", value=value, text=token)


def terms(node: Node | None) -> list[Term]:
    """Every term of a tree, left to right."""
    if node is None:
        return []
    if isinstance(node, Term):
        return [node]
    if isinstance(node, Not):
        return terms(node.node)
    return [t for child in node.nodes for t in terms(child)]
