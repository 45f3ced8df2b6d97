import Foundation

/// `Measurement(value: 42.0, unit: "kg")`: the unit by its symbol, which names its dimension
/// too (`kg`, `m/s`), so a mass and a length never print alike.
extension Measurement: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(name: "Measurement", [("value", value), ("unit", unit.symbol)])
  }
}

/// As the `Measurement` it bridges to.
extension NSMeasurement: FrameworkDumpable {
  var dumpForm: DumpForm { .value(Measurement(value: doubleValue, unit: unit)) }
}
