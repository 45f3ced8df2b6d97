import Foundation

#if canImport(FoundationNetworking)
  // On Linux `URLRequest` lives in its own module (Apple platforms keep it in Foundation).
  import FoundationNetworking
#endif

// A URL prints as its absolute string; a request as what it asks for.

extension URL: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(URL.self, text: urlText)
}

extension NSURL: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as URL) }
}

func urlText(_ url: URL) -> String { "URL(\(url.absoluteString))" }

/// The URL, the method and the headers and body, then only the settings that differ from a
/// fresh request's (cache policy, timeout, cookies, cellular access, service type).
extension URLRequest: FrameworkDumpable {
  var dumpForm: DumpForm {
    var fields: [(label: String?, value: Any)] = [
      ("url", url as Any), ("httpMethod", httpMethod as Any),
      ("allHTTPHeaderFields", allHTTPHeaderFields as Any), ("httpBody", httpBody as Any),
    ]
    let fresh = URLRequest(url: URL(string: "/")!)
    if cachePolicy != fresh.cachePolicy {
      fields.append(("cachePolicy", CachePolicyText(policy: cachePolicy)))
    }
    if timeoutInterval != fresh.timeoutInterval {
      fields.append(("timeoutInterval", timeoutInterval))
    }
    if httpShouldHandleCookies != fresh.httpShouldHandleCookies {
      fields.append(("httpShouldHandleCookies", httpShouldHandleCookies))
    }
    if allowsCellularAccess != fresh.allowsCellularAccess {
      fields.append(("allowsCellularAccess", allowsCellularAccess))
    }
    if networkServiceType != fresh.networkServiceType {
      fields.append(("networkServiceType", Int(networkServiceType.rawValue)))
    }
    return .fields(name: "URLRequest", fields)
  }
}

/// `.reloadIgnoringLocalCacheData`, as Swift spells the policy (an imported C enum on Apple
/// platforms, which the runtime cannot name).
private struct CachePolicyText: FrameworkDumpable {
  let policy: URLRequest.CachePolicy
  var dumpForm: DumpForm {
    switch policy {
    case .useProtocolCachePolicy: .text(".useProtocolCachePolicy")
    case .reloadIgnoringLocalCacheData: .text(".reloadIgnoringLocalCacheData")
    case .reloadIgnoringLocalAndRemoteCacheData: .text(".reloadIgnoringLocalAndRemoteCacheData")
    case .returnCacheDataElseLoad: .text(".returnCacheDataElseLoad")
    case .returnCacheDataDontLoad: .text(".returnCacheDataDontLoad")
    case .reloadRevalidatingCacheData: .text(".reloadRevalidatingCacheData")
    @unknown default: .text("URLRequest.CachePolicy(rawValue: \(policy.rawValue))")
    }
  }
}

/// As the `URLComponents` it bridges to: `URLComponents(scheme: "https", host: …)`.
extension NSURLComponents: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as URLComponents) }
}

extension NSURLQueryItem: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as URLQueryItem) }
}

extension NSURLRequest: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as URLRequest) }
}
