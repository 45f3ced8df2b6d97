import ExhaustiveTesting

/// Issue 33's rows: what exploring schedules costs a typical model test, and how soon each
/// strategy finds each bug of the corpus.
struct ExplorationBenchmarks {
  var quick: Bool

  func run() async -> Table {
    var table = Table(
      title: "Schedule exploration — cost, and time to the first failing schedule",
      peerName: "same body, 100 plain scopes")
    let plan = RunPlan.fast(quick: quick)
    progress("exploration: 100 schedules of the fixed stale-response test")
    let name =
      "typical model test, .random() (100 schedules) "
      + table.note(
        "the corpus's stale-response test, fixed (two searches, settle, one assertion): ours "
          + "runs it under `withMainSerialExecutor(schedules: .random())`, 100 schedules; the "
          + "other column runs the same body in 100 plain first-in-first-out scopes, the cost "
          + "of the runs themselves. The target is the issue's: a default budget well under a "
          + "second")
    do {
      let explored = try await measureAsync(
        plan, setup: {},
        run: { _ in await Self.failures(.random(), bug: 0, fixed: true) },
        verify: { _, failures in try check(failures.isEmpty, "\(failures)") })
      let plain = try await measureAsync(
        plan, setup: {},
        run: { _ in await Self.plainRuns(100, bug: 0, fixed: true) },
        verify: { _, failures in try check(failures.isEmpty, "\(failures)") })
      table.add(
        name, ours: .measured(explored), peer: .measured(plain), target: .atMost(.seconds(1)))
      let perSecond = Int((100 / (explored.median / .seconds(1))).rounded())
      table.rows.append(
        Row(
          "  schedules per second", ours: "\(perSecond)", peer: "–", ratio: "–", target: "–",
          passed: nil))
    } catch {
      table.add(name, ours: .failed("\(error)"), peer: .failed("\(error)"), target: .none)
    }
    let strategies: [(String, Schedules)] = [
      ("random", .random()), ("pct", .pct()), ("deviations ≤ 2", .deviations(upTo: 2)),
    ]
    let firstFailureNote = table.note(
      "from the start of the exploration to the failure reported, schedule 0 included: the "
        + "schedule that failed is in parentheses (0: first in, first out already fails, in "
        + "this release build; the debug build's test needs another schedule). Most of the time is the report itself: naming "
        + "each task of the interleaving by where it was created symbolicates its stack (about "
        + "0.15–0.2 s on this machine, once per failure; a failure naming only child tasks, as "
        + "the task group's does, skips it). The schedules themselves cost what the first row "
        + "shows")
    var isFirstRow = true
    for (bug, bugName) in await Self.bugNames().enumerated() {
      for (strategyName, schedules) in strategies {
        progress("exploration: first failing schedule, \(bugName), \(strategyName)")
        let rowName =
          "first failure: \(bugName), \(strategyName)" + (isFirstRow ? " \(firstFailureNote)" : "")
        isFirstRow = false
        do {
          var number: Int?
          let measured = try await measureAsync(
            plan, setup: {},
            run: { _ in await Self.failures(schedules, bug: bug, fixed: false) },
            verify: { _, failures in
              number = failures.first.flatMap(Self.scheduleNumber)
              try check(number != nil, "not found: \(failures)")
            })
          table.rows.append(
            Row(
              rowName, ours: "\(formatDuration(measured.median)) (schedule \(number ?? -1))",
              peer: "–", ratio: "–", target: "found", passed: true))
        } catch {
          table.rows.append(
            Row(rowName, ours: "\(error)", peer: "–", ratio: "–", target: "found", passed: false))
        }
      }
    }
    return table
  }

  @MainActor static func bugNames() -> [String] { ExplorationCorpus.bugs.map(\.name) }

  /// The failures corpus bug `bug` (fixed or not) reports when explored with `schedules`.
  @MainActor
  static func failures(_ schedules: Schedules, bug: Int, fixed: Bool) async -> [String] {
    let body = ExplorationCorpus.bugs[bug].body
    return await withExpectedFailures { @MainActor in
      await withMainSerialExecutor(schedules: schedules) { await body(fixed) }
    }
  }

  /// Runs corpus bug `bug` (fixed or not) `count` times, each in a plain scope.
  @MainActor
  static func plainRuns(_ count: Int, bug: Int, fixed: Bool) async -> [String] {
    let body = ExplorationCorpus.bugs[bug].body
    return await withExpectedFailures { @MainActor in
      for _ in 0..<count { await withMainSerialExecutor { await body(fixed) } }
    }
  }

  /// The number in `Schedule 17 of …`; 0 for a failure of schedule 0, first in, first out,
  /// which is reported as it always is, with no header.
  static func scheduleNumber(_ failure: String) -> Int? {
    guard failure.hasPrefix("Schedule ") else { return 0 }
    return Int(failure.dropFirst("Schedule ".count).prefix { $0.isNumber })
  }
}
