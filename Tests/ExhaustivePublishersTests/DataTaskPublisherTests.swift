import ExhaustivePublishers
import ExhaustiveTesting
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class DataTaskPublisherTests: XCTestCase {
  // A `data:` URL is answered by Foundation itself, so the test needs no network.
  func testEmitsTheBodyOfTheResponseThenFinishes() {
    let url = URL(string: "data:text/plain;base64,SGVsbG8sIEJsb2Ih")!
    let recorder = Recorder()
    let done = expectation(description: "completion")
    let subscription = URLSession.shared.dataTaskPublisher(for: url)
      .map { data, _ in String(decoding: data, as: UTF8.self) }
      .sink(
        receiveCompletion: { completion in
          recorder.append("\(completion)")
          done.fulfill()
        },
        receiveValue: { recorder.append($0) }
      )
    wait(for: [done], timeout: 60)
    subscription.cancel()
    XCTAssertEqual(recorder.events, ["Hello, Blob!", "finished"])
  }

  func testFailsWithTheTasksURLError() {
    let recorder = Recorder()
    let done = expectation(description: "completion")
    let subscription = URLSession.shared
      .dataTaskPublisher(for: URLRequest(url: URL(string: "unsupported-scheme://blob")!))
      .sink(
        receiveCompletion: { completion in
          if case .failure(let error) = completion { recorder.append("failure(\(error.code))") }
          done.fulfill()
        },
        receiveValue: { _ in recorder.append("value") }
      )
    wait(for: [done], timeout: 60)
    subscription.cancel()
    XCTAssertEqual(recorder.events, ["failure(\(URLError.Code.unsupportedURL))"])
  }
}
