import ExhaustiveUnsafe

/// Whether every job the runtime would give its global executor goes to the main actor instead,
/// process-wide, until set back to `false`.
///
/// swift-concurrency-extras' switch of the same name, for suites that set it in `setUp` or
/// `invokeTest` and move over by changing the import. It has none of the guarantees of the
/// scoped `withMainSerialExecutor { … }`: jobs run one at a time on the main queue, in the order they were enqueued, but
/// `settle()` has no queue to run, and nothing reports a stall or a task left running. It also
/// reaches tests running in parallel. Prefer the scoped function; a scope opened while the switch
/// is on still captures its own tasks first.
public var uncheckedUseMainSerialExecutor: Bool {
  get { UncheckedMainSerialExecutor.isOn }
  set {
    // The hooks are installed once and never removed; the switch only changes where the global
    // hook sends the jobs no scope captures. It needs only the global hook, so it works below the
    // main-executor hook's floor too (macOS 15.4 / iOS 18.4), where scopes cannot open.
    if newValue { _ = RuntimeHooks.install(for: .uncheckedSwitch) }
    UncheckedMainSerialExecutor.isOn = newValue
  }
}

/// The state behind ``uncheckedUseMainSerialExecutor``, read by the global enqueue hook.
enum UncheckedMainSerialExecutor {
  private static let state = Lock(false)

  static var isOn: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}
