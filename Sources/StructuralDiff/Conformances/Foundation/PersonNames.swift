import Foundation

extension NSPersonNameComponents: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as PersonNameComponents) }
}
