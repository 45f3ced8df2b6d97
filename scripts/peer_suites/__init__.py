"""The peers' own test suites against this package (scripts/peer-suites.sh, scripts/tca-suite.sh).

Modules (README.md says more):
- `config`: the command line, read into a `Config`.
- `tables`: the data files of data/ (peers, import map, `#if` rewrites, TCA examples, module
  lists, UI types, Apple stand-ins).
- `session`: one run's state (config, tables, peers, products, toolchain); the peers' checkouts.
- `rewrite`: the import rewrite and the products a target depends on.
- `scanner`: test functions, their types and `#if` guards in Swift source; what a condition is on
  Linux.
- `views`: TCA examples' app sources without their views.
- `package`: the generated package (files and manifest).
- `build`: the build loop that leaves out what does not compile.
- `runner`: running XCTest and Swift Testing, reading their output.
- `report`: the tables and --print-passing.
- `check`: --check against Compatibility.md and Migrating.md.
- `tca`: scripts/tca-suite.sh (TCA 0.1.5 extracted from git, then the runner).
"""
