"""What the compiler's parse says each position guarantees, on small Swift snippets."""

import unittest

from availability_check.scopes import without_conditional_compilation
from availability_check.versions import Version
from tests.support import parse, v

ALL_26 = "macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26"
ALL_15 = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2"


class ScopeTests(unittest.TestCase):
    def at(self, snippet, marker):
        scopes, markers = parse(snippet)
        return scopes.at(markers[marker])[0]

    def test_unguarded_code_gets_nothing(self):
        self.assertEqual(self.at("func f() { /*@x*/Task.immediate {} }", "x"), {})

    def test_if_available_covers_its_then_branch_only(self):
        snippet = f"""
        func f() {{
          if #available({ALL_26}, *) {{
            /*@in*/Task.immediate {{}}
          }} else {{
            /*@else*/Task {{}}
          }}
          /*@after*/Task {{}}
        }}
        """
        self.assertEqual(self.at(snippet, "in")["macOS"], v("26"))
        self.assertEqual(self.at(snippet, "in")["visionOS"], v("26"))
        self.assertEqual(self.at(snippet, "else"), {})
        self.assertEqual(self.at(snippet, "after"), {})

    def test_guard_available_covers_the_rest_of_the_block_not_its_else(self):
        snippet = f"""
        func f() throws {{
          /*@before*/Task {{}}
          guard #available({ALL_15}, *) else {{
            /*@else*/throw E()
          }}
          /*@after*/Task(executorPreference: nil) {{}}
          let g = {{ /*@closure*/Task(executorPreference: nil) {{}} }}
        }}
        func h() {{ /*@other*/Task {{}} }}
        """
        self.assertEqual(self.at(snippet, "before"), {})
        self.assertEqual(self.at(snippet, "else"), {})
        self.assertEqual(self.at(snippet, "after")["iOS"], v("18"))
        self.assertEqual(self.at(snippet, "closure")["watchOS"], v("11"))
        self.assertEqual(self.at(snippet, "other"), {})

    def test_available_on_an_enclosing_type_or_extension_covers_its_members(self):
        snippet = f"""
        @available({ALL_15}, *)
        struct S {{
          func f(_ e: /*@signature*/TaskExecutor) {{ /*@body*/Task {{}} }}
          struct Inner {{ var m = /*@nested*/Mutex(0) }}
        }}
        @available(macOS, introduced: 15.4)
        @available(iOS, introduced: 18.4)
        extension S {{ func g() {{ /*@extension*/hook() }} }}
        """
        self.assertEqual(self.at(snippet, "signature")["macOS"], v("15"))
        self.assertEqual(self.at(snippet, "body")["tvOS"], v("18"))
        self.assertEqual(self.at(snippet, "nested")["visionOS"], v("2"))
        self.assertEqual(self.at(snippet, "extension"),
                         {"macOS": v("15.4"), "iOS": v("18.4"), "visionOS": v("2.4")})

    def test_nested_guards_add_up(self):
        snippet = f"""
        @available({ALL_15}, *)
        struct S {{
          func f() {{
            if #available(macOS 26, *) {{ /*@inner*/Task.immediate {{}} }}
          }}
        }}
        """
        found = self.at(snippet, "inner")
        self.assertEqual(found["macOS"], v("26"))
        self.assertEqual(found["iOS"], v("18"))  # only macOS was raised further

    def test_unavailable_covers_everything(self):
        snippet = """
        @available(*, unavailable)
        func f() { /*@all*/Task.immediate {} }
        @available(iOS, unavailable)
        func g() { /*@ios*/Task.immediate {} }
        @available(macOS, deprecated: 14, message: "unavailable soon")
        func h() { /*@deprecated*/Task.immediate {} }
        """
        self.assertEqual(self.at(snippet, "all")["macOS"], Version.NEVER)
        self.assertEqual(self.at(snippet, "ios")["iOS"], Version.NEVER)
        self.assertNotIn("macOS", self.at(snippet, "ios"))
        self.assertEqual(self.at(snippet, "deprecated"), {})

    def test_unavailable_check_covers_the_else_branch(self):
        snippet = f"""
        func f() {{
          if #unavailable({ALL_26}) {{
            /*@then*/Task {{}}
          }} else {{
            /*@else*/Task.immediate {{}}
          }}
          guard #unavailable(macOS 26) else {{ /*@guardelse*/return }}
          /*@after*/Task {{}}
        }}
        """
        self.assertEqual(self.at(snippet, "then"), {})
        self.assertEqual(self.at(snippet, "else")["iOS"], v("26"))
        self.assertEqual(self.at(snippet, "guardelse")["macOS"], v("26"))
        self.assertEqual(self.at(snippet, "after"), {})

    def test_several_checks_in_one_condition(self):
        snippet = """
        func f() {
          if #available(macOS 15, *), #available(iOS 18, *), ready {
            /*@both*/Task {}
          }
        }
        """
        found = self.at(snippet, "both")
        self.assertEqual((found["macOS"], found["iOS"]), (v("15"), v("18")))

    def test_code_inside_conditional_compilation_is_seen(self):
        snippet = f"""
        #if canImport(Synchronization)
          import Synchronization
        #endif
        struct S {{
          init() {{
            #if canImport(Synchronization)
              if #available({ALL_15}, *) {{
                /*@active*/let m = Mutex(0)
              }}
            #elseif os(Windows)
              /*@inactive*/let m = Mutex(0)
            #endif
          }}
        }}
        """
        self.assertEqual(self.at(snippet, "active")["macOS"], v("15"))
        self.assertEqual(self.at(snippet, "inactive"), {})

    def test_directive_lines_are_blanked_in_place(self):
        source = b"a\n#if os(Linux) ||\n  os(Android)\nb\n#else\nc\n#endif\n"
        self.assertEqual(without_conditional_compilation(source), b"a\n\n\nb\n\nc\n\n")


if __name__ == "__main__":
    unittest.main()
