/// The full text of every failure ExhaustiveDependencies reports, shared by the XCTest and the
/// Swift Testing goldens so both frameworks are held to the same words.
enum Goldens {
  static func missingFactTestValue(spelled dependency: String, override: String, readAt: String?)
    -> String
  {
    """
    \(dependency) has no test value, and the test did not override it.

    \(readAt.map { "  Read at: \($0)\n" } ?? "")  Value: FactClient
      Endpoints: FactClient.fact, FactClient.favorite

    The test goes on with the live value. Override it where the code under test is created: \
    withDependencies { \(override) } operation: { … }, or TestStore(…, withDependencies: \
    { \(override) }). To give the tests that do not override it a value meant for tests, give \
    FactClient a testValue.
    """
  }

  static func missingBuiltInTestValue(_ name: String, value: String, readAt: String) -> String {
    """
    @Dependency(\\.\(name)) has no test value, and the test did not override it.

      Read at: \(readAt)
      Value: \(value)

    The test goes on with the live value. Override it where the code under test is created: \
    withDependencies { $0.\(name) = … } operation: { … }, or TestStore(…, withDependencies: \
    { $0.\(name) = … }).
    """
  }

  static let missingCounterLiveValue = """
    @Dependency(\\.counter) has no live value: CounterKey conforms to TestDependencyKey only. \
    Conform it to DependencyKey with a liveValue in the module that builds the app; until then \
    the app runs with its test value.
    """

  static func unimplementedClock(_ name: String) -> String {
    """
    Unimplemented: @Dependency(\\.\(name)).sleep(until:) was called. If this test expects the \
    sleep, override the clock for the code under test: withDependencies { $0.\(name) = \
    TestClock() } operation: { … }.
    """
  }

  static func unimplementedMainQueue(_ call: String) -> String {
    """
    Unimplemented: @Dependency(\\.mainQueue).\(call) was called. If this test expects it, \
    override the queue for the code under test: withDependencies { $0.mainQueue = \
    DispatchQueue.test.eraseToAnyScheduler() } operation: { … }; its work was dropped.
    """
  }

  static let unknownModel = """
    withDependencies(from:) was given a PlainModel that knows no dependencies, so its child gets \
    the values in effect here instead. Create the PlainModel in a withDependencies closure, or \
    give it a @Dependency property.
    """
}
