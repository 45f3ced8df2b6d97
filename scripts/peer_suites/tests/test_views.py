import textwrap
import unittest

from peer_suites import tables
from peer_suites.views import ViewFilter, blank_code, declarations, describe, mask

T = tables.load()
VIEWS = ViewFilter(T.ui_type, T.swiftui_values)


def dropped(text):
    text = textwrap.dedent(text)
    out = VIEWS.drop_views({"F.swift": text})["F.swift"]
    assert out.count("\n") >= text.count("\n")  # what follows keeps its line numbers
    return "\n".join(line.rstrip() for line in out.split("\n") if line.strip())


class MaskTests(unittest.TestCase):
    def test_comments_and_strings_become_spaces(self):
        text = 'let a = "{" // }\n/* { */ let b = #"}"# + """\n{\n"""\n'
        out = mask(text)
        self.assertEqual(len(out), len(text))
        self.assertEqual(out.count("\n"), text.count("\n"))
        self.assertNotIn("{", out)
        self.assertNotIn("}", out)
        self.assertIn("let b", out)


class DeclarationTests(unittest.TestCase):
    def test_top_level_declarations_and_what_they_are(self):
        text = textwrap.dedent("""
            import SwiftUI
            @MainActor
            struct AppView: View, Equatable {
              var body: some View { Text("") }
            }
            extension AppState {
              var isOn: Bool { true }
            }
            func helper() {}
            """)
        m = mask(text)
        found = [describe(m, s, e) for s, e in declarations(m, 0, len(text), "")]
        self.assertEqual(found[1:], [("struct", "AppView", ["View", "Equatable"]),
                                     ("extension", "AppState", []), ("func", "helper", [])])

    def test_blank_code_keeps_if_lines(self):
        text = "#if os(iOS)\nlet a = 1\n#endif\n"
        self.assertEqual(blank_code(text, 0, len(text)), "#if os(iOS)\n         \n#endif\n")


class DropViewsTests(unittest.TestCase):
    def test_a_view_keeps_its_nested_state(self):
        self.assertEqual(dropped("""
            import SwiftUI
            struct CounterView: View {
              struct ViewState: Equatable {
                var count: Int
              }
              let store: Store<Int, Void>
              var body: some View {
                Text("{")
              }
            }
            struct Counter { var count = 0 }
            """), textwrap.dedent("""\
            import SwiftUI
            struct CounterView {
              struct ViewState: Equatable {
                var count: Int
              }
            }
            struct Counter { var count = 0 }"""))

    def test_previews_and_extensions_of_ui_types_go(self):
        self.assertEqual(dropped("""
            struct Counter_Previews: PreviewProvider {
              static var previews: some View { EmptyView() }
            }
            extension UIViewController {
              func present() {}
            }
            extension Color {
              static let brand = Color.red
            }
            final class Controller: UIViewController {
              override func viewDidLoad() {}
            }
            struct State: Equatable {}
            """), "struct Counter_Previews {\n}\nfinal class Controller {\n}\nstruct State: Equatable {}")

    def test_an_extension_of_a_view_keeps_only_its_nested_types(self):
        self.assertEqual(dropped("""
            struct RowView: View {
              var body: some View { EmptyView() }
            }
            extension RowView {
              struct Row: Equatable {}
              func tapped() {}
            }
            extension RowView.Row: Sendable {}
            extension Reducer { func x() {} }
            """), "struct RowView {\n}\nextension RowView {\n  struct Row: Equatable {}\n}\n"
                  "extension Reducer { func x() {} }")


if __name__ == "__main__":
    unittest.main()
