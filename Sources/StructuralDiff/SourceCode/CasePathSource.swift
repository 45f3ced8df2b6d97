import ExhaustiveUnsafe

extension SwiftSource {
  /// The case path that matches the case `value` holds, written from the enum's reflection:
  /// `/AppAction.refresh`, `/AppAction.usersResponse`, `/AppAction.todo(index:action:)`; or
  /// why there is none.
  ///
  /// What a test writes to receive an action that is not `Equatable`, whose value it cannot
  /// compare. The path names the outermost case only (a nested payload such as
  /// `.child(.response(…))` is matched by `/AppAction.child`, whatever it carries), and the
  /// payload's argument labels come from the reflected payload tuple, so a case declared with
  /// labels is referred to by its full name. `root` is the type the path extracts from (the
  /// store's `Action`), which must be the enum `value` is a case of.
  package static func casePath(of value: Any, in root: Any.Type) -> Result<String, SourceProblem> {
    let rootName = spelling(of: root)
    guard type(of: value) == root else {
      // An existential `Action` (`any Action`): its cases belong to other types.
      return .failure(
        SourceProblem(reason: "a case path of \(rootName), which is not an enum"))
    }
    guard !(value is CustomReflectable) else {
      // Its mirror is the type's own account of itself, not the enum's case and payload.
      return .failure(
        SourceProblem(
          reason: "a case path of \(rootName), whose custom mirror hides its enum case"))
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else {
      return .failure(
        SourceProblem(reason: "a case path of \(rootName), which is not an enum"))
    }
    guard let payload = mirror.children.first else {
      return .success("/\(rootName).\(enumCaseName(value))")
    }
    let name = payload.label ?? enumCaseName(value)
    let payloadMirror = Mirror(reflecting: payload.value)
    guard payloadMirror.displayStyle == .tuple else {
      return .success("/\(rootName).\(name)")
    }
    // `.0` is a positional element; a case with any labeled one is named with all its labels.
    let labels = payloadMirror.children.map { $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 } }
    guard labels.contains(where: { $0 != nil }) else {
      return .success("/\(rootName).\(name)")
    }
    let argumentNames = labels.map { ($0 ?? "_") + ":" }.joined()
    return .success("/\(rootName).\(name)(\(argumentNames))")
  }

  /// The name a test spells `type` with where it can see it: as in dumps, except that a type
  /// declared inside a function (`Outer.(unknown context).(unknown context).LoadAction` at
  /// run time) is named by what follows its last unnamed context, `LoadAction`, as the function
  /// that declares it spells it; the names before that context are not a path to it.
  private static func spelling(of type: Any.Type) -> String {
    let qualified = _typeName(type, qualified: true)
    guard let context = qualified.range(of: "(unknown context at ", options: .backwards),
      !qualified[..<context.lowerBound].contains("<"),
      let close = qualified[context.upperBound...].range(of: ").")
    else { return typeName(type) }
    let local = qualified[close.upperBound...]
    // A type declared at file scope as `private` has only the module before its context.
    guard qualified[..<context.lowerBound].dropLast().contains(".") else { return typeName(type) }
    return local.contains("<") ? typeName(type) : String(local)
  }
}
