import unittest

from availability_check.versions import Version, complete, describe, shortfall, vision_from_ios
from tests.support import FLOORS, v


class VersionTests(unittest.TestCase):
    def test_trailing_zeros_do_not_matter(self):
        self.assertEqual(v("15"), v("15.0.0"))
        self.assertLess(v("15"), v("15.4"))
        self.assertLess(v("15.4"), v("26"))
        self.assertLess(v("26"), Version.NEVER)

    def test_vision_inherits_from_ios_remapped(self):
        self.assertEqual(vision_from_ios(v("17")), v("1"))
        self.assertEqual(vision_from_ios(v("18.4")), v("2.4"))
        self.assertEqual(vision_from_ios(v("26")), v("26"))
        self.assertEqual(vision_from_ios(v("13")), v("1"))
        self.assertEqual(complete({"iOS": v("18")})["visionOS"], v("2"))
        self.assertEqual(complete({"iOS": v("18"), "visionOS": v("3")})["visionOS"], v("3"))

    def test_shortfall_counts_the_floor_and_the_context(self):
        needs = {"macOS": v("15"), "iOS": v("18"), "visionOS": v("2")}
        self.assertEqual(shortfall(needs, {}, FLOORS), needs)
        self.assertEqual(shortfall(needs, {"macOS": v("15"), "iOS": v("18"), "visionOS": v("2")},
                                   FLOORS), {})
        self.assertEqual(shortfall(needs, {"macOS": v("26")}, FLOORS),
                         {"iOS": v("18"), "visionOS": v("2")})
        self.assertEqual(shortfall({"macOS": v("14")}, {}, FLOORS), {})

    def test_describe_orders_platforms(self):
        self.assertEqual(describe({"iOS": v("18"), "macOS": v("15")}), "macOS 15, iOS 18")


if __name__ == "__main__":
    unittest.main()
