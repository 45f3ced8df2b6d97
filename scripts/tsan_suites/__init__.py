"""The ThreadSanitizer selection of .ci/run, by a rule (scripts/tsan-suites.sh; README.md).

Modules:
- `suites`: the test suites of the package's test targets, read from their Swift sources.
- `rule`: the list scripts/tsan-suites.tsv, the completeness rule, the `--filter` made from it.
- `__main__`: `python3 -m tsan_suites check|filter|suites`.
"""
