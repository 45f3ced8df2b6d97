// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore
import Observation

/// A bus that delivers each event to the listeners subscribed when it is posted, and to no one
/// else (a notification center, a subject without a buffer).
final class MessageBus: Sendable {
  private let listeners = Locked<[AsyncStream<String>.Continuation]>([])

  func subscribe() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    listeners.withLock { $0.append(continuation) }
    return stream
  }

  func post(_ message: String) {
    for listener in listeners.withLock({ $0 }) { listener.yield(message) }
  }
}

/// An inbox that starts listening in a task: a message sent right after it starts is lost when
/// it is posted before the task subscribed.
@MainActor @Observable
final class InboxModel {
  var unread = 0
  @ObservationIgnored private let bus: MessageBus
  @ObservationIgnored private let subscribesFirst: Bool
  @ObservationIgnored private var listening: Task<Void, Never>?

  init(bus: MessageBus, subscribesFirst: Bool) {
    self.bus = bus
    self.subscribesFirst = subscribesFirst
  }

  func start() {
    // The fix: subscribe now, on the main actor, and only consume in the task.
    let subscribed = subscribesFirst ? bus.subscribe() : nil
    listening = Task { await listen(subscribed) }
  }

  nonisolated private func listen(_ subscribed: AsyncStream<String>?) async {
    for await _ in subscribed ?? bus.subscribe() {
      await MainActor.run { unread += 1 }
    }
  }

  func stop() { listening?.cancel() }
}

/// Sends from off the main actor, as a server push handler would.
@MainActor
final class Composer {
  let bus: MessageBus
  init(bus: MessageBus) { self.bus = bus }

  func sendTapped() {
    Task { await deliver("Hello") }
  }

  nonisolated private func deliver(_ message: String) async {
    bus.post(message)
  }
}
