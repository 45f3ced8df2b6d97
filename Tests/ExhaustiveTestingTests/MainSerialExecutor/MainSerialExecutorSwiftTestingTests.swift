#if canImport(Testing)
  import ExhaustiveCore
  import ExhaustiveTesting
  import Testing

  /// Swift Testing runs these cases in parallel: each scope captures only the tasks started
  /// inside it, so their queues never mix, and the unscoped case beside them runs on the
  /// runtime's own executors all along.
  @Suite struct MainSerialExecutorSwiftTestingTests {
    @Test(arguments: 0..<16)
    @MainActor
    func scopesInParallel(scope: Int) async {
      let log = await interleavedScenario(scope)
      #expect(log == ["a0", "b0", "a1", "b1", "a2", "b2"].map { "\(scope)-\($0)" })
    }

    @Test(arguments: 0..<16)
    func unscopedWorkBesideThem(index: Int) async {
      // Plain concurrent work, outside any scope: it must finish on its own, without a settle.
      let sum = await withTaskGroup(of: Int.self) { group in
        for value in 1...100 {
          group.addTask {
            await Task.yield()
            return value
          }
        }
        var sum = 0
        for await value in group { sum += value }
        return sum
      }
      #expect(sum == 5050)
    }

    @Test @MainActor func serializedScenario() async {
      await withMainSerialExecutor {
        let log = MainLog()
        Task { log.append("task") }
        await settle()
        #expect(log.entries == ["task"])
      }
    }
  }
#endif
