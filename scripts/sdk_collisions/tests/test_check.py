import io
import tempfile
import textwrap
import unittest
from pathlib import Path

from sdk_collisions.check import Source, find_collisions, read_apple_names, run
from sdk_collisions.conditions import IOS, MACOS

NAMES = Path(__file__).resolve().parents[2] / "sdk-collisions" / "apple-sdk-names.tsv"
APPLE = read_apple_names(NAMES)


def collisions(source, platform=MACOS, module="ExhaustiveCore", is_test=False):
    found = find_collisions(
        [Source("File.swift", module, textwrap.dedent(source), is_test)], APPLE, platform)
    return [(c.line, c.name) for c in found]


# Today's shape on main: ours on every platform.
OLD_WAY = """
    import Dispatch

    public protocol Scheduler {}
    public final class AnyCancellable {}

    extension DispatchQueue {
      public struct SchedulerTimeType {}
      public struct SchedulerOptions {}
    }
    extension URLSession {
      public struct DataTaskPublisher {}
    }
    """

# The shape issue 31 asks for: Apple's names on Darwin, ours only where Combine is missing.
NEW_WAY = """
    import Dispatch
    #if canImport(Combine)
      @_exported import Combine
    #else
      public protocol Scheduler {}
      public final class AnyCancellable {}
      public struct Just<Output> {}
    #endif

    #if !canImport(Combine)
      extension DispatchQueue {
        public struct SchedulerTimeType {
          public struct Stride {}
        }
        public struct SchedulerOptions {}
      }
      extension DispatchQueue: Scheduler {
        public var now: SchedulerTimeType { .init() }
      }
    #endif

    #if canImport(FoundationNetworking)
      extension URLSession {
        public struct DataTaskPublisher {}
      }
    #elseif canImport(Combine)
      // Foundation's own URLSession.DataTaskPublisher.
    #else
      extension URLSession {
        public struct DataTaskPublisher {}
      }
    #endif

    // Ours on every platform, and not an Apple name: fine anywhere.
    extension DispatchQueue {
      public static var testScheduler: Int { 0 }
    }
    extension Publisher {
      public func eraseToEffect() {}
    }
    """


class CollisionTests(unittest.TestCase):
    def test_the_old_way_collides_on_darwin(self):
        self.assertEqual(
            collisions(OLD_WAY),
            [
                (4, "Scheduler"),
                (5, "AnyCancellable"),
                (8, "DispatchQueue.SchedulerTimeType"),
                (9, "DispatchQueue.SchedulerOptions"),
                (12, "URLSession.DataTaskPublisher"),
            ])

    def test_the_new_way_passes_on_macos_and_ios(self):
        self.assertEqual(collisions(NEW_WAY, MACOS), [])
        self.assertEqual(collisions(NEW_WAY, IOS), [])

    def test_an_extension_of_our_own_type_of_an_apple_name_is_ours(self):
        # While our `Publisher` exists on Darwin the top level collides, once; extending it
        # adds nothing of Apple's.
        source = """
            public protocol Publisher {}
            extension Publisher { public func sink() {} }
            """
        self.assertEqual(collisions(source), [(2, "Publisher")])

    def test_members_and_conformances_added_to_apple_types(self):
        source = """
            #if canImport(Combine)
              import Combine
            #endif
            extension Publisher {
              public func sink(receiveValue: @escaping (Output) -> Void) {}
            }
            extension Sequence {
              public var publisher: Int { 0 }
            }
            extension DispatchQueue: Scheduler {}
            extension DispatchQueue.SchedulerTimeType {
              public struct Stride {}
            }
            """
        self.assertEqual(
            collisions(source),
            [
                (6, "Publisher.sink"),
                (9, "Sequence.publisher"),
                (11, "DispatchQueue: Scheduler"),
                (13, "DispatchQueue.SchedulerTimeType.Stride"),
            ])

    def test_types_nested_in_combines_namespaces_once_ours_are_gone(self):
        source = """
            #if !canImport(Combine)
              public enum Publishers {}
            #endif
            extension Publishers {
              public struct MergeMany {}
              public struct Timer {}
            }
            extension Subscribers {
              public enum Completion {}
            }
            """
        self.assertEqual(
            collisions(source), [(6, "Publishers.MergeMany"), (10, "Subscribers.Completion")])

    def test_a_typealias_of_apples_declaration_is_the_same_type(self):
        source = """
            public typealias AnyCancellable = Combine.AnyCancellable
            public typealias Cancellable = MyOwnCancellable
            extension DispatchQueue {
              public typealias SchedulerOptions = Dispatch.DispatchQueue.SchedulerOptions
            }
            """
        self.assertEqual(collisions(source), [(3, "Cancellable")])

    def test_only_public_top_level_names_of_library_modules_reach_users(self):
        source = """
            struct Just {}
            public struct Future {}
            """
        self.assertEqual(collisions(source), [(3, "Future")])
        self.assertEqual(collisions(source, is_test=True), [])

    def test_nested_names_collide_whatever_their_access(self):
        source = """
            extension DispatchQueue {
              struct SchedulerTimeType {}
            }
            """
        self.assertEqual(collisions(source), [(3, "DispatchQueue.SchedulerTimeType")])


class ReportTests(unittest.TestCase):
    def run_check(self, source, allowed_rows=(), documents=None):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            allowed = root / "allowed.tsv"
            allowed.write_text(
                "file\tname\trule\n" + "".join("\t".join(row) + "\n" for row in allowed_rows))
            for name, text in (documents or {}).items():
                (root / name).write_text(text)
            out = io.StringIO()
            status = run(
                root, [Source("Sources/M/File.swift", "M", textwrap.dedent(source))], NAMES,
                allowed, ["macOS", "iOS"], out)
            return status, out.getvalue().splitlines()

    def test_report_names_file_line_platforms_and_apples_source(self):
        status, lines = self.run_check("extension URLSession {\n  struct DataTaskPublisher {}\n}\n")
        self.assertEqual(status, 1)
        self.assertEqual(
            lines[0],
            "Sources/M/File.swift:2: struct URLSession.DataTaskPublisher (in an extension) "
            "collides on macOS, iOS with Foundation's URLSession.DataTaskPublisher "
            "(https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher)")
        self.assertTrue(lines[-1].startswith("sdk-collision-check: 1 collision(s)"), lines[-1])

    def test_a_platform_specific_collision_names_its_platform(self):
        source = """
            #if os(iOS)
              public struct Just {}
            #endif
            """
        status, lines = self.run_check(source)
        self.assertEqual(status, 1)
        self.assertIn("collides on iOS with Combine's Just", lines[0])

    def test_an_allowed_collision_needs_a_rule_that_mentions_it(self):
        source = "public struct Just {}\n"
        row = ("Sources/M/File.swift", "Just", "Platforms.md")
        status, lines = self.run_check(source, [row], {"Platforms.md": "Nothing here."})
        self.assertEqual(status, 1)
        self.assertIn("does not mention Just", "\n".join(lines))
        status, lines = self.run_check(
            source, [row], {"Platforms.md": "On Darwin `Just` is Combine's; ours is absent."})
        self.assertEqual(status, 0, lines)

    def test_a_stale_allowance_is_reported(self):
        row = ("Sources/M/File.swift", "Just", "Platforms.md")
        status, lines = self.run_check("struct Fine {}\n", [row], {"Platforms.md": "Just"})
        self.assertIn("no longer collides", "\n".join(lines))


if __name__ == "__main__":
    unittest.main()


class ManifestTests(unittest.TestCase):
    def test_targets_and_their_directories(self):
        from sdk_collisions.check import manifest_targets

        manifest = textwrap.dedent("""
            let package = Package(
              name: "P",
              targets: [
                .target(name: "Core", dependencies: []),
                .executableTarget(name: "CLI", dependencies: ["Core"], path: "Examples/CLI/Sources"),
                .testTarget(
                  name: "CLITests",
                  dependencies: [.target(name: "CLI", condition: .when(platforms: [.linux]))],
                  path: "Examples/CLI/Tests"),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
              ]
            )
            """)
        with tempfile.TemporaryDirectory() as directory:
            (Path(directory) / "Package.swift").write_text(manifest)
            self.assertEqual(
                manifest_targets(Path(directory)),
                [
                    ("Core", "Sources/Core", False),
                    ("CLI", "Examples/CLI/Sources", False),
                    ("CLITests", "Examples/CLI/Tests", True),
                    ("CoreTests", "Tests/CoreTests", True),
                ])
