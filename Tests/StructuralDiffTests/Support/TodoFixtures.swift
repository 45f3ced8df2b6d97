import Foundation

/// The transcripts' domain. `Todo` declares its fields in the order the transcripts' dumps
/// show them (`isComplete, description, id`), with the transcripts' initializer order.
struct Todo: Equatable, Identifiable {
  var isComplete: Bool
  var description: String
  var id: UUID

  init(description: String, id: UUID, isComplete: Bool = false) {
    self.isComplete = isComplete
    self.description = description
    self.id = id
  }
}

struct AppState: Equatable {
  var todos: [Todo] = []
}

enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
}

enum AppAction: Equatable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

struct CancelDelayId: Hashable {}

extension UUID {
  /// `UUID(0)` → `00000000-0000-0000-0000-000000000000`.
  init(_ number: Int) {
    let hex = String(number, radix: 16, uppercase: true)
    self.init(
      uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
  }
}
