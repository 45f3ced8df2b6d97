// swift-tools-version: 6.0
import PackageDescription

// The record-mode round trip (scripts/record-round-trip.sh): tests with wrong and missing
// expectations, recorded once, then run again. Its own package, never part of the root's
// targets; the script copies it to a temporary folder beside a link named `Exhaustive` to the
// repository. The rewritten files' golden copies are in Goldens/, read by the script.
let package = Package(
  name: "RecordRoundTrip",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [.package(path: "../Exhaustive")],
  targets: [
    // Failures the recorder fixes: after a recording run every test here passes.
    .testTarget(
      name: "RecordedTests",
      dependencies: [.product(name: "ExhaustiveTesting", package: "Exhaustive")]),
    // Failures the recorder cannot fix: they say why, and keep failing. Its Search.swift is a
    // link to RecordedTests' (a source file belongs to one target; the feature is the same).
    .testTarget(
      name: "RefusedTests",
      dependencies: [.product(name: "ExhaustiveTesting", package: "Exhaustive")]),
  ],
  swiftLanguageModes: [.v6]
)
