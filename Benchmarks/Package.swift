// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the root manifest never gains a dependency: this one
// compares Exhaustive against its peers. Run it in release:
//   swift run -c release --package-path Benchmarks exhaustive-benchmarks
let package = Package(
  name: "ExhaustiveBenchmarks",
  // `Synchronization.Atomic` (counters in the benchmarks) needs the newer Apple runtimes.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "exhaustive-benchmarks", targets: ["ExhaustiveBenchmarks"])
  ],
  dependencies: [
    .package(name: "Exhaustive", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    // The peer side of the plain-model back-to-back row: `withMainSerialExecutor` + yields.
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
    // combine-schedulers builds on OpenCombine off Apple platforms; the benchmark also uses it
    // directly for the peer side of the cancellation benchmark.
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", exact: "1.1.1"),
  ],
  targets: [
    .executableTarget(
      name: "ExhaustiveBenchmarks",
      dependencies: [
        .product(name: "StructuralDiff", package: "Exhaustive"),
        .product(name: "ExhaustiveCore", package: "Exhaustive"),
        .product(name: "ExhaustiveTesting", package: "Exhaustive"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      swiftSettings: [
        // CustomDump and StructuralDiff both extend `String` with `init(customDumping:)`: keep
        // each file's members to the modules that file imports.
        .enableUpcomingFeature("MemberImportVisibility")
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
