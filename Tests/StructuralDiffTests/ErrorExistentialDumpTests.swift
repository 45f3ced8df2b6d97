import XCTest

@testable import StructuralDiff

/// An error held as `any Error` (a `Result<_, any Error>`'s failure, an action's payload): its
/// own fields are dumped, not the bytes of the box that holds it.
final class ErrorExistentialDumpTests: XCTestCase {
  struct UsersError: Error {
    var message: String
    var code: Int
  }

  func testAStructErrorInsideAnyError() {
    let result: Result<[String], any Error> = .failure(UsersError(message: "offline", code: 7))
    XCTAssertEqual(
      String(customDumping: result),
      """
      Result.failure(
        ErrorExistentialDumpTests.UsersError(
          message: "offline",
          code: 7
        )
      )
      """)
  }

  func testAnErrorHeldAsAny() {
    let error: any Error = UsersError(message: "offline", code: 7)
    XCTAssertEqual(
      String(customDumping: [error as Any]),
      """
      [
        ErrorExistentialDumpTests.UsersError(
          message: "offline",
          code: 7
        ),
      ]
      """)
  }
}
