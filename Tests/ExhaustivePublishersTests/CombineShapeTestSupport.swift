// Where Combine exists, ExhaustivePublishers' subjects and `AnyCancellable` are Combine's own
// (see ExhaustiveCore's Combine.swift), which carry no `Sendable` annotation. These tests share
// them across threads and capture them in `@Sendable` reducers, as they do ours.
#if canImport(Combine)
  import ExhaustivePublishers

  // swift-format-ignore: AvoidRetroactiveConformances
  // Safe for what these tests do: Combine's subjects lock around their subscribers and their
  // value (Apple's and OpenCombine's alike), so `send` and subscribing may happen on any thread.
  extension PassthroughSubject: @retroactive @unchecked Sendable {}
  // swift-format-ignore: AvoidRetroactiveConformances
  extension CurrentValueSubject: @retroactive @unchecked Sendable {}
  // swift-format-ignore: AvoidRetroactiveConformances
  // Safe for what these tests do: each handle is cancelled by one thread at a time (the tests
  // keep handles behind a lock or hand them to exactly one thread).
  extension AnyCancellable: @retroactive @unchecked Sendable {}
#endif
