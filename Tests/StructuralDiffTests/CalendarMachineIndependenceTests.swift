import Foundation
import StructuralDiff
import XCTest

/// Issue 23: a calendar's dump never depends on the machine's time zone. The zone is always
/// named, and the other fields are compared with fixed defaults of the identifier, so the same
/// calendar prints the same under any `TZ`.
final class CalendarMachineIndependenceTests: XCTestCase {
  func testTheSameCalendarPrintsTheSameUnderEveryTZ() {
    var dumps: [String: String] = [:]
    for zone in ["GMT", "America/New_York", "Asia/Tokyo", "Europe/Paris"] {
      withMachineTimeZone(zone) {
        XCTAssertEqual(TimeZone.current.identifier, zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
        calendar.minimumDaysInFirstWeek = 4
        dumps[zone] = String(customDumping: calendar)
      }
    }
    XCTAssertEqual(
      Set(dumps.values),
      [
        """
        Calendar(
          identifier: .gregorian,
          timeZone: TimeZone(identifier: "Europe/Paris"),
          minimumDaysInFirstWeek: 4
        )
        """
      ])
  }

  func testACalendarInTheMachinesZoneNamesIt() {
    for zone in ["GMT", "Asia/Tokyo"] {
      withMachineTimeZone(zone) {
        assertDump(
          Calendar(identifier: .gregorian),
          #"Calendar(identifier: .gregorian, timeZone: TimeZone(identifier: "\#(zone)"))"#)
      }
    }
  }

  /// Runs `body` with `TZ` set to `zone` (and Foundation's cached zone reset), then restores it.
  private func withMachineTimeZone(_ zone: String, _ body: () -> Void) {
    let saved = ProcessInfo.processInfo.environment["TZ"]
    setenv("TZ", zone, 1)
    NSTimeZone.resetSystemTimeZone()
    defer {
      if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
      NSTimeZone.resetSystemTimeZone()
    }
    body()
  }
}
