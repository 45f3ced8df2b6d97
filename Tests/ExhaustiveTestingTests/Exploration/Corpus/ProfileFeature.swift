// One bug of the exploration corpus (issue 33): a test store's test that pins the order of two
// concurrent effects. The feature and its test are shared by the tests beside this folder and by
// the benchmarks (Benchmarks/.../Exploration/Corpus is a link to this folder).
import ExhaustiveCore
import ExhaustiveTesting

/// A profile screen that loads the profile and its feed at once when it appears: two effects
/// whose answers arrive in whatever order the requests finish. The bug is in the test, which
/// receives them in one order; the fix receives them in any order.
enum ProfileFeature {
  struct State: Equatable {
    var name: String?
    var posts: [String] = []
  }

  enum Action: Equatable {
    case appeared
    case profileLoaded(String)
    case feedLoaded([String])
  }

  static let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case .appeared:
      return .merge(
        .task { .profileLoaded("Blob") },
        .task { .feedLoaded(["Hello"]) }
      )
    case .profileLoaded(let name):
      state.name = name
      return .none
    case .feedLoaded(let posts):
      state.posts = posts
      return .none
    }
  }
}

extension ProfileFeature {
  /// The corpus's test of the feature: it receives the two answers in one order (the bug, which
  /// first in, first out passes), or in any order (the fix).
  @MainActor
  static func test(fixed: Bool) async {
    let store = TestStore(initialState: State(), reducer: reducer, environment: ())
    await store.send(.appeared)
    if fixed {
      await store.receive(
        inAnyOrder:
          .receive(.profileLoaded("Blob")) { $0.name = "Blob" },
        .receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] })
    } else {
      await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
      await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
    }
  }
}
