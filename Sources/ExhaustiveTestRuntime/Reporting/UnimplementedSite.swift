/// What every stand-in a test must not call keeps (an `unimplemented` endpoint, an
/// `UnimplementedClock`, an `UnimplementedScheduler`, an unimplemented generator): the name its
/// failures use, the line that made it, and the test that made it.
///
/// A call may come from a thread no test runs on (a detached task, a queue), so its failure goes
/// to the test that made the stand-in, not to whichever test is running then.
package struct UnimplementedSite: Sendable {
  /// How the stand-in's failures name it.
  package let name: String
  /// Where the stand-in was made, which its failures point at.
  package let location: SourceCodeLocation
  /// The test that made the stand-in.
  package let owner: TestOwner

  /// A stand-in named `name`, made at `location` by the test running now.
  package init(_ name: String, at location: SourceCodeLocation) {
    self.name = name
    self.location = location
    self.owner = .current
  }

  /// Reports a call of the stand-in: `message` fails the test that made it, at the line that
  /// made it.
  package func report(_ message: String) {
    reportFailure(message, at: location, owner: owner)
  }
}
