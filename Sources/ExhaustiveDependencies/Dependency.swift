import ExhaustiveCore
import StructuralDiff

/// Reads a dependency, as the values in effect when the enclosing object was created define it.
///
/// ```swift
/// @MainActor @Observable
/// final class NumberFactModel {
///   @ObservationIgnored @Dependency(\.numberFact) var numberFact
///   @ObservationIgnored @Dependency(\.continuousClock) var clock
///   …
/// }
/// ```
///
/// The wrapper captures the values in effect where it is created (the task-local values that
/// ``withDependencies(_:operation:)`` sets), so a model created inside `operation:` keeps its
/// overrides in everything it does later, including tasks started long after `operation:`
/// returned:
///
/// ```swift
/// let model = withDependencies {
///   $0.numberFact.fact = { "\($0) is a good number." }
/// } operation: {
///   NumberFactModel()
/// }
/// Task { await model.getFactButtonTapped() }   // still uses the override
/// ```
///
/// Values overridden where the dependency is read (an enclosing `withDependencies` around the
/// read) are laid over the captured ones. In a reducer, declare the wrapper inside the reducer's
/// closure, where a ``ExhaustiveCore/Reducer`` run by a `TestStore` created with
/// `withDependencies:` sees that store's overrides.
///
/// Don't declare it `static`: a static property is created lazily, on first use, and would
/// capture whatever values were in effect there.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let captured: DependencyValues
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Reads the dependency `keyPath` names: `@Dependency(\.numberFact) var numberFact`.
  ///
  /// The source location defaults to the declaration's; a failure about this dependency
  /// (a test that reads it without overriding it) points there.
  public init(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.captured = DependencyValues.current
    self.keyPath = keyPath
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reads the dependency keyed by a type that is its own value:
  /// `@Dependency(NumberFactClient.self) var numberFact`.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init(
      \DependencyValues.[keyType: KeyType(key)], fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The dependency's value: the captured values, with any overridden where it is read laid
  /// over them.
  public var wrappedValue: Value {
    let values = captured.merging(DependencyValues.current)
    var access = DependencyValues.access
    access.fileID = fileID
    access.filePath = filePath
    access.line = line
    access.column = column
    return DependencyValues.$access.withValue(access) {
      DependencyValues.$current.withValue(values) {
        values[keyPath: keyPath]
      }
    }
  }

  /// The values this property captured, for `withDependencies(from:)`.
  var capturedValues: DependencyValues { captured }
}

extension Dependency: CustomDumpStringConvertible {
  /// `@Dependency(\.numberFact)`: what the property reads, not the values it captured, which
  /// are the library's bookkeeping rather than the state of the object that holds it.
  public var customDumpDescription: String {
    "@Dependency(\(spelling))"
  }

  /// The argument as written: `\.numberFact`, or `NumberFactClient.self`. Key paths to
  /// computed properties carry no names at run time, so the property's getter is asked for its
  /// own: read once per key path, as a `withDependencies` closure reads (nothing cached,
  /// nothing reported).
  private var spelling: String {
    if let known = spellings.withLock({ $0[keyPath] }) {
      return known
    }
    let probe = NameProbe()
    DependencyValues.$isSetting.withValue(true) {
      DependencyValues.$nameProbe.withValue(probe) {
        _ = captured[keyPath: keyPath]
      }
    }
    let spelling = probe.argument ?? "\(Value.self)"
    spellings.withLock { $0[keyPath] = spelling }
    return spelling
  }
}

/// How each key path a `@Dependency` reads is spelled, learned on its first dump.
private let spellings = Lock<[AnyKeyPath: String]>([:])

/// A `Dependency` of any value type, so `withDependencies(from:)` can find one in a model.
protocol CapturedDependencies {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturedDependencies {}
