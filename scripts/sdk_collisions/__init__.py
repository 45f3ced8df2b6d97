"""The SDK-collision check: which of our declarations survive the Darwin `#if`s, and which of
those Apple's SDK already declares.

Modules:
- `conditions`: evaluates `#if` conditions for an Apple platform (three-valued: a condition this
  tool cannot decide, such as `arch(arm64)` or `hasFeature(X)`, is "maybe", and a declaration
  under it counts as possibly present).
- `swift_decls`: reads Swift source text (comments and strings skipped, `#if` regions filtered)
  and lists its declarations: top-level types, nested types and members declared in types and
  extensions, and the conformances extensions add.
- `check`: compares them with the Apple SDK names kept as data in
  `scripts/sdk-collisions/apple-sdk-names.tsv` and reports each collision with file:line and the
  source of the Apple fact.
"""
