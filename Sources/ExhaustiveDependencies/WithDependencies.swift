import ExhaustiveCore

/// Runs `operation` with the dependencies `updateValuesForOperation` changes, and returns its
/// result.
///
/// ```swift
/// let model = withDependencies {
///   $0.numberFact.fact = { "\($0) is a good number." }
///   $0.continuousClock = TestClock()
/// } operation: {
///   NumberFactModel()
/// }
/// ```
///
/// The values start from those in effect here. Objects created in `operation` capture the
/// changed values in their `@Dependency` properties and keep them afterwards; code that reads
/// dependencies directly sees them only while `operation` runs (and in the child tasks it
/// starts). Reading a dependency inside `updateValuesForOperation` (as `$0.numberFact.fact = …`
/// does) does not count as using it in a test.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.$isSetting.withValue(true) {
    try updateValuesForOperation(&values)
  }
  return try DependencyValues.$current.withValue(values) {
    let result = try operation()
    DependencyObjects.remember(result, values: values)
    return result
  }
}

/// Runs async `operation` with the dependencies `updateValuesForOperation` changes, and
/// returns its result; see the synchronous ``withDependencies(_:operation:)``.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await DependencyValues.$isSetting.withValue(true) {
    try await updateValuesForOperation(&values)
  }
  return try await DependencyValues.$current.withValue(values) {
    let result = try await operation()
    DependencyObjects.remember(result, values: values)
    return result
  }
}

/// Runs `operation` with the dependencies `model` was created with, changed by
/// `updateValuesForOperation`: how a parent model creates a child that shares its overrides.
///
/// ```swift
/// func detailButtonTapped() {
///   destination = withDependencies(from: self) {
///     DetailModel()
///   }
/// }
/// ```
///
/// `model` knows its values when it was returned from a `withDependencies` closure or holds a
/// `@Dependency` property; otherwise an issue is reported and `operation` runs with the values
/// in effect here.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard let values = DependencyObjects.values(of: model) else {
    DependencyObjects.reportUnknown(Model.self, fileID, filePath, line, column)
    return try withDependencies(updateValuesForOperation, operation: operation)
  }
  return try withDependencies {
    $0 = values.merging(DependencyValues.current)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// Runs `operation` with the dependencies `model` was created with; see
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Runs async `operation` with the dependencies `model` was created with, changed by
/// `updateValuesForOperation`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard let values = DependencyObjects.values(of: model) else {
    DependencyObjects.reportUnknown(Model.self, fileID, filePath, line, column)
    return try await withDependencies(updateValuesForOperation, operation: operation)
  }
  return try await withDependencies {
    $0 = values.merging(DependencyValues.current)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs async `operation` with the dependencies `model` was created with.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, { _ in }, operation: operation, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
