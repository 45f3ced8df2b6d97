/// The heading that opens the code a failure suggests writing (the store's steps, a harness
/// step's `expecting:` closure). One definition: the attachments find the code by it.
package enum AcceptanceHeading {
  /// Opens the steps or closure that would make a failing step pass.
  package static let behaviour = "To accept the actual behaviour, write:"
}
