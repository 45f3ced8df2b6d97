/// The benchmark areas, each printed as one table.
enum Area: String, CaseIterable, Sendable {
  case diff
  case schedulers
  case teststore
  case clocks
  case identified
  case async
  case explore

  /// Accepts the area's name or any prefix of it (`sched`, `store` for `teststore`, …).
  init?(argument: String) {
    let argument = argument.lowercased()
    let aliases: [String: Area] = ["store": .teststore, "uuid": .teststore, "clock": .clocks]
    if let area = aliases[argument] {
      self = area
    } else if let area = Area.allCases.first(where: { $0.rawValue.hasPrefix(argument) }) {
      self = area
    } else {
      return nil
    }
  }
}

/// One untimed pass of a case, for an instruction counter such as `valgrind --tool=callgrind`:
/// on a shared machine, instruction counts repeat where times do not.
enum SinglePass: String, Sendable {
  /// `steps` send/receive steps through a `TestStore`.
  case store
  /// The same steps through the bare reducer, with one `==` per step.
  case baseline
  /// `steps` runs of the plain-model back-to-back scenario under our `withMainSerialExecutor`.
  case plainOurs = "plain-ours"
  /// The same runs under swift-concurrency-extras' `withMainSerialExecutor`, with its yields.
  case plainPeer = "plain-peer"
  /// `steps` empty scopes of our `withMainSerialExecutor`: what a scope costs on its own.
  case scopeOurs = "scope-ours"
  /// `steps` empty scopes of swift-concurrency-extras' `withMainSerialExecutor`.
  case scopePeer = "scope-peer"
  /// The TestClock tick loop, `steps` advances, our side.
  case tickOurs = "tick-ours"
  /// `steps` effects started and cancelled by id, our side (the scheduler row's cancellation).
  case cancelOurs = "cancel-ours"
  /// The same with OpenCombine subscriptions in an `[AnyHashable: AnyCancellable]`.
  case cancelPeer = "cancel-peer"

  /// Every pass's name, for the usage error.
  static var names: String {
    [
      store, baseline, plainOurs, plainPeer, scopeOurs, scopePeer, tickOurs, cancelOurs, cancelPeer,
    ].map(\.rawValue)
      .joined(separator: ", ")
  }
}

/// What the command line asked for.
struct Options: Sendable {
  var areas: [Area] = Area.allCases
  /// Fewer repetitions, and the slowest peer cases run smaller and are extrapolated.
  var quick = false
  /// Run this one pass instead of the tables.
  var singlePass: SinglePass?
  /// How many steps `singlePass` runs.
  var steps = 10_000

  static let usage = """
    usage: exhaustive-benchmarks [--only AREA[,AREA…]] [--quick]
           exhaustive-benchmarks --single-pass PASS [--steps N]

      --only AREA   run only these areas: \(Area.allCases.map(\.rawValue).joined(separator: ", "))
                    (repeatable; a prefix is enough, e.g. --only sched)
      --quick       fewer runs; the slowest peer cases run at a smaller size and are
                    extrapolated (every extrapolation is footnoted in the table)
      --single-pass PASS
                    run one case's steps once, untimed, and print nothing: for counting
                    instructions (scripts/count-teststore-instructions.sh) or profiling
                    (perf record). PASS: store, baseline (the TestStore case); plain-ours,
                    plain-peer (the plain-model scenario); scope-ours, scope-peer (empty
                    withMainSerialExecutor scopes); tick-ours (the TestClock tick loop);
                    cancel-ours, cancel-peer (effects started and cancelled by id)
      --steps N     how many steps or runs --single-pass runs (default 10000)
    """

  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var only: [Area] = []
    // `--only=diff` is the same as `--only diff`.
    var remaining = arguments.flatMap { argument in
      argument.hasPrefix("--only=")
        ? ["--only", String(argument.dropFirst("--only=".count))] : [argument]
    }[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.quick = true
      case "--only":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError(message: "--only needs an area"))
        }
        for name in value.split(separator: ",") {
          guard let area = Area(argument: String(name)) else {
            return .failure(UsageError(message: "unknown area '\(name)'"))
          }
          only.append(area)
        }
      case "--single-pass":
        guard let value = remaining.popFirst(), let pass = SinglePass(rawValue: value) else {
          return .failure(
            UsageError(message: "--single-pass needs one of: \(SinglePass.names)"))
        }
        options.singlePass = pass
      case "--steps":
        guard let value = remaining.popFirst(), let steps = Int(value), steps >= 0 else {
          return .failure(UsageError(message: "--steps needs a count"))
        }
        options.steps = steps
      case "-h", "--help":
        return .failure(UsageError(message: nil))
      default:
        return .failure(UsageError(message: "unknown argument '\(argument)'"))
      }
    }
    if !only.isEmpty {
      options.areas = Area.allCases.filter(only.contains)
    }
    return .success(options)
  }
}

struct UsageError: Error {
  /// `nil` when help was asked for.
  var message: String?
}
