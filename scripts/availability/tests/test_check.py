"""The whole check on a small package compiled here: index store, symbol graphs, scopes."""

import os
import subprocess
import tempfile
import textwrap
import unittest

from availability_check import check, indexstore, symbolgraph
from tests.support import FLOORS, toolchain_bin, v

ALL_15 = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2"
ALL_26 = "macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26"

SOURCE = f"""
import Synchronization

@available({ALL_15}, *)
public func newer() {{}}

public func unguarded() {{
  _ = Task.immediate {{}}  // VIOLATION immediate
}}

public func guarded() {{
  if #available({ALL_26}, *) {{ _ = Task.immediate {{}} }}
}}

public func guardTooLow() {{
  if #available({ALL_15}, *) {{ _ = Task.immediate {{}} }}  // VIOLATION too-low
}}

public func macOSOnly() {{
  if #available(macOS 26, *) {{ _ = Task.immediate {{}} }}  // VIOLATION mac-only
}}

public func guardStatement() {{
  guard #available({ALL_26}, *) else {{ return }}
  _ = Task.immediate {{}}
}}

public func ownUnguarded() {{ newer() }}  // VIOLATION own

public func ownGuarded() {{
  guard #available({ALL_15}, *) else {{ return }}
  newer()
}}

@available({ALL_15}, *)
final class Locked {{ let m = Mutex(0) }}

@available({ALL_15}, *)
extension Int {{ func locked() -> Mutex<Int> {{ Mutex(self) }} }}

struct Unlocked {{
  func f() {{ let m = Mutex(0); _ = m }}  // VIOLATION mutex
}}

@available(*, unavailable)
func never() {{ _ = Task.immediate {{}} }}

struct Nested {{
  @available({ALL_15}, *)
  func g() {{
    if #available({ALL_26}, *) {{ _ = Task.immediate {{}} }}
  }}
}}

func loop(_ s: AsyncStream<Int>) async {{ for await _ in s {{}} }}

func multiply(_ a: UInt64) -> UInt64 {{ a &* a }}

public func atTheFloor() {{
  if #available(macOS 14, iOS 17, *) {{ print() }}  // USELESS floor
  if #available(macOS 14.4, *) {{ print() }}
}}

@available({ALL_15}, *)
func alreadyGuarded() {{
  guard #available(macOS 15, iOS 26, *) else {{ return }}  // USELESS nested
  if #available(macOS 26, tvOS 26, *) {{ print() }}
}}

// Code the Linux build does not compile: read as text.
#if canImport(Darwin)
  func darwinOnly() {{
    _ = Task.immediate {{}}  // VIOLATION darwin-immediate
    // Task.immediate in a comment, "Task.immediate" in a string: neither counts.
    print("Task.immediate")
    if #available({ALL_26}, *) {{ _ = Task.immediate {{}} }}
  }}
  @available({ALL_15}, *)
  final class DarwinLocked {{ let m = Mutex(0) }}
  final class DarwinUnlocked {{ let m = Mutex(0) }}  // VIOLATION darwin-mutex
#endif
"""


def cache_dir() -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(os.path.dirname(here)))
    return os.environ.get("AVAILABILITY_CHECK_CACHE",
                          os.path.join(repo, ".build", "availability-check"))


class CheckTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        bin_dir = toolchain_bin()
        cls.folder = tempfile.TemporaryDirectory()
        package = cls.folder.name
        os.makedirs(os.path.join(package, "Sources", "Demo"))
        cls.path = os.path.join(package, "Sources", "Demo", "Demo.swift")
        cls.source = textwrap.dedent(SOURCE).lstrip("\n")
        with open(cls.path, "w") as f:
            f.write(cls.source)
        store = os.path.join(package, "store")
        subprocess.run(
            [os.path.join(bin_dir, "swiftc"), "-frontend", "-typecheck", "-parse-as-library",
             "-module-name", "Demo", "-swift-version", "6", "-index-store-path", store,
             "-primary-file", cls.path], check=True)
        resource_dir = os.path.join(os.path.dirname(bin_dir), "lib", "swift", "linux")
        table = symbolgraph.toolchain_table(
            os.path.join(bin_dir, "swiftc"), os.path.join(bin_dir, "swift-symbolgraph-extract"),
            resource_dir, cache_dir())
        cls.report = check.run(
            package, indexstore.open_store(indexstore.default_library(bin_dir), store), FLOORS,
            table["symbols"], os.path.join(bin_dir, "swift-frontend"), roots=("Sources",))

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def line_of(self, tag):
        for number, line in enumerate(self.source.splitlines(), start=1):
            if line.endswith((f"// VIOLATION {tag}", f"// USELESS {tag}")):
                return number
        raise AssertionError(tag)

    def violations_at(self, tag):
        return [x for x in self.report.violations if x.line == self.line_of(tag)]

    def test_exactly_the_marked_lines_fail(self):
        expected = sorted(n for n, line in enumerate(self.source.splitlines(), start=1)
                          if "// VIOLATION" in line)
        self.assertEqual(sorted({x.line for x in self.report.violations}), expected)

    def test_an_unguarded_task_immediate_names_the_api_file_line_and_versions(self):
        [violation] = self.violations_at("immediate")
        self.assertEqual(violation.name, "Task.immediate(name:priority:executorPreference:operation:)")
        self.assertEqual(violation.source, "_Concurrency")
        self.assertEqual(violation.needs["macOS"], v("26"))
        message = violation.message(self.folder.name)
        self.assertTrue(message.startswith(f"Sources/Demo/Demo.swift:{self.line_of('immediate')}:"),
                        message)
        self.assertIn("needs macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26", message)

    def test_a_guard_too_low_still_fails(self):
        [violation] = self.violations_at("too-low")
        self.assertEqual(violation.needs["iOS"], v("26"))
        self.assertEqual(violation.guaranteed["iOS"], v("18"))

    def test_a_macos_only_guard_fails_on_the_other_platforms(self):
        [violation] = self.violations_at("mac-only")
        self.assertNotIn("macOS", violation.needs)
        self.assertEqual(violation.needs["iOS"], v("26"))

    def test_our_own_available_declarations_must_be_guarded_too(self):
        [violation] = self.violations_at("own")
        self.assertEqual(violation.name, "newer()")
        self.assertIn("declared at Sources/Demo/Demo.swift:4", violation.source)
        self.assertEqual(violation.needs["macOS"], v("15"))

    def test_a_type_from_a_newer_module_fails_outside_an_available_type(self):
        names = {x.name for x in self.violations_at("mutex")}
        self.assertIn("Mutex", names)

    def test_code_the_linux_build_does_not_compile_is_read_as_text(self):
        [immediate] = self.violations_at("darwin-immediate")
        self.assertEqual(immediate.name, "Task.immediate(name:priority:executorPreference:operation:)")
        self.assertIn("read as text", immediate.source)
        [mutex] = self.violations_at("darwin-mutex")
        self.assertEqual(mutex.name, "Mutex")
        self.assertEqual(mutex.needs["macOS"], v("15"))

    def test_checks_that_always_hold_are_reported(self):
        found = {q.line: q for q in self.report.useless_queries}
        self.assertEqual(sorted(found), sorted(self.line_of(t) for t in ("floor", "nested")))
        floor = found[self.line_of("floor")]
        self.assertEqual(floor.always, {"macOS": v("14"), "iOS": v("17")})
        self.assertIn("unnecessary check", floor.message(self.folder.name))
        nested = found[self.line_of("nested")]
        self.assertEqual(nested.always, {"macOS": v("15")})  # iOS 26 is still a real check

    def test_compiler_fallbacks_are_not_reported(self):
        names = {x.name for x in self.report.violations}
        self.assertFalse(any("next(isolation:)" in n or "&*" in n for n in names), names)


if __name__ == "__main__":
    unittest.main()
