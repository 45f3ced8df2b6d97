// `IssueReporter` and `reportIssue(_:)` are declared in the ExhaustiveIssueReporting target so
// that the test runtime, which installs the reporter, compiles without waiting for all of
// ExhaustiveCore (Documentation/Exhaustive.docc/Architecture.md). They are ExhaustiveCore's
// public API: re-exported, a user who imports ExhaustiveCore writes the same names, and
// `ExhaustiveCore.IssueReporter` still names the type.
@_exported import ExhaustiveIssueReporting
