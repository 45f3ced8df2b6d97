import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// `Publishers.Timer`, `autoconnect()` and `timerPublisher(every:)`, as combine-schedulers
/// spells them, driven by a test scheduler.
final class TimerPublisherTests: XCTestCase {
  func testAutoconnectedTimerTicksWithTheSchedulersTimeEveryInterval() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var elapsed: [DispatchQueue.SchedulerTimeType.Stride] = []
    let subscription = Publishers.Timer(every: 1, scheduler: scheduler)
      .autoconnect()
      .sink { elapsed.append(start.distance(to: $0)) }

    scheduler.advance(by: 0.5)
    XCTAssertEqual(elapsed, [])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(elapsed, [1])
    scheduler.advance(by: 3)
    XCTAssertEqual(elapsed, [1, 2, 3, 4])
    subscription.cancel()
  }

  func testNothingTicksBeforeConnectAndEverySubscriberSharesTheTicks() {
    let scheduler = DispatchQueue.test
    let timer = scheduler.timerPublisher(every: 1)
    let recorder = Recorder()
    recorder.record(timer.map { _ in "tick" }, as: "a")
    recorder.record(timer.map { _ in "tick" }, as: "b")

    scheduler.advance(by: 5)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)

    let connection = timer.connect()
    // Connecting again while connected changes nothing: still one tick per interval.
    let again = timer.connect()
    scheduler.advance(by: 1)
    // Where Combine exists the ticks fan out through Combine's subject, which does not promise
    // which subscriber hears a tick first; ours delivers in subscription order.
    #if canImport(Combine)
      XCTAssertEqual(recorder.events.sorted(), ["a: tick", "b: tick"])
    #else
      XCTAssertEqual(recorder.events, ["a: tick", "b: tick"])
    #endif

    connection.cancel()
    scheduler.run()
    #if canImport(Combine)
      XCTAssertEqual(recorder.events.sorted(), ["a: tick", "b: tick"])
    #else
      XCTAssertEqual(recorder.events, ["a: tick", "b: tick"])
    #endif
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    _ = again
  }

  func testCancellingTheLastSubscriberStopsTheScheduledTicks() {
    let scheduler = DispatchQueue.test
    let timer = Publishers.Timer(every: 1, scheduler: scheduler).autoconnect()
    var count = 0
    var first: AnyCancellable? = timer.sink { _ in count += 1 }
    var second: AnyCancellable? = timer.sink { _ in count += 10 }
    scheduler.advance(by: 1)
    XCTAssertEqual(count, 11)

    first = nil
    scheduler.advance(by: 1)
    XCTAssertEqual(count, 21)
    XCTAssertEqual(scheduler.pendingWorkCount, 1)

    second = nil
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    scheduler.run()
    XCTAssertEqual(count, 21)
    _ = (first, second)
  }

  func testPrefixCompletesAndDisconnects() {
    let scheduler = DispatchQueue.test
    let recorder = Recorder()
    recorder.record(
      Publishers.Timer(every: 1, scheduler: scheduler).autoconnect().prefix(2).map { _ in "tick" })
    scheduler.run()
    XCTAssertEqual(recorder.events, ["tick", "tick", "finished"])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testTheTimerKeepsItsConfiguration() {
    let scheduler = DispatchQueue.test
    let timer = scheduler.timerPublisher(every: 2, tolerance: 1, options: .init(qos: .utility))
    XCTAssertEqual(timer.interval, 2)
    XCTAssertEqual(timer.tolerance, 1)
    XCTAssertEqual(timer.options?.qos, .utility)
    XCTAssertTrue(timer.scheduler === scheduler)
  }

  func testMergeManyInterleavesTimersInTimeOrder() {
    let scheduler = DispatchQueue.test
    var output: [Int] = []
    let subscription = Publishers.MergeMany(
      Publishers.Timer(every: .seconds(2), scheduler: scheduler).autoconnect().map { _ in 1 },
      Publishers.Timer(every: .seconds(3), scheduler: scheduler).autoconnect().map { _ in 2 }
    )
    .sink { output.append($0) }

    var steps: [[Int]] = []
    for _ in 1...6 {
      scheduler.advance(by: 1)
      steps.append(output)
    }
    XCTAssertEqual(steps, [[], [1], [1, 2], [1, 2, 1], [1, 2, 1], [1, 2, 1, 1, 2]])
    subscription.cancel()
  }

  func testMergeManyFinishesWhenEveryUpstreamHas() {
    let recorder = Recorder()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    recorder.record(Publishers.MergeMany([first, second]).merge(with: PassthroughSubject()))
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    second.send(completion: .finished)
    XCTAssertEqual(recorder.events, ["1", "2"])
  }

  func testMergeManyOfASequenceFinishesWithItsLastUpstream() {
    let recorder = Recorder()
    recorder.record(Publishers.MergeMany([Just(1), Just(2), Just(3)]))
    XCTAssertEqual(recorder.events, ["1", "2", "3", "finished"])
  }
}
