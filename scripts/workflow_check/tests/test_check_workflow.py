import unittest

from check_workflow import WORKFLOW, problems


class CheckWorkflowTests(unittest.TestCase):
    def test_the_repositorys_workflow_is_valid(self):
        self.assertEqual(problems(WORKFLOW.read_text()), [])

    def test_invalid_yaml_is_reported(self):
        found = problems("jobs: [unclosed\n")
        self.assertEqual(len(found), 1)
        self.assertTrue(found[0].startswith("not valid YAML"), found)

    def test_a_missing_job_is_reported(self):
        text = WORKFLOW.read_text().replace("  ios:\n", "  iphone:\n")
        self.assertEqual(problems(text), ["job 'ios' is missing"])

    def test_a_dropped_command_is_reported(self):
        text = WORKFLOW.read_text().replace("run: swift test\n", "run: swift build\n")
        self.assertEqual(problems(text), ["job 'macos' does not run `swift test`"])

    def test_a_linux_runner_for_an_apple_job_is_reported(self):
        text = WORKFLOW.read_text().replace("runs-on: macos-26", "runs-on: ubuntu-latest", 1)
        self.assertEqual(problems(text), ["job 'macos' does not run on a macOS runner"])

    def test_no_push_trigger_is_reported(self):
        text = WORKFLOW.read_text().replace("  push:\n", "", 1)
        self.assertEqual(problems(text), ["it does not run on a push"])


if __name__ == "__main__":
    unittest.main()
