import ExhaustiveTestRuntime
import ExhaustiveUnsafe

/// What our scope-bound tools say when they run inside another library's main serial executor
/// instead of ours.
///
/// A test file that imports swift-dependencies (every TCA 1.x test does) sees
/// swift-concurrency-extras' `withMainSerialExecutor` under the same name as ours, and the call
/// compiles either way. Theirs sets the runtime's global enqueue hook to one of its own, which is
/// how we can tell: outside any scope of ours, a hook that is neither unset nor ours is another
/// library's.
package enum PeerMainSerialExecutor {
  /// Whether another library's main serial executor is on where no scope of ours is open.
  ///
  /// Also true, for the rest of a test, once a harness step of that test has replaced the
  /// other library's hook with ours (a step outside our scope runs in a scope of its own, which
  /// installs our hook): the other executor is still the one the test called.
  package static var isOnOutsideOurScope: Bool {
    guard SerialScope.current == nil else { return false }
    switch GlobalHookOwner.current {
    case .another: return true
    case .exhaustive:
      guard let test = TestOwner.running.name else { return false }
      return displacedIn.withLock { $0.contains(test) }
    case .none: return false
    }
  }

  /// The tests (by name) in which a harness step replaced another library's hook with ours.
  private static let displacedIn = Lock<Set<String>>([])

  /// Notes that the current test's harness is about to replace another library's hook.
  package static func noteDisplaced() {
    guard let test = TestOwner.running.name else { return }
    displacedIn.withLock { _ = $0.insert(test) }
  }

  /// The failure of `settle()` called inside swift-concurrency-extras' `withMainSerialExecutor`.
  static let settleMessage = """
    settle() was called outside ExhaustiveTesting's withMainSerialExecutor while another main \
    serial executor is on: \(whose) settle() runs only the queue of ExhaustiveTesting's scope, \
    so here it has nothing to run. \(fix)
    """

  /// The failure of a ``ModelHarness`` step run inside swift-concurrency-extras'
  /// `withMainSerialExecutor`; reported once per harness.
  package static let harnessMessage = """
    ModelHarness.run was called outside ExhaustiveTesting's withMainSerialExecutor while another \
    main serial executor is on: \(whose) The harness cannot settle that executor's tasks, so it \
    runs each step in a serial scope of its own, which ends with the step: tasks a step leaves \
    waiting are cancelled, and later steps cannot resume them. \(fix)
    """

  private static let whose = """
    this withMainSerialExecutor is swift-concurrency-extras' (swift-dependencies re-exports it, \
    so in a file that imports Dependencies the unqualified name is theirs), or its \
    uncheckedUseMainSerialExecutor is on.
    """

  private static let fix = """
    Write `ExhaustiveTesting.withMainSerialExecutor { … }` (in Swift Testing, the \
    .mainSerialExecutor trait does the same).
    """
}
