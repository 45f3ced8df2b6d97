import unittest

from sdk_collisions.conditions import IOS, MACOS, ConditionError, evaluate


class ConditionTests(unittest.TestCase):
    def test_operating_systems(self):
        self.assertIs(evaluate("os(macOS)", MACOS), True)
        self.assertIs(evaluate("os(iOS)", MACOS), False)
        self.assertIs(evaluate("os(iOS)", IOS), True)
        self.assertIs(evaluate("os(Linux)", IOS), False)
        self.assertIs(evaluate("os(macOS) || os(Linux) || os(Windows)", MACOS), True)
        self.assertIs(evaluate("os(macOS) || os(Linux) || os(Windows)", IOS), False)

    def test_modules_darwin_has_and_lacks(self):
        for module in ("Combine", "Darwin", "ObjectiveC", "SwiftUI"):
            self.assertIs(evaluate(f"canImport({module})", MACOS), True, module)
            self.assertIs(evaluate(f"canImport({module})", IOS), True, module)
        for module in ("Glibc", "FoundationNetworking", "Musl"):
            self.assertIs(evaluate(f"canImport({module})", MACOS), False, module)
        self.assertIs(evaluate("canImport(UIKit)", IOS), True)
        self.assertIs(evaluate("canImport(UIKit)", MACOS), False)
        self.assertIsNone(evaluate("canImport(SomethingUnknown)", MACOS))

    def test_runtime_and_negation(self):
        self.assertIs(evaluate("_runtime(_ObjC)", MACOS), True)
        self.assertIs(evaluate("!canImport(Combine)", MACOS), False)
        self.assertIs(evaluate("!(canImport(Glibc) || canImport(Musl))", IOS), True)

    def test_undecidable_values_stay_undecided(self):
        self.assertIsNone(evaluate("arch(arm64)", MACOS))
        self.assertIs(evaluate("arch(i386)", MACOS), False)
        self.assertIsNone(evaluate("DEBUG", MACOS))
        self.assertIsNone(evaluate("hasFeature(Embedded)", MACOS))
        self.assertIsNone(evaluate("targetEnvironment(simulator)", IOS))
        self.assertIs(evaluate("targetEnvironment(macCatalyst)", MACOS), False)
        # Undecided on one side, decided by the other.
        self.assertIs(evaluate("DEBUG && os(Linux)", MACOS), False)
        self.assertIs(evaluate("DEBUG || os(macOS)", MACOS), True)

    def test_compiler_versions(self):
        self.assertIs(evaluate("compiler(>=6.0)", MACOS), True)
        self.assertIs(evaluate("swift(<5.9)", MACOS), False)
        self.assertIs(evaluate("compiler(>=7)", MACOS), False)

    def test_unreadable_condition(self):
        with self.assertRaises(ConditionError):
            evaluate("os(macOS) &&", MACOS)


if __name__ == "__main__":
    unittest.main()
