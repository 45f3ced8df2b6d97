import Foundation

extension Task where Success == Never, Failure == Never {
  /// Gives other tasks a chance to run, `count` times over: each time it starts a background task
  /// that yields once and waits for it.
  ///
  /// The drop-in for swift-concurrency-extras' `megaYield` (1.4.3), for tests written with it.
  /// It is a heuristic: how much other work runs meanwhile depends on the machine and its load.
  /// Inside ExhaustiveTesting's `withMainSerialExecutor`, `await settle()` is the deterministic
  /// way to let every task that can run, run.
  ///
  /// ```swift
  /// model.refreshButtonTapped()
  /// await Task.megaYield()
  /// XCTAssertEqual(model.isLoading, true)
  /// ```
  ///
  /// - Parameter count: how many times to yield; by default ``_defaultMegaYieldCount``.
  public static func megaYield(count: Int = _defaultMegaYieldCount) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task<Never, Never>.yield() }
        .value
    }
  }
}

/// How many times `Task.megaYield()` yields by default: the environment variable
/// `TASK_MEGA_YIELD_COUNT` when it holds a number (kept between 0 and 10,000), else 20, as in
/// swift-concurrency-extras.
public let _defaultMegaYieldCount = max(
  0,
  min(
    ProcessInfo.processInfo.environment["TASK_MEGA_YIELD_COUNT"].flatMap { Int($0) } ?? 20, 10_000)
)
