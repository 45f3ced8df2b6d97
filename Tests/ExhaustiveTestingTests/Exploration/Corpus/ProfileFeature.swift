// One bug of the exploration corpus (issue 33): a test store's test that pins the order of two
// concurrent effects. The feature is shared by its tests beside this folder and compiled by the
// benchmarks (Benchmarks/.../Exploration/Corpus is a link to this folder).
import ExhaustiveCore

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
