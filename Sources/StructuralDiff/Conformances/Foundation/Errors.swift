import Foundation

/// Its domain, code and user info (its other properties are computed from these).
extension NSError: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(name: nil, [("domain", domain), ("code", code), ("userInfo", userInfo)])
  }
}
