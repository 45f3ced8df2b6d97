import XCTest

@testable import ExhaustiveCore

// The `sending` overload of `/` is what Swift 5 language mode picks for an enum case's
// constructor (Tests/Swift5LanguageMode compiles that); here it is reached in Swift 6 mode with
// a function value the compiler does not know to be `@Sendable`.
final class CasePathNonSendableEmbedTests: XCTestCase {
  func testANonSendableConstructorEmbedsAndExtractsExactly() {
    let constructor: (Int) -> Shape = Shape.circle
    let circle: CasePath<Shape, Int> = /constructor

    XCTAssertEqual(circle.embed(3), .circle(3))
    XCTAssertEqual(circle.extract(from: .circle(4)), 4)
    // Same payload type, other case: never extracted.
    XCTAssertNil(circle.extract(from: .square(4)))
  }

  func testAFunctionWithCapturedStateIsNeverRunTwiceAtOnce() {
    // The function numbers its calls; a call racing another would repeat a number.
    let numbered: CasePath<Shape, Int> = /makeNumberingConstructor()
    let numbers = Lock<[Int]>([])

    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      guard case .square(let number) = numbered.embed(0) else { return }
      numbers.withLock { $0.append(number) }
    }

    XCTAssertEqual(numbers.value.sorted(), Array(1...1_000))
  }
}

// Swift 6 mode refuses to send a function whose captured state the caller can still reach
// (`sending 'f' risks causing data races`); a freshly made one is the caller's to give away.
private func makeNumberingConstructor() -> sending (Int) -> Shape {
  var calls = 0
  return { _ in
    calls += 1
    return .square(calls)
  }
}

private enum Shape: Equatable {
  case circle(Int)
  case square(Int)
}
