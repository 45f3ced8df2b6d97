/// The jobs an executor has queued, oldest first: popping the oldest costs O(1), and an exploring
/// schedule may take any queued job instead.
///
/// The serial scope's queue and `TestExecutor`'s are both this, so the two pop alike.
/// `@inlinable`, so that `TestExecutor`, in another module, gets it specialized for its jobs.
package struct JobQueue<Job> {
  @usableFromInline var jobs: [Job] = []
  @usableFromInline var head = 0

  @inlinable package init() {}

  /// The queued jobs, oldest first.
  @inlinable package var queued: ArraySlice<Job> { jobs[head...] }

  @inlinable package var isEmpty: Bool { head == jobs.count }

  @inlinable package mutating func append(_ job: Job) {
    // Room for a typical burst of jobs at once, rather than growing one by one.
    if jobs.capacity == 0 { jobs.reserveCapacity(16) }
    jobs.append(job)
  }

  /// Removes and returns the oldest job.
  @inlinable package mutating func popFirst() -> Job? {
    guard head < jobs.count else { return nil }
    defer {
      head += 1
      // Reset rather than remove from the front: popping stays O(1).
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      }
    }
    return jobs[head]
  }

  /// Removes and returns the job `offset` places after the oldest (0 is the oldest), which an
  /// exploring schedule chose; nil when fewer are queued.
  @inlinable package mutating func remove(atOffset offset: Int) -> Job? {
    guard offset > 0 else { return popFirst() }
    guard head + offset < jobs.count else { return nil }
    return jobs.remove(at: head + offset)
  }

  /// Empties the queue and returns what was queued, oldest first.
  @inlinable package mutating func removeAll() -> ArraySlice<Job> {
    defer {
      jobs = []
      head = 0
    }
    return queued
  }
}
