import ExhaustiveTesting
import Foundation

/// A user list whose actions are not `Equatable`: the response carries `any Error`. A test
/// receives them by case path, which is what record mode writes for them.
struct UsersState: Equatable {
  var users: [String] = []
  var isLoading = false
  var errorMessage: String?
  var selection: Int?
  var count = 0
  var isLoaded = false
}

/// The error a failed load carries.
struct UsersError: Error {
  var message: String
}

/// What the user list does.
enum UsersAction {
  case refresh
  case failTapped
  case usersResponse(Result<[String], any Error>)
  case selectTapped
  case select(index: Int, animated: Bool)
  case countTapped
  case badge(BadgeAction)
  case loadTapped
  case loaded
  case refreshAll
}

/// A child feature's actions, nested in ``UsersAction/badge(_:)``.
enum BadgeAction {
  case response(Result<Int, any Error>)
}

/// The user list's logic.
let usersReducer = Reducer<UsersState, UsersAction, Void> { state, action, _ in
  switch action {
  case .refresh:
    state.isLoading = true
    return Effect(value: .usersResponse(.success(["Blob", "Blob Jr"])))
  case .failTapped:
    state.isLoading = true
    return Effect(value: .usersResponse(.failure(UsersError(message: "offline"))))
  case .usersResponse(.success(let users)):
    state.isLoading = false
    state.users = users
    return .none
  case .usersResponse(.failure(let error)):
    state.isLoading = false
    state.errorMessage = "\(error)"
    return .none
  case .selectTapped:
    return Effect(value: .select(index: 1, animated: true))
  case .select(let index, _):
    state.selection = index
    return .none
  case .countTapped:
    return Effect(value: .badge(.response(.success(42))))
  case .badge(.response(let result)):
    state.count = (try? result.get()) ?? -1
    return .none
  case .loadTapped:
    return .task { .loaded }
  case .loaded:
    state.isLoaded = true
    return .none
  case .refreshAll:
    state.isLoading = true
    return .merge(
      Effect(value: .usersResponse(.success(["Blob"]))),
      Effect(value: .loaded)
    )
  }
}

/// A store over the user list.
func makeUsersStore(
  file: StaticString = #filePath, line: UInt = #line
) -> TestStore<UsersState, UsersAction, Void> {
  TestStore(
    initialState: UsersState(), reducer: usersReducer, environment: (), file: file, line: line)
}
