// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, ever: peers are only compared against from Benchmarks/.
let package = Package(
  name: "Exhaustive",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "StructuralDiff", targets: ["StructuralDiff"]),
    .library(name: "ExhaustiveCore", targets: ["ExhaustiveCore"]),
    .library(name: "ExhaustiveTesting", targets: ["ExhaustiveTesting"]),
    .executable(name: "todos", targets: ["TodosCLI"]),
  ],
  targets: [
    .target(name: "StructuralDiff"),
    .target(name: "ExhaustiveCore", dependencies: ["StructuralDiff", "ExhaustiveUnsafe"]),
    .target(
      name: "ExhaustiveTesting",
      dependencies: [
        "ExhaustiveCore", "StructuralDiff", "ExhaustiveUnsafe", "ExhaustiveTestingStartup",
      ]),
    // The package's unsafe code in one room, to audit in one place: raw mutexes and the lock
    // built on them, enum tags read from the runtime, struct fields compared in place, thread
    // identities, unchecked Sendable boxes. No product, nothing public.
    .target(name: "ExhaustiveUnsafe"),
    // A load-time constructor (C has them, Swift does not) that starts observing XCTest before
    // the first test runs; no product, nothing public.
    .target(name: "ExhaustiveTestingStartup"),

    .testTarget(name: "StructuralDiffTests", dependencies: ["StructuralDiff"]),
    .testTarget(
      name: "ExhaustiveCoreTests", dependencies: ["ExhaustiveCore", "ExhaustiveTesting"]),
    .testTarget(name: "ExhaustiveTestingTests", dependencies: ["ExhaustiveTesting"]),
    // The app code of the source transcripts (episodes 102 and 103), with only the import
    // changed, run on a real `Store`.
    .testTarget(
      name: "TranscriptEpisode102Tests",
      dependencies: ["ExhaustiveCore", "ExhaustiveTesting"],
      path: "Tests/TranscriptEpisode102"
    ),
    .testTarget(
      name: "TranscriptEpisode103Tests",
      dependencies: ["ExhaustiveCore", "ExhaustiveTesting"],
      path: "Tests/TranscriptEpisode103"
    ),

    // Case studies: each folder under Examples/ holds a feature and its tests.
    .target(name: "Todos", dependencies: ["ExhaustiveCore"], path: "Examples/Todos/Sources"),
    .testTarget(
      name: "TodosTests", dependencies: ["Todos", "ExhaustiveTesting"],
      path: "Examples/Todos/Tests"),
    .target(
      name: "ImageLoader", dependencies: ["ExhaustiveCore"], path: "Examples/ImageLoader/Sources"),
    .testTarget(
      name: "ImageLoaderTests", dependencies: ["ImageLoader", "ExhaustiveTesting"],
      path: "Examples/ImageLoader/Tests"),
    .executableTarget(
      name: "TodosCLI", dependencies: ["Todos", "ExhaustiveCore"], path: "Examples/TodosCLI/Sources"
    ),
    .testTarget(
      name: "TodosCLITests", dependencies: ["TodosCLI", "Todos", "ExhaustiveTesting"],
      path: "Examples/TodosCLI/Tests"),
    // The documentation's code samples, compiled and run so the articles cannot drift.
    .testTarget(
      name: "DocumentationSamplesTests", dependencies: ["ExhaustiveTesting"],
      path: "Examples/DocumentationSamples/Tests"),
    .target(
      name: "NumberFact", dependencies: ["ExhaustiveCore"], path: "Examples/NumberFact/Sources"),
    .testTarget(
      name: "NumberFactTests", dependencies: ["NumberFact", "ExhaustiveTesting"],
      path: "Examples/NumberFact/Tests"),
  ],
  swiftLanguageModes: [.v6]
)
