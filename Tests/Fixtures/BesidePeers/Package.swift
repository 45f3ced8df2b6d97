// swift-tools-version: 6.0
import PackageDescription

// Exhaustive beside swift-dependencies (what every TCA 1.x app has): scripts/beside-peers.sh
// builds and tests it. Its own package, never part of the root's targets; the script copies it to
// a temporary folder beside a link named `Exhaustive` to the repository.
let package = Package(
  name: "BesidePeers",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(path: "../Exhaustive"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
  ],
  targets: [
    .target(
      name: "BesideApp",
      dependencies: [
        .product(name: "ExhaustiveCore", package: "Exhaustive"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]),
    .testTarget(
      name: "BesidePeersTests",
      dependencies: [
        "BesideApp",
        .product(name: "ExhaustiveTesting", package: "Exhaustive"),
        .product(name: "ExhaustiveConcurrency", package: "Exhaustive"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
