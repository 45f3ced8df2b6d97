// The model of the "Testing an @Observable model" article, as the article shows it.
import Observation

struct ProfileClient: Sendable {
  var fetchName: @Sendable () async throws -> String
}

@MainActor
@Observable
final class ProfileModel {
  enum Phase: Equatable {
    case idle, loading
    case loaded(String)
    case failed
  }

  private(set) var phase = Phase.idle
  private(set) var secondsUntilRetry = 0

  @ObservationIgnored private let client: ProfileClient
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var retryTask: Task<Void, Never>?

  init(client: ProfileClient, clock: any Clock<Duration>) {
    self.client = client
    self.clock = clock
  }

  func refresh() async {
    phase = .loading
    do {
      phase = .loaded(try await client.fetchName())
    } catch {
      phase = .failed
      scheduleRetry()
    }
  }

  func cancelRetryButtonTapped() {
    retryTask?.cancel()
    retryTask = nil
    secondsUntilRetry = 0
  }

  private func scheduleRetry() {
    secondsUntilRetry = 3
    retryTask = Task {
      while secondsUntilRetry > 0 {
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        secondsUntilRetry -= 1
      }
      await refresh()
    }
  }
}
