#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints one table per area comparing Exhaustive with its peers. Build in release:
/// `swift run -c release --package-path Benchmarks exhaustive-benchmarks [--only AREA] [--quick]`.
@main
enum ExhaustiveBenchmarks {
  static func main() async {
    let options: Options
    switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed):
      options = parsed
    case .failure(let error):
      if let message = error.message {
        emit("error: \(message)\n")
      }
      emit(Options.usage)
      exit(error.message == nil ? 0 : 64)
    }

    if let pass = options.singlePass {
      let engine = TestStoreEngine.ours
      switch pass {
      case .store: blackHole(engine.storeSteps(options.steps))
      case .baseline: blackHole(engine.directSteps(options.steps))
      case .plainOurs: blackHole(await PlainModelOurs.backToBack(runs: options.steps))
      case .plainPeer: blackHole(await PlainModelPeer.backToBack(runs: options.steps))
      case .scopeOurs: blackHole(await PlainModelOurs.emptyScopes(runs: options.steps))
      case .scopePeer: blackHole(await PlainModelPeer.emptyScopes(runs: options.steps))
      case .tickOurs: blackHole(try? await OurClocks.tickLoop(options.steps))
      // The leak check is not run: it is untimed in the table too.
      case .cancelOurs: blackHole(OurSchedulers.startAndCancel(count: options.steps))
      case .cancelPeer: blackHole(PeerSchedulers.startAndCancel(count: options.steps))
      }
      return
    }

    emit("Exhaustive benchmarks — \(machineDescription())")
    emit("")
    emit("Times are medians of several runs (\"1 run\" marks slow cases timed once).")
    if options.quick {
      emit("")
      emit("--quick: fewer runs; the slowest peer cases are extrapolated from smaller sizes.")
    }
    emit("")
    for area in options.areas {
      let table: Table
      switch area {
      case .diff: table = DiffBenchmarks(quick: options.quick).run()
      case .schedulers: table = await SchedulerBenchmarks(quick: options.quick).run()
      case .teststore: table = await TestStoreBenchmarks(quick: options.quick).run()
      case .clocks: table = await ClockBenchmarks(quick: options.quick).run()
      case .identified: table = await IdentifiedArrayBenchmarks(quick: options.quick).run()
      case .async: table = await PlainModelBenchmarks(quick: options.quick).run()
      case .explore: table = await ExplorationBenchmarks(quick: options.quick).run()
      }
      emit(table.render())
    }
  }
}
