// Apple's SDK declares this where Combine exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension URLSession {
    /// A publisher of one request's data and response, as Combine's `dataTaskPublisher(for:)`.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: URL(string: "http://numbersapi.com/42/trivia")!)
    ///   .map { data, _ in String(decoding: data, as: UTF8.self) }
    ///   .mapError { _ in NumbersApiError() }
    ///   .eraseToEffect()
    /// ```
    ///
    /// Live code only: tests give the environment a mock instead of reaching the network.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
      DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of one request's data and response, as Combine's `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
      DataTaskPublisher(request: request, session: self)
    }

    /// The publisher `dataTaskPublisher(for:)` returns: each subscription starts its own
    /// data task, and cancelling the subscription cancels the task.
    public struct DataTaskPublisher: Publisher {
      /// The body and the response of the request.
      public typealias Output = (data: Data, response: URLResponse)
      /// The error of a task that did not complete.
      public typealias Failure = URLError

      /// The request each subscription sends.
      public let request: URLRequest
      /// The session that runs the task.
      public let session: URLSession

      /// The effect that sends the request once per start and emits its data and response.
      public func eraseToEffect() -> Effect<Output, URLError> {
        let request = request
        let session = session
        return .run { subscriber in
          let task = session.dataTask(with: request) { data, response, error in
            if let data, let response {
              subscriber.send((data, response))
              subscriber.send(completion: .finished)
            } else {
              subscriber.send(completion: .failure(error as? URLError ?? URLError(.unknown)))
            }
          }
          task.resume()
          return AnyCancellable { task.cancel() }
        }
      }
    }
  }
#endif
