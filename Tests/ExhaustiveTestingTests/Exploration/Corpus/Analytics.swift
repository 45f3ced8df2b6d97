// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore

/// Where analytics events end up.
actor AnalyticsSink {
  private(set) var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

/// A nonisolated fire-and-forget tracker: one unstructured task per event, which the global
/// executor may start in any order, so events reach the sink out of order.
final class Analytics: Sendable {
  let sink = AnalyticsSink()
  private let stream: AsyncStream<String>.Continuation?
  private let pump: Task<Void, Never>?

  /// `ordered`: the fix, one stream consumed by one task, so events keep the order they were
  /// tracked in.
  init(ordered: Bool) {
    guard ordered else {
      (stream, pump) = (nil, nil)
      return
    }
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let sink = sink
    stream = continuation
    pump = Task {
      for await event in events { await sink.record(event) }
    }
  }

  nonisolated func track(_ event: String) {
    if let stream {
      stream.yield(event)
      return
    }
    Task { await sink.record(event) }
  }

  /// Lets the tracked events drain, for a test.
  func finish() async {
    stream?.finish()
    await pump?.value
  }
}
