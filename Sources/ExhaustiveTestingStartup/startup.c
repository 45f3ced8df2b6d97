// Runs ExhaustiveTesting's start-up hook when the test binary is loaded, before any test starts.
//
// XCTest tells observers when each test starts, but only observers registered before that
// moment: registered from the first TestStore instead, the observer would miss the start of the
// very test that created it, and that test's end-of-test checks would never run. Swift has no
// load-time initializers, so this one C constructor calls the Swift hook. The hook is a weak
// reference, so a binary that links this object without ExhaustiveTesting still loads.
#include "ExhaustiveTestingStartup.h"

extern void exhaustive_testing_start(void) __attribute__((weak));

__attribute__((constructor)) static void exhaustive_testing_load(void) {
  if (exhaustive_testing_start) {
    exhaustive_testing_start();
  }
}
