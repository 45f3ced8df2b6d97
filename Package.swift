// swift-tools-version: 6.2
import PackageDescription

// No package dependencies, ever: peers are only compared against from Benchmarks/.
let package = Package(
  name: "Exhaustive",
  // The floors are what the code needs: Observation and `ExecutorJob` arrive in macOS 14 / iOS 17 /
  // tvOS 17 / watchOS 10 / visionOS 1 (visionOS 1 is SwiftPM's default; it is written out so the
  // table is complete). Anything newer is guarded with `@available`/`#available`, which
  // scripts/availability-check.sh proves on Linux.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "StructuralDiff", targets: ["StructuralDiff"]),
    .library(name: "ExhaustiveCore", targets: ["ExhaustiveCore"]),
    .library(name: "ExhaustiveTesting", targets: ["ExhaustiveTesting"]),
    .library(name: "ExhaustivePublishers", targets: ["ExhaustivePublishers"]),
    .library(name: "ExhaustiveDependencies", targets: ["ExhaustiveDependencies"]),
    .library(name: "ExhaustiveConcurrency", targets: ["ExhaustiveConcurrency"]),
    .executable(name: "todos", targets: ["TodosCLI"]),
  ],
  targets: [
    // Depends only on the unsafe room (no product of its own: a product bundles its targets'
    // dependencies), so the differ stays usable alone.
    .target(name: "StructuralDiff", dependencies: ["ExhaustiveUnsafe"]),
    .target(
      name: "ExhaustiveCore",
      dependencies: ["StructuralDiff", "ExhaustiveUnsafe", "ExhaustiveIssueReporting"]),
    // `IssueReporter`, the hook ExhaustiveCore reports a user's misuse through and the test
    // runtime installs; ExhaustiveCore re-exports it. Its own target so that the test runtime
    // needs nothing of ExhaustiveCore, and a first build compiles the two side by side.
    .target(name: "ExhaustiveIssueReporting"),
    // ExhaustiveTesting is five targets whose arrows point one way, so the compiler refuses a
    // cycle (Documentation/Exhaustive.docc/Architecture.md draws them; scripts/module-graph.sh
    // checks the drawing and the folders inside each target). Only ExhaustiveTesting is a
    // product: it re-exports the public names of the four below it.
    // The test runtime: which test is running, reporting failures to it, the end-of-test hooks,
    // and the small protocol time is driven through (`TimeDrivers`).
    .target(
      name: "ExhaustiveTestRuntime",
      dependencies: ["ExhaustiveIssueReporting", "StructuralDiff", "ExhaustiveUnsafe"]),
    // The serial executor of withMainSerialExecutor: scopes, the runtime hooks, task origins.
    .target(
      name: "ExhaustiveSerialExecutor",
      dependencies: [
        "ExhaustiveTestRuntime", "ExhaustiveUnsafe", "ExhaustiveReturnAddresses",
      ]),
    // Test time: clocks and schedulers, driven through the runtime's `TimeDrivers`, never
    // through the executor or the store.
    .target(
      name: "ExhaustiveTime",
      dependencies: ["ExhaustiveTestRuntime", "ExhaustiveCore", "ExhaustiveUnsafe"]),
    // Record mode: the Swift lexer, reading and rewriting the test's source, acceptances.
    .target(
      name: "ExhaustiveRecording",
      dependencies: ["ExhaustiveTestRuntime", "ExhaustiveUnsafe", "StructuralDiff"]),
    .target(
      name: "ExhaustiveTesting",
      dependencies: [
        "ExhaustiveCore", "StructuralDiff", "ExhaustiveUnsafe", "ExhaustiveTestingStartup",
        "ExhaustiveDependencies", "ExhaustiveTestRuntime", "ExhaustiveSerialExecutor",
        "ExhaustiveTime", "ExhaustiveRecording",
      ]),
    // The package's unsafe code in one room, to audit in one place (its inventory and rule are
    // in Sources/ExhaustiveUnsafe/ExhaustiveUnsafe.swift). No product, nothing public.
    .target(name: "ExhaustiveUnsafe"),
    // A load-time constructor (C has them, Swift does not) that starts observing XCTest before
    // the first test runs; no product, nothing public.
    .target(name: "ExhaustiveTestingStartup"),
    // The frame-pointer walk that records where withMainSerialExecutor's tasks are created (C
    // can name its own frame, Swift cannot); no product, nothing public.
    .target(name: "ExhaustiveReturnAddresses"),
    // Combine-named publisher-lite sources for TCA 0.x code; its own product so an Apple app
    // that also imports Combine never sees two `Just`s.
    .target(name: "ExhaustivePublishers", dependencies: ["ExhaustiveCore", "ExhaustiveUnsafe"]),
    // `@Dependency` and `withDependencies` as swift-dependencies spells them, without macros.
    // Its own product, imported by nothing else's public interface (ExhaustiveTesting imports it
    // without re-exporting it), so a file that imports swift-dependencies never sees two.
    .target(name: "ExhaustiveDependencies", dependencies: ["ExhaustiveCore", "StructuralDiff"]),
    .testTarget(
      name: "ExhaustiveDependenciesTests",
      dependencies: ["ExhaustiveDependencies", "ExhaustiveTesting", "ExhaustiveConcurrency"]),
    // swift-concurrency-extras' names (`LockIsolated`, …) for tests and app code; no
    // dependencies, and not re-exported by ExhaustiveTesting, since users of swift-dependencies
    // get ConcurrencyExtras re-exported and would see every name twice.
    .target(name: "ExhaustiveConcurrency"),
    // ExhaustiveCore too, for one file that imports both (Task.never() must not be ambiguous).
    .testTarget(
      name: "ExhaustiveConcurrencyTests", dependencies: ["ExhaustiveConcurrency", "ExhaustiveCore"]),
    .testTarget(
      name: "ExhaustivePublishersTests",
      dependencies: ["ExhaustivePublishers", "ExhaustiveTesting"]),
    // The same kind of code compiled in Swift 5 mode, as most 2020-era packages are.
    .testTarget(
      name: "ExhaustivePublishersSwift5Tests",
      dependencies: ["ExhaustivePublishers", "ExhaustiveTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    .testTarget(name: "StructuralDiffTests", dependencies: ["StructuralDiff", "ExhaustiveUnsafe"]),
    .testTarget(
      name: "ExhaustiveCoreTests", dependencies: ["ExhaustiveCore", "ExhaustiveTesting"]),
    // Also the internal targets, whose internals the unit tests reach with `@testable import`.
    .testTarget(
      name: "ExhaustiveTestingTests",
      dependencies: [
        "ExhaustiveTesting", "ExhaustiveDependencies", "ExhaustiveTestRuntime",
        "ExhaustiveSerialExecutor", "ExhaustiveTime", "ExhaustiveRecording",
      ]),
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
    // App code and tests in the style of 2020-era packages, compiled in Swift 5 language mode
    // (where enum case constructors are not `@Sendable`), so the API keeps compiling there.
    .testTarget(
      name: "Swift5LanguageModeTests",
      dependencies: [
        "ExhaustiveCore", "ExhaustiveTesting", "ExhaustiveDependencies", "ExhaustiveConcurrency",
      ],
      path: "Tests/Swift5LanguageMode",
      swiftSettings: [.swiftLanguageMode(.v5)]
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
    // A terminal program is tested where it runs: its tests launch it with `Process`, which
    // iOS, tvOS, watchOS and visionOS lack, so there the test target links no TodosCLI and its
    // files compile to nothing (`#if os(macOS) || os(Linux) || os(Windows)`).
    .testTarget(
      name: "TodosCLITests",
      dependencies: [
        .target(name: "TodosCLI", condition: .when(platforms: [.macOS, .linux, .windows])),
        "Todos", "ExhaustiveTesting",
      ],
      path: "Examples/TodosCLI/Tests"),
    // The documentation's code samples, compiled and run so the articles cannot drift.
    .testTarget(
      name: "DocumentationSamplesTests",
      dependencies: ["ExhaustiveTesting", "ExhaustiveDependencies", "ExhaustiveConcurrency"],
      path: "Examples/DocumentationSamples/Tests"),
    // The "Testing an @Observable model" article's model and tests; any warning fails the
    // build, so the snippets the article shows compile clean.
    .testTarget(
      name: "ObservableModelSamplesTests", dependencies: ["ExhaustiveTesting"],
      path: "Examples/DocumentationSamples/ObservableModel",
      swiftSettings: [.treatAllWarnings(as: .error)]),
    .target(
      name: "NumberFact", dependencies: ["ExhaustiveCore"], path: "Examples/NumberFact/Sources"),
    .testTarget(
      name: "NumberFactTests", dependencies: ["NumberFact", "ExhaustiveTesting"],
      path: "Examples/NumberFact/Tests"),
    // The same episode as a plain `@Observable` model, tested with withMainSerialExecutor.
    .target(
      name: "NumberFactModel", dependencies: ["ExhaustiveDependencies"],
      path: "Examples/NumberFactModel/Sources"),
    .testTarget(
      name: "NumberFactModelTests",
      dependencies: [
        "NumberFactModel", "ExhaustiveTesting", "ExhaustiveDependencies", "ExhaustiveConcurrency",
      ],
      path: "Examples/NumberFactModel/Tests"),
  ],
  swiftLanguageModes: [.v6]
)
