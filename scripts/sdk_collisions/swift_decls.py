"""The declarations of a Swift source file that survive the `#if`s of one platform.

Not a Swift parser: a lexer that skips comments and string literals, a filter that keeps the
tokens of the `#if` branches the platform may compile, and a walk over declaration headers
that never enters a function body (local declarations are invisible to importers). It reads
what this check needs: the name, kind and line of every type and member declared at file
scope, inside types and inside extensions, and the conformances each extension adds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .conditions import ConditionError, Platform, evaluate

TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor"}
FUNCTION_KEYWORDS = {"func", "init", "subscript", "deinit"}
VALUE_KEYWORDS = {"var", "let"}
DECL_KEYWORDS = (
    TYPE_KEYWORDS
    | FUNCTION_KEYWORDS
    | VALUE_KEYWORDS
    | {"extension", "typealias", "case", "associatedtype", "import", "operator",
       "precedencegroup", "macro"}
)
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final",
    "override", "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy",
    "weak", "unowned", "indirect", "nonisolated", "optional", "prefix", "postfix", "infix",
    "distributed", "__consuming", "isolated", "consuming", "borrowing", "sending",
}
ACCESS = {"public", "private", "fileprivate", "internal", "package", "open"}


@dataclass(eq=False)
class Token:
    kind: str  # "id", "punct", "directive", "other"
    text: str
    line: int
    condition: str = ""  # for directives


@dataclass
class Declaration:
    """One declaration: `parent` is the type or extended type it is declared in (dotted), or
    None at file scope."""

    kind: str  # struct, class, enum, protocol, actor, typealias, func, var, let, case, init, …
    name: str
    line: int
    parent: str | None = None
    access: str = "internal"
    # Whether every `#if` around it is certainly taken on the platform (not merely maybe).
    certain: bool = True
    # For a typealias: the aliased type as written (`Combine.AnyCancellable`).
    aliased: str = ""


@dataclass
class Conformance:
    """`extension Type: Protocol` (one per protocol in the list)."""

    type_name: str
    protocol: str
    line: int
    certain: bool = True


@dataclass
class FileDeclarations:
    declarations: list[Declaration] = field(default_factory=list)
    conformances: list[Conformance] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# Lexing


_IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_NUMBER = re.compile(r"[0-9][0-9A-Za-z_.]*")
_DIRECTIVE = re.compile(r"#(if|elseif|else|endif)\b")
_PUNCT = set("{}()[],:;.=@?<>&!")


def _skip_string(text: str, i: int, line: int) -> tuple[int, int]:
    """Skips the string literal starting at `text[i]` (its `#`s or quote); returns the index
    after it and the line it ends on."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    # `"""` opens a multiline literal only when the line ends right after it (`#"""#` is a
    # one-line raw string holding a quote).
    multiline = text.startswith('"""', i) and re.match(r'"""[ \t]*\r?\n', text[i : i + 16])
    opener = '"""' if multiline else '"'
    i += len(opener)
    closer = opener + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(text):
        if text.startswith(closer, i):
            return i + len(closer), line
        if text.startswith(escape, i):
            i += len(escape)
            if i < len(text) and text[i] == "(":
                # An interpolation: skip to its closing parenthesis, strings inside included.
                i, line = _skip_parenthesized(text, i, line)
                continue
            if i < len(text) and text[i] == "\n":
                line += 1
            i += 1
            continue
        if text[i] == "\n":
            line += 1
            if not multiline:
                return i, line  # unterminated: stop at the line's end
        i += 1
    return i, line


def _skip_parenthesized(text: str, i: int, line: int) -> tuple[int, int]:
    depth = 0
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1, line
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            i, line = _skip_string(text, i, line)
            continue
        elif c == "\n":
            line += 1
        i += 1
    return i, line


def _strip_comments(condition: str) -> str:
    condition = re.sub(r"/\*.*?\*/", " ", condition)
    return condition.split("//", 1)[0].strip()


def lex(text: str) -> list[Token]:
    tokens: list[Token] = []
    i, line, at_line_start = 0, 1, True
    while i < len(text):
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if c in " \t\r":
            i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < len(text) and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += text[i] == "\n"
                    i += 1
            continue
        was_line_start, at_line_start = at_line_start, False
        if c == "#" and was_line_start:
            match = _DIRECTIVE.match(text, i)
            if match:
                end = text.find("\n", i)
                end = len(text) if end < 0 else end
                condition = _strip_comments(text[match.end() : end])
                tokens.append(Token("directive", match.group(1), line, condition))
                i = end
                continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i : i + 8])):
            i, line = _skip_string(text, i, line)
            tokens.append(Token("other", "<string>", line))
            continue
        if c == "`":
            end = text.find("`", i + 1)
            tokens.append(Token("id", text[i + 1 : end], line))
            i = end + 1
            continue
        match = _IDENT.match(text, i)
        if match:
            tokens.append(Token("id", match.group(0), line))
            i = match.end()
            continue
        match = _NUMBER.match(text, i)
        if match:
            tokens.append(Token("other", match.group(0), line))
            i = match.end()
            continue
        if c == "#":
            # `#available`, `#selector`, `#warning`, a macro: an ordinary token.
            match = _IDENT.match(text, i + 1)
            word = match.group(0) if match else ""
            tokens.append(Token("other", "#" + word, line))
            i += 1 + len(word)
            continue
        tokens.append(Token("punct" if c in _PUNCT else "other", c, line))
        i += 1
    return tokens


# ---------------------------------------------------------------------------------------------
# `#if` filtering


@dataclass
class _Frame:
    parent_possible: bool
    parent_certain: bool
    taken: bool = False  # an earlier branch is certainly taken
    all_false: bool = True  # every earlier branch is certainly not taken
    possible: bool = False
    certain: bool = False


def filter_conditions(
    tokens: list[Token], platform: Platform, warnings: list[str]
) -> list[tuple[Token, bool]]:
    """The tokens the platform may compile, each with whether it is certainly compiled."""
    kept: list[tuple[Token, bool]] = []
    stack: list[_Frame] = []

    def enter_branch(frame: _Frame, value) -> None:
        frame.possible = frame.parent_possible and not frame.taken and value is not False
        frame.certain = frame.parent_certain and frame.all_false and value is True
        frame.taken = frame.taken or value is True
        frame.all_false = frame.all_false and value is False

    for token in tokens:
        if token.kind != "directive":
            possible = stack[-1].possible if stack else True
            certain = stack[-1].certain if stack else True
            if possible:
                kept.append((token, certain))
            continue
        if token.text == "if":
            parent_possible = stack[-1].possible if stack else True
            parent_certain = stack[-1].certain if stack else True
            frame = _Frame(parent_possible, parent_certain)
            stack.append(frame)
            enter_branch(frame, _value(token, platform, warnings))
        elif token.text == "elseif":
            if stack:
                enter_branch(stack[-1], _value(token, platform, warnings))
        elif token.text == "else":
            if stack:
                enter_branch(stack[-1], True)
        elif token.text == "endif":
            if stack:
                stack.pop()
            else:
                warnings.append(f"line {token.line}: #endif without #if")
    if stack:
        warnings.append("an #if is not closed")
    return kept


def _value(token: Token, platform: Platform, warnings: list[str]):
    try:
        return evaluate(token.condition, platform)
    except ConditionError as error:
        warnings.append(f"line {token.line}: {error}; both branches kept")
        return None


# ---------------------------------------------------------------------------------------------
# Declarations


class _Walker:
    def __init__(self, tokens: list[tuple[Token, bool]], result: FileDeclarations):
        self.tokens = [token for token, _ in tokens]
        self.certain = [certain for _, certain in tokens]
        self.i = 0
        self.result = result

    def at(self, offset: int = 0) -> Token | None:
        index = self.i + offset
        return self.tokens[index] if 0 <= index < len(self.tokens) else None

    def text(self, offset: int = 0) -> str:
        token = self.at(offset)
        return token.text if token else ""

    def is_decl_start(self, index: int) -> bool:
        token = self.tokens[index] if index < len(self.tokens) else None
        if token is None:
            return True
        previous = self.tokens[index - 1].text if index > 0 else ""
        if previous == ".":
            return False
        if token.text == "@" or token.text == "}":
            return True
        if token.kind != "id":
            return False
        if token.text in DECL_KEYWORDS or token.text in MODIFIERS:
            return True
        return False

    def skip_balanced(self, open_: str, close: str) -> None:
        """From an opening token, to just after its matching closing one."""
        depth = 0
        while self.i < len(self.tokens):
            text = self.tokens[self.i].text
            if text == open_:
                depth += 1
            elif text == close:
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return
            self.i += 1

    def skip_generic_clause(self) -> None:
        if self.text() != "<":
            return
        depth = 0
        while self.i < len(self.tokens):
            text = self.tokens[self.i].text
            if text == "<":
                depth += 1
            elif text == ">":
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return
            elif text in ("{", "}"):
                return
            self.i += 1

    def header_until_brace(self) -> list[Token]:
        """The tokens of a type or extension header, up to (not including) its `{`."""
        header = []
        depth = 0
        while self.i < len(self.tokens):
            text = self.tokens[self.i].text
            if text in ("(", "["):
                depth += 1
            elif text in (")", "]"):
                depth -= 1
            elif text == "{" and depth <= 0:
                return header
            elif text == "}" and depth <= 0:
                return header
            header.append(self.tokens[self.i])
            self.i += 1
        return header

    def skip_to_next_decl(self) -> None:
        """Skips an initializer, a signature or a case list: to the next declaration at this
        level, skipping any braces met on the way (a body, an accessor block, a closure)."""
        depth = 0
        while self.i < len(self.tokens):
            text = self.tokens[self.i].text
            if text in ("(", "["):
                depth += 1
            elif text in (")", "]"):
                depth -= 1
            elif text == "{":
                self.skip_balanced("{", "}")
                continue
            elif depth <= 0 and self.is_decl_start(self.i):
                return
            self.i += 1

    def walk(self, parent: str | None) -> None:
        """Declarations until the `}` that closes `parent` (or the end of the file)."""
        access = "internal"
        while self.i < len(self.tokens):
            token = self.tokens[self.i]
            text = token.text
            if text == "}":
                self.i += 1
                return
            if text == "@":
                self.i += 1
                if self.at() and self.at().kind == "id":
                    line = self.at().line
                    self.i += 1
                    if self.text() == "(" and self.at().line == line:
                        self.skip_balanced("(", ")")
                continue
            if token.kind == "id" and text in MODIFIERS:
                if text in ACCESS:
                    access = text
                self.i += 1
                if self.text() == "(":  # private(set)
                    self.skip_balanced("(", ")")
                continue
            if text == "class" and self.text(1) in (FUNCTION_KEYWORDS | VALUE_KEYWORDS
                                                    | MODIFIERS | {"subscript"}):
                self.i += 1  # `class func`: a modifier
                continue
            if token.kind == "id" and text in TYPE_KEYWORDS:
                self.type_declaration(parent, access)
            elif text == "extension":
                self.extension(access)
            elif text == "typealias":
                self.typealias(parent, access)
            elif text in FUNCTION_KEYWORDS:
                name = text
                self.i += 1
                if text == "func" and self.at():
                    if self.at().kind == "id":
                        name = self.at().text
                        self.i += 1
                    else:  # an operator, lexed a character at a time: `==`, `<<`
                        name = ""
                        while self.at() and self.text() != "(" and self.at().kind != "id":
                            name += self.text()
                            self.i += 1
                self.add(text, name, token, parent, access)
                self.skip_generic_clause()
                self.skip_to_next_decl()
            elif text in VALUE_KEYWORDS:
                self.values(text, token, parent, access)
            elif text == "case" and parent is not None:
                self.cases(token, parent, access)
            elif text in ("import", "operator"):
                line = token.line
                while self.at() and self.at().line == line:
                    self.i += 1
            elif text in ("associatedtype", "precedencegroup", "macro"):
                self.i += 1
                if text != "associatedtype" and self.at():
                    self.add(text, self.at().text, token, parent, access)
                self.skip_to_next_decl()
            elif text == "{":
                self.skip_balanced("{", "}")  # top-level code (main.swift)
            else:
                self.i += 1
                continue
            access = "internal"

    def add(self, kind, name, token, parent, access, aliased="") -> Declaration:
        index = next((n for n, t in enumerate(self.tokens) if t is token), self.i)
        declaration = Declaration(
            kind=kind, name=name, line=token.line, parent=parent, access=access,
            certain=self.certain[index], aliased=aliased)
        self.result.declarations.append(declaration)
        return declaration

    def type_declaration(self, parent, access) -> None:
        keyword = self.tokens[self.i]
        self.i += 1
        name_token = self.at()
        if name_token is None or name_token.kind != "id":
            return
        self.i += 1
        self.add(keyword.text, name_token.text, keyword, parent, access)
        self.header_until_brace()
        if self.text() == "{":
            self.i += 1
            self.walk(f"{parent}.{name_token.text}" if parent else name_token.text)

    def extension(self, access) -> None:
        keyword = self.tokens[self.i]
        self.i += 1
        parts = []
        while self.at() and self.at().kind == "id":
            parts.append(self.at().text)
            self.i += 1
            if self.text() == "." and self.at(1) and self.at(1).kind == "id":
                self.i += 1
                continue
            break
        self.skip_generic_clause()
        extended = ".".join(parts)
        header = self.header_until_brace()
        # `: A, B where …`
        texts = [token.text for token in header]
        if texts and texts[0] == ":":
            protocols, current = [], []
            for token in header[1:]:
                if token.text == "where":
                    break
                if token.text in (",", "&"):
                    protocols.append(current)
                    current = []
                    continue
                current.append(token.text)
            protocols.append(current)
            index = next(n for n, t in enumerate(self.tokens) if t is keyword)
            for protocol in protocols:
                words = [word for word in protocol if word not in (".",)]
                if words:
                    self.result.conformances.append(
                        Conformance(extended, words[-1], keyword.line, self.certain[index]))
        if self.text() == "{":
            self.i += 1
            self.walk(extended)

    def typealias(self, parent, access) -> None:
        keyword = self.tokens[self.i]
        self.i += 1
        name = self.at()
        if name is None:
            return
        self.i += 1
        self.skip_generic_clause()
        aliased = []
        if self.text() == "=":
            line = self.at().line
            self.i += 1
            if self.at() and self.at().line != line:
                line = self.at().line  # `typealias X =` with the type on the next line
            while self.at() and self.at().line == line and self.text() not in ("}", "{"):
                aliased.append(self.text())
                self.i += 1
        self.add("typealias", name.text, keyword, parent, access, "".join(aliased))

    def values(self, keyword_text, keyword, parent, access) -> None:
        self.i += 1
        if self.at() and self.at().kind == "id":
            self.add(keyword_text, self.at().text, keyword, parent, access)
        self.skip_to_next_decl()

    def cases(self, keyword, parent, access) -> None:
        self.i += 1
        expect_name = True
        depth = 0
        while self.i < len(self.tokens):
            token = self.tokens[self.i]
            if token.text in ("(", "["):
                depth += 1
            elif token.text in (")", "]"):
                depth -= 1
            elif depth == 0 and token.text == ",":
                expect_name = True
                self.i += 1
                continue
            elif depth == 0 and self.is_decl_start(self.i):
                return
            elif depth == 0 and expect_name and token.kind == "id":
                self.add("case", token.text, keyword, parent, access)
                expect_name = False
            self.i += 1


def declarations(text: str, platform: Platform) -> FileDeclarations:
    """The declarations of the Swift source `text` that `platform` may compile."""
    result = FileDeclarations()
    kept = filter_conditions(lex(text), platform, result.warnings)
    _Walker(kept, result).walk(None)
    return result
