/// Who reads a dependency, for a failure's message: the registered property's name and the
/// `@Dependency` declaration, when known.
struct DependencyAccess: Sendable {
  var name: String?
  var fileID: StaticString?
  var filePath: StaticString?
  var line: UInt?
  var column: UInt?
}
