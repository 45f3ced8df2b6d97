// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Todos",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [
    // A clone in a folder named Exhaustive beside this package; `package: "Exhaustive"` below
    // is that folder's name.
    .package(path: "../Exhaustive")
  ],
  targets: [
    .target(
      name: "Todos",
      dependencies: [.product(name: "ExhaustiveCore", package: "Exhaustive")]
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Todos", .product(name: "ExhaustiveTesting", package: "Exhaustive")]
    ),
  ]
)
