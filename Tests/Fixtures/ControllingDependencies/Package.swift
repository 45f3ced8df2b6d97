// swift-tools-version: 6.0
import PackageDescription

// The manifest of the "Controlling dependencies" article (ControllingDependencies.md), whose
// targets the article excerpts; scripts/check-snippets.sh compiles it.
let package = Package(
  name: "Quotes",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [.package(path: "../Exhaustive")],
  targets: [
    .target(
      name: "Quotes",
      dependencies: [.product(name: "ExhaustiveDependencies", package: "Exhaustive")]
    ),
    .testTarget(
      name: "QuotesTests",
      dependencies: [
        "Quotes",
        .product(name: "ExhaustiveTesting", package: "Exhaustive"),
        .product(name: "ExhaustiveDependencies", package: "Exhaustive"),
        .product(name: "ExhaustiveConcurrency", package: "Exhaustive"),
      ]
    ),
  ]
)
