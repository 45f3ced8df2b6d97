import Foundation

/// `Notification(name: "didTap", object: nil, userInfo: nil)`: the name as its raw string.
extension Notification: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(
      name: "Notification",
      [("name", name.rawValue), ("object", object as Any), ("userInfo", userInfo as Any)])
  }
}

extension NSNotification: FrameworkDumpable {
  var dumpForm: DumpForm {
    .value(Notification(name: name, object: object, userInfo: userInfo))
  }
}
