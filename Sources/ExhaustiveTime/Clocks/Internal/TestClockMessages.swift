/// The failure texts of ``TestClock/run(timeout:maxWakeUps:fileID:file:line:column:)``.
enum TestClockMessages {
  /// `run` woke `wakeUps` sleepers, its limit, and more are pending.
  static func tooManyWakeUps(_ wakeUps: Int) -> String {
    "TestClock.run() woke \(wakeUps) sleepers and more are still pending; is an effect "
      + "sleeping in a loop? Advance the clock by a fixed duration instead."
  }

  /// `run` spent its real-time budget with sleepers still pending.
  static func runTimedOut(
    after timeout: String, pending: Int, nextDeadline: String?, now: String
  ) -> String {
    let sleepers = pending == 1 ? "1 sleeper is" : "\(pending) sleepers are"
    let next = nextDeadline.map { ", the next due at \($0)" } ?? ""
    return """
      TestClock.run(timeout:) gave up after \(timeout) of real time: \(sleepers) still pending on \
      the clock\(next) (the clock's now: \(now)). Is an effect sleeping in a loop? Advance the \
      clock by a fixed duration instead, or cancel what sleeps before running the clock out. \
      Pass a longer timeout only if the sleepers are slow to finish, not endless.
      """
  }
}
