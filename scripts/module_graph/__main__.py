"""python3 -m module_graph [--package-path P] [--store S] [--no-folders] [--mirror M]

Exits 1 and lists each problem when the manifest, the sources or the folders run against the
arrows of Documentation/Exhaustive.docc/Architecture.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys

from . import architecture, check, folders, imports, manifest, state


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="module-graph")
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--article", default="Documentation/Exhaustive.docc/Architecture.md")
    parser.add_argument("--store", help="index store (default: <package>/.build/debug/index/store)")
    parser.add_argument("--no-folders", action="store_true", help="skip the index-store rule")
    parser.add_argument(
        "--mirror", action="append", default=None,
        help="a package whose manifest mirrors the root's targets (default: the Combine simulation)")
    options = parser.parse_args(argv)
    root = os.path.realpath(options.package_path)

    with open(os.path.join(root, options.article), encoding="utf-8") as file:
        article = file.read()
    drawn = architecture.arrows(article)
    targets = manifest.targets(manifest.dump_package(root))
    paths = {name: os.path.join(root, target.path) for name, target in targets.items()}

    found = []
    globals_found = []
    sources = os.path.join(root, "Sources")
    for name, folder in sorted(paths.items()):
        for directory, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                if file.endswith(".swift"):
                    path = os.path.join(directory, file)
                    with open(path, encoding="utf-8") as source:
                        text = source.read()
                    for line, module in imports.imported_modules(text):
                        found.append((name, os.path.relpath(path, root), line, module))
                    if path.startswith(sources + os.sep):
                        globals_found += state.declarations(os.path.relpath(path, sources), text)

    problems = (check.table_problems(drawn, targets) + check.arrow_problems(drawn, targets)
                + check.cycle_problems(drawn) + check.import_problems(drawn, targets, found)
                + state.problems(globals_found, state.listed(article)))
    for mirror in options.mirror or ["Fixtures/CombineSimulation"]:
        mirrored = manifest.targets(manifest.dump_package(os.path.join(root, mirror)))
        problems += check.mirror_problems(targets, mirrored, os.path.join(mirror, "Package.swift"))
    if not options.no_folders:
        swift = shutil.which("swift")
        library = os.path.join(
            os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib", "libIndexStore.so"
        ) if swift else ""
        store = options.store or os.path.join(root, ".build", "debug", "index", "store")
        if not os.path.exists(library) or not os.path.isdir(store):
            print(f"module-graph: no index store at {store} or no {library}: build first",
                  file=sys.stderr)
            return 2
        definitions, references = folders.read_index(store, library, paths)
        problems += check.folder_problems(folders.folder_edges(definitions, references, paths))

    for problem in problems:
        print(f"error: {problem}")
    if problems:
        print(f"module-graph: {len(problems)} problem(s) against {options.article}")
        return 1
    edges = sum(len(names) for names in drawn.values())
    print(f"module-graph: {len(targets)} targets, {edges} arrows, {len(found)} imports: all drawn; "
          f"no folder cycle; {len(globals_found)} pieces of process-wide state, all listed; "
          f"the mirrored manifests agree"
          + (" (folders not checked)" if options.no_folders else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
