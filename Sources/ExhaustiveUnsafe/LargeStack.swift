import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs work that may recurse deeply (a user's `==`) where the call stack has room for it.
///
/// A synthesized `==` recurses once per nesting level, about 150 bytes a level in debug builds:
/// a 10,000-deep `Equatable` value needs some 2 MB of stack, and Swift Testing runs tests on
/// threads with 512 KB. The differ itself never recurses, so its `==` calls are what decide.
/// On a thread with less than ``inlineRoom`` left, the work runs on a helper thread with a
/// ``helperStackSize`` stack while the caller waits.
package enum LargeStack {
  /// Stack room below which work moves to a helper thread: enough for `==` on values some
  /// 25,000 levels deep. The main thread (8 MB) and XCTest's keep their work inline.
  package static let inlineRoom = 4 << 20
  /// The helper thread's stack: reserved address space, committed only as it is used.
  package static let helperStackSize = 256 << 20

  /// The result of `body`, run on this thread when it has ``inlineRoom`` of stack left, else
  /// on a helper thread with a large stack (the caller blocks until it returns).
  package static func run<Result>(_ body: () -> Result) -> Result {
    if let room = stackRoom(), room >= inlineRoom { return body() }
    return withoutActuallyEscaping(body) { body in
      let work = HelperWork(body: body)
      let finished = DispatchSemaphore(value: 0)
      let thread = Thread {
        work.result = work.body?()
        // `body` must not outlive `withoutActuallyEscaping`, and the thread may outlive it.
        work.body = nil
        finished.signal()
      }
      thread.stackSize = helperStackSize
      thread.start()
      finished.wait()
      return work.result!
    }
  }

  /// The bytes of stack left below this call, or nil where the platform does not say.
  package static func stackRoom() -> Int? {
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    // glibc finds the main thread's stack by reading /proc/self/maps: ask once. Only the main
    // thread reads this, so the lazy initializer runs there.
    let low = Thread.isMainThread ? mainThreadStackLow : stackLow()
    return low.map { here - $0 }
  }

  private static let mainThreadStackLow = stackLow()

  /// The lowest address of the current thread's stack.
  private static func stackLow() -> Int? {
    #if canImport(Darwin)
      let thread = pthread_self()
      return Int(bitPattern: pthread_get_stackaddr_np(thread)) - pthread_get_stacksize_np(thread)
    #elseif canImport(Glibc) || canImport(Musl)
      guard let getAttributes = threadAttributes else { return nil }
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var low: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
      return Int(bitPattern: low)
    #else
      return nil
    #endif
  }
}

#if canImport(Glibc) || canImport(Musl)
  /// `pthread_getattr_np`, which the C library has but its Swift module does not show (it is
  /// declared only under `_GNU_SOURCE`): looked up once by name, with its C signature.
  private let threadAttributes:
    (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
#endif

/// The work handed to the helper thread and its result.
///
/// `@unchecked Sendable`: the caller creates it, starts the helper, and reads `result` only
/// after the helper signals that it has finished, so the two threads never touch it (or the
/// values `body` captures) at the same time.
private final class HelperWork<Result>: @unchecked Sendable {
  var body: (() -> Result)?
  var result: Result?

  init(body: @escaping () -> Result) {
    self.body = body
  }
}
