// swift-tools-version: 6.0
import PackageDescription

// The record-mode round trip (scripts/record-round-trip.sh): tests with wrong and missing
// expectations, recorded once, then run again. Its own package, never part of the root's
// targets; the script copies it to a temporary folder beside a link named `Exhaustive` to the
// repository.
let package = Package(
  name: "RecordRoundTrip",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  dependencies: [.package(path: "../Exhaustive")],
  targets: [
    // One target, the feature beside its tests: the fixture builds as little as it can.
    .testTarget(
      name: "CounterTests",
      dependencies: [.product(name: "ExhaustiveTesting", package: "Exhaustive")],
      // The rewritten file's golden copy, read by the script, not built.
      exclude: ["CounterTests.swift.golden"])
  ],
  swiftLanguageModes: [.v6]
)
