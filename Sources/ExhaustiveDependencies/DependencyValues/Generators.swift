import ExhaustiveCore
import Foundation

extension DependencyValues {
  /// Where new UUIDs come from; `UUIDGenerator.live` (random) live.
  ///
  /// In tests, override it with `.incrementing` or `.constant(_:)` from ExhaustiveTesting:
  ///
  /// ```swift
  /// withDependencies { $0.uuid = .incrementing } operation: { TodosModel() }
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }

  /// What time it is; `DateGenerator.now` (the real date) live.
  ///
  /// In tests, override it with `.constant(_:)` or `.incrementing`:
  ///
  /// ```swift
  /// withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: { … }
  /// withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: { … }
  /// ```
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.now
}
