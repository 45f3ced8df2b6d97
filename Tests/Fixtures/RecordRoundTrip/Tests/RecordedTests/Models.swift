import ExhaustiveTesting
import Foundation
import Observation

/// A point a detail model keeps: a nested value.
struct Position: Equatable {
  var x: Int
  var y: Int
}

/// A value whose fields `expectDifference` watches.
struct Scoreboard: Equatable {
  var home = 0
  var away = 0
  var events: [String] = []
  var position = Position(x: 0, y: 0)
}

/// A child model.
@MainActor
@Observable
final class DetailModel {
  var name = "Untitled"
  var position = Position(x: 0, y: 0)
}

/// A model a `ModelHarness` drives.
@MainActor
@Observable
final class ScoreModel {
  var count = 0
  var title = ""
  var tags: [String] = []
  var detail = DetailModel()

  func increment() { count += 1 }

  func load() async {
    await Task.yield()
    title = "Loaded"
    tags = ["a", "b"]
  }

  func rename() {
    detail.name = "Draft"
    detail.position.x = 3
  }

  func nothing() {}
}

/// A model holding child models in an optional, a dictionary and an enum case.
@MainActor
@Observable
final class ShelfModel {
  enum Destination {
    case detail(DetailModel)
  }

  var draft: DetailModel? = DetailModel()
  var byName: [String: DetailModel] = ["a": DetailModel()]
  var destination: Destination? = .detail(DetailModel())
  var rows: IdentifiedArrayOf<RowItem> = [RowItem(id: 1), RowItem(id: 2)]

  func edit() {
    draft?.name = "Draft"
    byName["a"]?.position.x = 3
    if case .detail(let detail) = destination { detail.name = "Shown" }
    rows[id: 2]?.count = 2
  }
}

/// A row of a `ShelfModel`, found by its id.
@MainActor
@Observable
final class RowItem: Identifiable {
  let id: Int
  var count = 0

  init(id: Int) { self.id = id }
}
