/// One token of Swift source text, as ``SourceLexer`` reads it: what it is and where its bytes
/// are. Whitespace and newlines are not tokens; comments are, so a reader that rewrites text can
/// see them and one that reads code can pass over them.
struct SourceToken: Equatable {
  /// What a token is.
  enum Kind: Equatable {
    /// A name, a keyword, a backquoted name or `$0`: `store`, `await`, `` `default` ``.
    case identifier
    /// A `#` name that is not a conditional compilation line: `#line`, `#selector`, `#expect`.
    case poundIdentifier
    /// An integer or floating-point literal, in any base: `1`, `0x1F`, `1_000.5e-3`.
    case number
    /// A string literal of any shape: `"a"`, `"""…"""`, `#"…"#`; the code of its
    /// interpolations follows it as tokens of their own.
    case string
    /// A regex literal: `/a+/`, `#/a+/#`.
    case regex
    /// A `// …` comment, up to the end of its line.
    case lineComment
    /// A `/* … */` comment, nested ones included.
    case blockComment
    /// A conditional compilation line, whole: `#if DEBUG`, `#elseif os(Linux)`, `#else`,
    /// `#endif`.
    case directive
    /// `(`, `[` or `{`.
    case open
    /// `)`, `]` or `}`.
    case close
    /// `,`, `:`, `;`, `.`, `@`, `\` (a key path), or a backtick left alone.
    case punctuation
    /// A run of operator characters: `=`, `+=`, `->`, `...`, `?`, `!`.
    case `operator`
  }

  /// What the token is.
  var kind: Kind
  /// Its bytes in the text.
  var range: Range<Int>
  /// How many interpolations hold it: 0 for code, 1 for the code of `"\(…)"`, and so on.
  var nesting: Int = 0
  /// False for a string, regex or block comment that the text ends inside of.
  var isComplete: Bool = true

  /// Whether it is a comment of either kind.
  var isComment: Bool { kind == .lineComment || kind == .blockComment }
}
