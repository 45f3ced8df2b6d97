import ExhaustiveTestRuntime
import ExhaustiveUnsafe
import StructuralDiff

/// A step as it should have been written: its verb, its action, and the assignments its
/// trailing closure needs.
package struct AcceptedStep {
  package enum Verb: String {
    case send
    case receive
  }

  package var verb: Verb
  var action: Any
  /// The closure's lines, unindented; empty for a step that changes nothing.
  var mutations: [String]
  /// How a receive of an action that is not `Equatable` matches it: its case path, or why it
  /// has none (see AcceptedStep+CasePath.swift); nil for a step that writes its action.
  var casePath: Result<String, SourceProblem>?

  /// A step whose action turned `previous` into `actual`.
  package init<State, Action>(
    _ verb: Verb, _ action: Action, from previous: State, to actual: State
  ) {
    self.verb = verb
    self.action = action
    self.casePath = Self.casePath(verb, action)
    // A scoped store's closures see its view, not the whole state it runs.
    let old = (previous as? any RecordedStateProjection)?.recordedState ?? previous
    let new = (actual as? any RecordedStateProjection)?.recordedState ?? actual
    self.mutations = SwiftSource.mutations(from: old, to: new, root: "$0")
  }

  /// The trailing closure, ` {` … `}`, its body indented by `unit` past `indent`; empty when the
  /// step changes nothing.
  func trailingClosure(indent: String, unit: String) -> String {
    guard !mutations.isEmpty else { return "" }
    return " {\n" + mutations.map { indent + unit + $0 + "\n" }.joined() + indent + "}"
  }

  /// `.send(.action)` or `store.send(.action)`, and the trailing closure; or a comment saying
  /// why the action has no source form.
  func code(in style: StepStyle, indent: String, unit: String) -> String {
    switch casePath.map({ $0.map { [$0] } }) ?? SwiftSource.expression(of: action, width: 60) {
    case .success(let lines):
      let call = ([style.prefix + verb.rawValue + "(" + lines[0]] + lines.dropFirst())
        .joined(separator: "\n" + indent)
      return call + ")" + trailingClosure(indent: indent, unit: unit)
    case .failure(let problem):
      return "// \(style.prefix)\(verb.rawValue)(…): no Swift source for \(problem.reason)"
        + trailingClosure(indent: indent, unit: unit).replacingOccurrences(
          of: "\n", with: "\n" + indent + "// ")
    }
  }

  /// The steps as one block of code, `indent` before each line; a long list shows its first
  /// and last ``FailureOutputBudget/listEnds`` steps and a comment counting the others.
  static func code(_ steps: [AcceptedStep], style: StepStyle, indent: String) -> String {
    let separator = style.isScript ? ",\n" : "\n"
    let (first, omitted, last) = FailureOutputBudget.ends(of: steps)
    var blocks = first.map { indent + $0.code(in: style, indent: indent, unit: "  ") }
    if omitted > 0 {
      blocks.append(indent + "// " + FailureOutputBudget.omissionLine(omitted))
      blocks += last.map { indent + $0.code(in: style, indent: indent, unit: "  ") }
    }
    return blocks.joined(separator: separator)
  }
}

/// How the test writes its steps: the `assert` script's `.send(…)`, or calls on the store with
/// the prefix the test uses (`await store.`).
struct StepStyle: Equatable {
  /// What comes before the verb: `.` in a script, `store.` or `await store.` in calls.
  var prefix: String

  var isScript: Bool { prefix == "." }

  static let script = StepStyle(prefix: ".")
  static let calls = StepStyle(prefix: "store.")
}
