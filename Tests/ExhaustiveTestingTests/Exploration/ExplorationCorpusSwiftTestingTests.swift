#if canImport(Testing)
  import ExhaustiveCore
  import Testing

  @testable import ExhaustiveSerialExecutor
  @testable import ExhaustiveTesting

  /// Four bugs of the corpus under Swift Testing, asserted with `#expect`: first in, first out
  /// passes the buggy version, `.random()` finds it (one issue, at the `#expect`), its replay
  /// token reproduces the same issue, and the fix passes random, PCT and two deviations.
  @Suite(.capturingIssues) @MainActor
  struct ExplorationCorpusSwiftTestingTests {
    /// The issues `body` records when explored with `schedules`; one call site, so that a
    /// replay token names this scope.
    func explore(
      _ schedules: Schedules, environment: [String: String] = [:],
      _ body: @MainActor () async -> Void
    ) async -> [String] {
      await ExplorationPlan.$testEnvironment.withValue(environment) {
        await recordedIssues {
          await withMainSerialExecutor(schedules: schedules) { await body() }
        }
      }.map(\.text)
    }

    func check(buggy: @MainActor () async -> Void, fixed: @MainActor () async -> Void) async {
      #expect(await explore(.fifo, buggy) == [])
      let found = await explore(.random(), buggy)
      #expect(found.count == 1)
      #expect(found.first?.hasPrefix("Schedule ") == true)
      let token = found.first.flatMap(replayToken(in:)) ?? ""
      let replayed = await explore(.random(), environment: ["EXHAUSTIVE_SCHEDULE": token], buggy)
      #expect(replayed == found)
      for schedules in [Schedules.random(), .pct(), .deviations(upTo: 2)] {
        #expect(await explore(schedules, fixed) == [], "\(schedules)")
      }
    }

    @Test func staleResponse() async {
      func body(_ fixed: Bool) -> @MainActor () async -> Void {
        {
          let model = SearchModel(cancelsStaleSearches: fixed) { [$0] }
          model.queryChanged("a")
          model.queryChanged("ab")
          await settle()
          #expect(model.results == ["ab"])
        }
      }
      await check(buggy: body(false), fixed: body(true))
    }

    @Test func taskGroupOrder() async {
      func body(_ fixed: Bool) -> @MainActor () async -> Void {
        {
          let model = DashboardModel(keepsRequestOrder: fixed) { "row \($0)" }
          await model.load([1, 2, 3])
          #expect(model.rows == ["row 1", "row 2", "row 3"])
        }
      }
      await check(buggy: body(false), fixed: body(true))
    }

    @Test func eventBeforeSubscription() async {
      func body(_ fixed: Bool) -> @MainActor () async -> Void {
        {
          let bus = MessageBus()
          let inbox = InboxModel(bus: bus, subscribesFirst: fixed)
          inbox.start()
          Composer(bus: bus).sendTapped()
          await settle()
          inbox.stop()
          await settle()
          #expect(inbox.unread == 1)
        }
      }
      await check(buggy: body(false), fixed: body(true))
    }

    /// A test store's test that pins the order of two concurrent effects: the store's effects
    /// follow the exploring schedule too, and its failures are the schedule's one issue.
    @Test func storeEffectsInAPinnedOrder() async {
      await check(
        buggy: { await ProfileFeature.test(fixed: false) },
        fixed: { await ProfileFeature.test(fixed: true) })
    }
  }
#endif
