import textwrap
import unittest

from sdk_collisions.conditions import IOS, MACOS
from sdk_collisions.swift_decls import declarations


def names(source, platform=MACOS):
    result = declarations(textwrap.dedent(source), platform)
    return [
        (f"{d.parent}." if d.parent else "") + d.name for d in result.declarations
    ]


class ConditionalCompilationTests(unittest.TestCase):
    def test_if_else_keeps_the_darwin_branch(self):
        source = """
            #if canImport(Combine)
              @_exported import Combine
            #else
              public protocol Scheduler {}
            #endif
            #if !canImport(Combine)
              public struct Just {}
            #endif
            """
        self.assertEqual(names(source), [])

    def test_elseif_chain_takes_the_first_true_branch(self):
        source = """
            #if os(Linux)
              struct OnLinux {}
            #elseif os(macOS)
              struct OnMac {}
            #elseif canImport(Darwin)
              struct OnOtherDarwin {}
            #else
              struct Elsewhere {}
            #endif
            """
        self.assertEqual(names(source, MACOS), ["OnMac"])
        self.assertEqual(names(source, IOS), ["OnOtherDarwin"])

    def test_nested_conditions(self):
        source = """
            #if canImport(Darwin)
              struct A {}
              #if os(iOS)
                struct OnlyIOS {}
              #else
                struct NotIOS {}
              #endif
            #else
              struct B {}
            #endif
            """
        self.assertEqual(names(source, MACOS), ["A", "NotIOS"])
        self.assertEqual(names(source, IOS), ["A", "OnlyIOS"])

    def test_an_undecidable_condition_keeps_both_branches_as_possible(self):
        source = """
            #if arch(arm64)
              struct Arm {}
            #else
              struct Other {}
            #endif
            struct Always {}
            """
        result = declarations(textwrap.dedent(source), MACOS)
        self.assertEqual(
            [(d.name, d.certain) for d in result.declarations],
            [("Arm", False), ("Other", False), ("Always", True)])

    def test_directives_inside_comments_and_strings_are_text(self):
        source = '''
            // #if os(Linux)
            /* #endif */
            let text = """
              #if os(Linux)
              """
            struct Kept {}
            '''
        self.assertEqual(names(source), ["text", "Kept"])


class DeclarationTests(unittest.TestCase):
    def test_extensions_of_apple_types_and_nested_types(self):
        source = """
            extension DispatchQueue {
              public struct SchedulerTimeType: Strideable, Codable {
                public struct Stride: Comparable {}
                public var dispatchTime: DispatchTime
                public init(_ time: DispatchTime) { let inner = 1 }
              }
            }
            extension URLSession {
              public struct DataTaskPublisher {}
              public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { .init() }
            }
            """
        self.assertEqual(
            names(source),
            [
                "DispatchQueue.SchedulerTimeType",
                "DispatchQueue.SchedulerTimeType.Stride",
                "DispatchQueue.SchedulerTimeType.dispatchTime",
                "DispatchQueue.SchedulerTimeType.init",
                "URLSession.DataTaskPublisher",
                "URLSession.dataTaskPublisher",
            ])

    def test_function_bodies_and_closures_hide_their_declarations(self):
        source = """
            func outer() {
              struct Local {}
              let closure = { struct AlsoLocal {} }
            }
            var computed: Int {
              struct InGetter {}
              return 1
            }
            let value = { () -> Int in struct InClosure {}; return 1 }()
            struct Visible {}
            """
        self.assertEqual(names(source), ["outer", "computed", "value", "Visible"])

    def test_protocol_requirements_without_bodies(self):
        source = """
            public protocol Scheduler<SchedulerTimeType> {
              associatedtype SchedulerTimeType: Strideable
              var now: SchedulerTimeType { get }
              func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
              @discardableResult
              func schedule(after date: SchedulerTimeType) -> any Cancellable
            }
            """
        self.assertEqual(
            names(source),
            ["Scheduler", "Scheduler.now", "Scheduler.schedule", "Scheduler.schedule"])

    def test_access_modifiers_attributes_and_enum_cases(self):
        source = """
            @available(macOS 14, *)
            public final class AnyCancellable: Hashable, @unchecked Sendable {
              private(set) var isCancelled = false
              public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { true }
              class func make() -> AnyCancellable { .init() }
            }
            enum Demand { case unlimited, max(Int), none }
            """
        result = declarations(textwrap.dedent(source), MACOS)
        self.assertEqual(
            [(d.kind, d.name, d.access) for d in result.declarations],
            [
                ("class", "AnyCancellable", "public"),
                ("var", "isCancelled", "private"),
                ("func", "==", "public"),
                ("func", "make", "internal"),
                ("enum", "Demand", "internal"),
                ("case", "unlimited", "internal"),
                ("case", "max", "internal"),
                ("case", "none", "internal"),
            ])

    def test_typealias_records_what_it_aliases(self):
        source = """
            public typealias AnyCancellable = Combine.AnyCancellable
            public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>
            """
        result = declarations(textwrap.dedent(source), MACOS)
        self.assertEqual(
            [(d.name, d.aliased) for d in result.declarations],
            [
                ("AnyCancellable", "Combine.AnyCancellable"),
                ("AnySchedulerOf", "AnyScheduler<S.SchedulerTimeType,S.SchedulerOptions>"),
            ])

    def test_extension_conformances(self):
        source = """
            extension DispatchQueue: Scheduler, @unchecked Sendable where Self: AnyObject {}
            extension Foo.Bar: Combine.Publisher {}
            """
        result = declarations(textwrap.dedent(source), MACOS)
        self.assertEqual(
            [(c.type_name, c.protocol, c.line) for c in result.conformances],
            [("DispatchQueue", "Scheduler", 2), ("DispatchQueue", "Sendable", 2),
             ("Foo.Bar", "Publisher", 3)])

    def test_raw_and_interpolated_strings(self):
        source = '''
            let a = #"""#
            let b = "\\(value.map { "}" })"
            let c = ##"a"#b"##
            struct After {}
            '''
        self.assertEqual(names(source), ["a", "b", "c", "After"])


if __name__ == "__main__":
    unittest.main()
