"""Reading YAML that anyone may have written: plain data only, within limits, with positions.

`load_yaml` returns the document as plain data (dict, list, str, int, float, bool, None) and
`Marks`, the line and column of every value and key, so a later check can say
`FILE:LINE:COL: what is wrong`. It reads in three steps, each guarding the next:

1. the size (at most `MAX_BYTES`) and UTF-8, before YAML sees a byte;
2. a pass over PyYAML's parse events, which is a loop, not recursion: nesting deeper than
   `MAX_DEPTH`, more than `MAX_ALIASES` aliases or more than `MAX_VALUES` nodes stop it early;
3. `yaml.compose` with the safe loader (its recursion is now bounded), then values built from
   the nodes here: only the YAML core schema's tags, text keys, each key once, and at most
   `MAX_VALUES` values counting every use of an alias (a "billion laughs" stops at the limit).

Every failure is a `BoardError` of one line; nothing here lets a traceback or a
`RecursionError` out.

>>> data, marks = load_yaml("game: pferderennen\\ntrack:\\n  cards: 6\\n", "six.yaml")
>>> data
{'game': 'pferderennen', 'track': {'cards': 6}}
>>> marks[("track", "cards")]
(3, 10)
"""

from __future__ import annotations

import math
from typing import Any, Final, TypeAlias

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arcade_races.boards.errors import BoardError
from arcade_races.core.schema import Path, describe

MAX_BYTES: Final = 1 << 20
"""The largest file read, in bytes (1 MiB)."""
MAX_DEPTH: Final = 64
"""The deepest nesting of lists and mappings, aliases included."""
MAX_ALIASES: Final = 100
"""The most aliases (`*name`) in one file."""
MAX_VALUES: Final = 200_000
"""The most values in one document, counting an aliased value each time it is used."""
MAX_DIGITS: Final = 30
"""The most characters a number may have (no board needs more than a few)."""

Position: TypeAlias = tuple[int, int]
"""A 1-based (line, column)."""

_TAG = "tag:yaml.org,2002:"
_NULL, _BOOL, _INT, _FLOAT = _TAG + "null", _TAG + "bool", _TAG + "int", _TAG + "float"
_STR, _SEQ, _MAP = _TAG + "str", _TAG + "seq", _TAG + "map"
# PyYAML resolves `2024-05-01` to a timestamp, which is not plain data; the text is kept.
_TIMESTAMP = _TAG + "timestamp"
_MERGE = _TAG + "merge"

# Hints for PyYAML's most common syntax problems, said in a track maker's words.
_SYNTAX_HINTS: Final = (
    ("mapping values are not allowed", "check the indentation; put text with ': ' in quotes"),
    ("could not find expected ':'", "write each key with a ':' after it"),
    ("found character '\\t'", "indent with spaces, not tabs"),
    ("cannot start any token", "put text starting with that character in quotes"),
    ("expected ',' or ']'", "close the list with ]"),
    ("expected ',' or '}'", "close the mapping with }"),
    ("did not find expected key", "check the indentation"),
    ("expected <block end>", "check the indentation: the keys of one mapping line up"),
    ("did not find expected '-'", "check the indentation of the list"),
    ("found undefined alias", "define &name before using *name"),
    ("expected a single document", "one document per file: remove the second ---"),
)


class Marks(dict[Path, Position]):
    """Where each value of a document starts: path (keys and list indices) to (line, column).

    `key_marks` holds where each mapping key starts, by the path of its value, so a message
    about a key (unknown, duplicate) can point at the key itself.
    """

    def __init__(self) -> None:
        super().__init__()
        self.key_marks: dict[Path, Position] = {}

    def locate(self, path: Path, at_key: bool = False) -> Position:
        """The position of `path`'s key (with `at_key`) or value, else of its nearest
        ancestor that has one, else (1, 1)."""
        if at_key and path in self.key_marks:
            return self.key_marks[path]
        while path:
            if path in self:
                return self[path]
            path = path[:-1]
        return self.get((), (1, 1))


def _position(mark: Any) -> Position:
    return (mark.line + 1, mark.column + 1)


def _fail(filename: str, where: Position, what: str, allowed: str = "") -> BoardError:
    return BoardError(filename, where[0], where[1], what, allowed)


def decode_text(text: str | bytes, filename: str) -> str:
    """`text` as a string: bytes must be UTF-8 (a BOM is dropped); either must be at most
    `MAX_BYTES` long in UTF-8. A one-line `BoardError` otherwise."""
    if isinstance(text, str):
        # Characters never outnumber UTF-8 bytes, so the cheap test goes first.
        if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            raise BoardError(filename, 0, 0, "the file is too big", "at most 1 MiB")
        return text
    if len(text) > MAX_BYTES:
        what = f"the file is too big ({len(text):,} bytes)"
        raise BoardError(filename, 0, 0, what, "at most 1 MiB")
    try:
        return text.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = text.count(b"\n", 0, err.start) + 1
        col = err.start - (text.rfind(b"\n", 0, err.start) + 1) + 1
        what = f"not UTF-8 text (byte 0x{text[err.start]:02x})"
        raise BoardError(filename, line, col, what, "save the file as UTF-8") from None


def _syntax_error(err: yaml.MarkedYAMLError, filename: str) -> BoardError:
    mark = err.problem_mark or err.context_mark
    where = _position(mark) if mark is not None else (1, 1)
    problem = err.problem or "the text is not valid YAML"
    if problem.startswith("but ") and err.context:
        problem = f"{err.context}, {problem}"
    said = f"{problem} {err.context or ''}"
    hint = next((hint for key, hint in _SYNTAX_HINTS if key in said), "")
    if not hint and err.context:
        hint = err.context
        if err.context_mark is not None and err.context_mark is not mark:
            hint += f" at line {err.context_mark.line + 1}"
    return _fail(filename, where, f"YAML syntax error: {problem}", hint)


def _reader_error(err: yaml.reader.ReaderError, text: str, filename: str) -> BoardError:
    line = text.count("\n", 0, err.position) + 1
    col = err.position - (text.rfind("\n", 0, err.position) + 1) + 1
    char = err.character if isinstance(err.character, int) else ord(err.character)
    what = f"the character U+{char:04X} is not allowed in YAML"
    return BoardError(filename, line, col, what, "printable text; save the file as UTF-8")


def _shown(value: str) -> str:
    """A scalar's text as a message quotes it: in quotes, cut short if long."""
    return repr(value if len(value) <= 40 else value[:37] + "...")


def _show_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG) :] if tag.startswith(_TAG) else tag


_FAST_LOADER: Final = getattr(yaml, "CSafeLoader", None)
"""libyaml's parser, when PyYAML has it: ten times faster on a big board. It reads files
that are fine; a file with a syntax error is read again by the pure-Python parser, whose
messages the hints above are written for."""


def _check_events(text: str, filename: str, loader: Any = yaml.SafeLoader) -> None:
    """Walk the parse events once, stopping at the first limit passed."""
    depth = aliases = nodes = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            depth += 1
            nodes += 1
            if depth > MAX_DEPTH:
                what = f"the lists and mappings nest more than {MAX_DEPTH} deep"
                raise _fail(filename, _position(event.start_mark), what, "flatten the data")
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
            depth -= 1
        elif isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_ALIASES:
                what = f"more than {MAX_ALIASES} aliases (*name)"
                raise _fail(filename, _position(event.start_mark), what, "write the values out")
        elif isinstance(event, yaml.ScalarEvent):
            nodes += 1
        if nodes > MAX_VALUES:
            what = f"more than {MAX_VALUES:,} values"
            raise _fail(filename, _position(event.start_mark), what, "a smaller file")


class _Builder:
    """Builds plain values from composed nodes, recording marks and counting values."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.marks = Marks()
        self.count = 0
        self.seen: set[int] = set()
        self.scalars = SafeConstructor()

    def fail(self, node: Node, what: str, allowed: str = "") -> BoardError:
        return _fail(self.filename, _position(node.start_mark), what, allowed)

    def build(self, node: Node, path: Path, depth: int, alias_in: Path | None = None) -> Any:
        """The value of `node` at `path`. `alias_in` is the mapping or list holding the
        outermost alias being expanded, where a blow-up is best reported."""
        # Recursion is safe: `depth` stops it at MAX_DEPTH even through chains of aliases,
        # which the event pass cannot see (an alias reuses a whole anchored subtree).
        if alias_in is None and id(node) in self.seen:
            alias_in = path[:-1]
        self.seen.add(id(node))
        self.count += 1
        if self.count > MAX_VALUES:
            what = f"more than {MAX_VALUES:,} values once aliases (*name) are expanded"
            where = self.marks.locate(alias_in) if alias_in is not None else None
            raise _fail(self.filename, where or _position(node.start_mark), what, "use fewer")
        if depth > MAX_DEPTH:
            what = f"the lists and mappings nest more than {MAX_DEPTH} deep through aliases"
            raise self.fail(node, what, "flatten the data")
        self.marks[path] = _position(node.start_mark)
        if isinstance(node, ScalarNode):
            return self.scalar(node)
        if isinstance(node, SequenceNode) and node.tag == _SEQ:
            return [
                self.build(item, (*path, i), depth + 1, alias_in)
                for i, item in enumerate(node.value)
            ]
        if isinstance(node, MappingNode) and node.tag == _MAP:
            return self.mapping(node, path, depth, alias_in)
        raise self.not_allowed(node)

    def not_allowed(self, node: Node) -> BoardError:
        if node.tag == _MERGE:
            return self.fail(node, "merge keys (<<) are not supported", "write the keys out")
        what = f"tag {_show_tag(node.tag)} is not allowed (plain YAML only)"
        return self.fail(node, what, "text, numbers, true/false, null, lists and mappings")

    def scalar(self, node: ScalarNode) -> Any:
        if node.tag in (_INT, _FLOAT) and len(node.value) > MAX_DIGITS:
            # Before Python's own limit (4,300 digits) and before the value is echoed back.
            what = f"a number of {len(node.value):,} characters"
            raise self.fail(node, what, f"at most {MAX_DIGITS}")
        try:
            if node.tag == _STR or node.tag == _TIMESTAMP:
                return str(node.value)
            if node.tag == _INT:
                return self.scalars.construct_yaml_int(node)
            if node.tag == _FLOAT:
                value = self.scalars.construct_yaml_float(node)
            if node.tag == _BOOL:
                return self.scalars.construct_yaml_bool(node)
            if node.tag == _NULL:
                return None
        except (ConstructorError, ValueError, KeyError):
            # An explicit tag on text that does not fit it, like `!!int abc` or `!!bool 6`.
            what = f"{_shown(node.value)} is not a {_show_tag(node.tag)}"
            raise self.fail(node, what, "fix the value or remove the tag") from None
        if node.tag == _FLOAT:
            if not math.isfinite(value):
                raise self.fail(node, f"{_shown(node.value)} is not a finite number",
                                "a number such as 12.5")
            return value
        raise self.not_allowed(node)

    def mapping(
        self, node: MappingNode, path: Path, depth: int, alias_in: Path | None
    ) -> dict[str, Any]:
        result: dict[str, Any] = {}
        first_seen: dict[str, Position] = {}
        for key_node, value_node in node.value:
            key = self.key(key_node)
            where = _position(key_node.start_mark)
            if key in result:
                line = first_seen[key][0]
                what = f"duplicate key {key!r}"
                raise _fail(
                    self.filename, where, what, f"each key once; the first is on line {line}"
                )
            first_seen[key] = where
            self.marks.key_marks[(*path, key)] = where
            result[key] = self.build(value_node, (*path, key), depth + 1, alias_in)
        return result

    def key(self, node: Node) -> str:
        if node.tag == _MERGE:
            raise self.not_allowed(node)
        if isinstance(node, ScalarNode) and node.tag == _STR:
            return str(node.value)
        if isinstance(node, ScalarNode) and node.tag in (_INT, _FLOAT, _BOOL, _NULL):
            what = f"the key {node.value or 'null'} is not text"
            hint = f'keys are text; write it in quotes: "{node.value}"'
            raise self.fail(node, what, hint)
        if isinstance(node, ScalarNode):
            raise self.not_allowed(node)
        raise self.fail(node, "a list or mapping used as a key", "keys are text")


_FAILED: Final = object()


def _fast_compose(source: str, filename: str) -> Any:
    """The composed document by libyaml (limits checked first), or `_FAILED` when there is
    no libyaml or it finds the text wrong, so the pure-Python parser says why."""
    if _FAST_LOADER is None:
        return _FAILED
    try:
        _check_events(source, filename, _FAST_LOADER)
        return yaml.compose(source, Loader=_FAST_LOADER)
    except yaml.YAMLError:
        return _FAILED


def load_yaml(text: str | bytes, filename: str) -> tuple[Any, Marks]:
    """The document in `text` as plain data, and the position of each value and key.

    The top level must be a mapping. Raises a one-line `BoardError` naming `filename` and the
    line and column for anything else: bad bytes, too big, a syntax error, too deep, too many
    aliases or values, a tag outside YAML's core schema, a duplicate or non-text key, or an
    empty file.

    >>> load_yaml("a: !!python/object/apply:os.system [ls]", "evil.yaml")
    Traceback (most recent call last):
    ...
    arcade_races.boards.errors.BoardError: evil.yaml:1:4: tag !!python/object/apply:os.system \
is not allowed (plain YAML only) (text, numbers, true/false, null, lists and mappings)
    """
    source = decode_text(text, filename)
    try:
        root = _fast_compose(source, filename)
        if root is _FAILED:
            _check_events(source, filename)
            root = yaml.compose(source, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as err:
        raise _syntax_error(err, filename) from None
    except yaml.reader.ReaderError as err:
        raise _reader_error(err, source, filename) from None
    except yaml.YAMLError as err:
        raise BoardError(filename, 1, 1, f"YAML error: {err}") from None
    except RecursionError:
        # Unreachable with the depth check in place; kept so a deep file can never crash.
        raise BoardError(filename, 1, 1, "the data nests too deep", "flatten the data") from None
    if root is None:
        raise BoardError(filename, 1, 1, "the file is empty", "expected a mapping")
    builder = _Builder(filename)
    data = builder.build(root, (), 0)
    if not isinstance(data, dict):
        line, col = _position(root.start_mark)
        raise BoardError(
            filename, line, col, f"the top level is {describe(data)}", "expected a mapping"
        )
    return data, builder.marks


__all__ = [
    "MAX_ALIASES",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_VALUES",
    "Marks",
    "Position",
    "decode_text",
    "load_yaml",
]
