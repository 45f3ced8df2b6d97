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
