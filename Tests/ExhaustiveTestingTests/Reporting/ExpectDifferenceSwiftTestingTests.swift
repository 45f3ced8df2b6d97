import ExhaustiveTesting
import Testing

/// `expectDifference` records its failures with Swift Testing too (issue 12 §6).
@Suite(.capturingIssues) struct ExpectDifferenceSwiftTestingTests {
  @Test func aChangeLeftOutRecordsAnIssue() {
    var values = [1, 2]
    let issues = recordedIssues {
      expectDifference(values) {
        values.append(3)
        values[0] = 0
      } changes: {
        $0.append(3)
      }
    }
    #expect(
      issues.map(\.text) == [
        """
        expectDifference failed: …

          [
        −   1,
        +   0,
            2,
            3,
          ]

        (Expected: −, Actual: +)
        """
      ])
    #expect(issues.map(\.isFailure) == [true])
  }

  @Test func describedChangesRecordNothing() {
    var values = [1]
    let issues = recordedIssues {
      expectDifference(values) {
        values.append(2)
      } changes: {
        $0.append(2)
      }
    }
    #expect(issues.isEmpty)
  }
}
