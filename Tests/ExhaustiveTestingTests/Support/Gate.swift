import ExhaustiveCore

/// A continuation the test resumes by hand, so an effect can wait for the test.
final class Gate: Sendable {
  private let continuation = Lock<CheckedContinuation<Void, Never>?>(nil)

  func wait() async {
    await withCheckedContinuation { continuation in self.continuation.withLock { $0 = continuation }
    }
  }

  var isWaiting: Bool { continuation.withLock { $0 != nil } }

  func open() {
    let continuation = self.continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    continuation?.resume()
  }
}
