import ExhaustiveTestRuntime

/// Called from the load-time constructor in `ExhaustiveTestingStartup`; not API.
///
/// It lives in the top target, the one that links the startup hook, so the test runtime below
/// it needs to know nothing of dependencies: everything that must be in place before the first
/// test starts is started here.
@_cdecl("exhaustive_testing_start")
package func exhaustiveTestingStart() {
  TestLifecycle.start()
  installDependencyTestSupport()
}
