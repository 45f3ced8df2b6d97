// swift-tools-version: 6.2
import PackageDescription

// The Combine simulation (issue 31): our sources compiled where `canImport(Combine)` is true.
//
// `Combine` here is a module of our own that re-exports OpenCombine 0.14.0, which mirrors
// Apple's Combine API, plus what Apple's SDK declares and OpenCombine does not. Our targets are
// the repository's own source folders (symlinks under Sources/ and Tests/), so this package
// builds the Darwin code path of the exact code the root package builds for Linux.
// Run it with scripts/combine-simulation.sh. The root manifest keeps no dependencies.
// On a Mac, `DispatchQueue.SchedulerTimeType` and the other SDK scheduler names come with
// Foundation, which nearly every file imports. OpenCombine declares them in OpenCombineDispatch
// and OpenCombineFoundation, so every file of our targets imports those two implicitly (not
// OpenCombine itself: `Scheduler`, `AnyCancellable`, … stay visible only where `Combine` is
// imported, as on a Mac).
let sdk: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-import-module", "-Xfrontend", "OpenCombineDispatch",
    "-Xfrontend", "-import-module", "-Xfrontend", "OpenCombineFoundation",
  ])
]
let sdkDependencies: [Target.Dependency] = [
  .product(name: "OpenCombineDispatch", package: "OpenCombine"),
  .product(name: "OpenCombineFoundation", package: "OpenCombine"),
]

let package = Package(
  name: "CombineSimulation",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")
  ],
  targets: [
    .target(
      name: "Combine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
      ],
      // OpenCombine predates strict concurrency; the shim only re-exports and forwards.
      swiftSettings: [.swiftLanguageMode(.v5)]),

    // The repository's targets, unchanged (symlinked), each now seeing `Combine`'s SDK names.
    .target(
      name: "StructuralDiff", dependencies: ["ExhaustiveUnsafe"] + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveCore",
      dependencies: [
        "StructuralDiff", "ExhaustiveUnsafe", "ExhaustiveIssueReporting", "Combine",
      ] + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveIssueReporting", dependencies: sdkDependencies, swiftSettings: sdk),
    .target(
      name: "ExhaustiveTestRuntime",
      dependencies: ["ExhaustiveIssueReporting", "StructuralDiff", "ExhaustiveUnsafe"]
        + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveSerialExecutor",
      dependencies: [
        "ExhaustiveTestRuntime", "ExhaustiveUnsafe", "ExhaustiveReturnAddresses",
      ] + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveTime",
      dependencies: ["ExhaustiveTestRuntime", "ExhaustiveCore", "ExhaustiveUnsafe"] + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveRecording",
      dependencies: ["ExhaustiveTestRuntime", "ExhaustiveUnsafe", "StructuralDiff"]
        + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveTesting",
      dependencies: [
        "ExhaustiveCore", "StructuralDiff", "ExhaustiveUnsafe", "ExhaustiveTestingStartup",
        "ExhaustiveDependencies", "ExhaustiveTestRuntime", "ExhaustiveSerialExecutor",
        "ExhaustiveTime", "ExhaustiveRecording",
      ] + sdkDependencies,
      swiftSettings: sdk),
    .target(name: "ExhaustiveUnsafe"),
    .target(name: "ExhaustiveTestingStartup"),
    .target(name: "ExhaustiveReturnAddresses"),
    .target(
      name: "ExhaustivePublishers",
      dependencies: ["ExhaustiveCore", "ExhaustiveUnsafe", "Combine"] + sdkDependencies,
      swiftSettings: sdk),
    .target(
      name: "ExhaustiveDependencies",
      dependencies: ["ExhaustiveCore", "StructuralDiff"] + sdkDependencies, swiftSettings: sdk),

    // What an Apple app file writes: `import Combine` beside our modules.
    .target(
      name: "CombineApp",
      dependencies: ["Combine", "ExhaustiveCore", "ExhaustivePublishers"] + sdkDependencies,
      swiftSettings: sdk),
    .testTarget(
      name: "CombineAppTests",
      dependencies: ["CombineApp", "Combine", "ExhaustiveTesting", "ExhaustivePublishers"]
        + sdkDependencies,
      swiftSettings: sdk),

    // The repository's case studies and transcript tests (symlinked), on this shape.
    .target(
      name: "Todos", dependencies: ["ExhaustiveCore"] + sdkDependencies, swiftSettings: sdk),
    .target(
      name: "NumberFact", dependencies: ["ExhaustiveCore"] + sdkDependencies, swiftSettings: sdk),
    .testTarget(
      name: "TranscriptEpisode102Tests",
      dependencies: ["ExhaustiveCore", "ExhaustiveTesting"] + sdkDependencies,
      swiftSettings: sdk),
    .testTarget(
      name: "TranscriptEpisode103Tests",
      dependencies: ["ExhaustiveCore", "ExhaustiveTesting"] + sdkDependencies,
      swiftSettings: sdk),

    // The repository's test targets (symlinked).
    .testTarget(
      name: "ExhaustiveCoreTests",
      dependencies: ["ExhaustiveCore", "ExhaustiveTesting"] + sdkDependencies,
      swiftSettings: sdk),
    .testTarget(
      name: "ExhaustivePublishersTests",
      dependencies: ["ExhaustivePublishers", "ExhaustiveTesting"] + sdkDependencies,
      swiftSettings: sdk),
    .testTarget(
      name: "ExhaustivePublishersSwift5Tests",
      dependencies: ["ExhaustivePublishers", "ExhaustiveTesting"] + sdkDependencies,
      swiftSettings: sdk + [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
