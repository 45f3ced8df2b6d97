import ExhaustiveCore
import Foundation

extension UUIDGenerator {
  /// A fresh generator on every access that returns `UUID(0)`, `UUID(1)`, `UUID(2)`, … in turn.
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(uuid: .incrementing)
  /// )
  /// ```
  ///
  /// Safe to call from any thread; built from bytes, so a call costs a lock and no formatting.
  public static var incrementing: UUIDGenerator {
    UUIDGenerator(UUID.incrementing)
  }

  /// A generator that always returns `uuid`.
  ///
  /// ```swift
  /// AppEnvironment(uuid: .constant(UUID(42)))
  /// ```
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// A generator for tests that must not create UUIDs: every call reports a failure
  /// (`Unimplemented: UUIDGenerator was called.`) and returns `UUID(0)`, so the test goes on.
  ///
  /// A property cannot know the line it is written on, so the failure points at the line that
  /// called the generator (`environment.uuid()` in your reducer), unless a `TestStore` step ran
  /// it, where the failure belongs to the step. `.unimplemented()` points at the line that
  /// created the generator instead.
  public static var unimplemented: UUIDGenerator {
    UUIDGenerator(reportingAtCallSite: unimplementedGenerator("UUIDGenerator", returning: UUID(0)))
  }

  /// A generator for tests that must not create UUIDs, failing at the line that created it and
  /// naming the dependency in its message: `Unimplemented: <name> was called.` Called by a
  /// reducer a `TestStore` runs, the failure is attributed to that step instead and followed by
  /// the store's timeline.
  ///
  /// ```swift
  /// AppEnvironment(uuid: .unimplemented())  // Unimplemented: UUIDGenerator was called.
  /// AppEnvironment(uuid: .unimplemented("AppEnvironment.uuid"))
  /// ```
  ///
  /// Without a name, call it where a `UUIDGenerator` is expected (an argument, or a `let` with
  /// the type written out): in `let uuid = UUIDGenerator.unimplemented()` Swift reads the
  /// parentheses as calling the ``unimplemented`` property's generator, which returns a UUID.
  public static func unimplemented(
    _ name: String = "UUIDGenerator",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> UUIDGenerator {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return UUIDGenerator(unimplementedGenerator(name, at: location, returning: UUID(0)))
  }
}
