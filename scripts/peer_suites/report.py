"""The report: one table per peer (passes, fails, does not compile, Apple-only, needs a newer
Swift), each test under its status, and --print-passing's list for the article."""

ORDER = ("passes", "fails", "does not compile", "Apple-only", "newer Swift")


def ident(p, t):
    """A test as the article names it: `peer: Type.test` (or `peer: test` for a free function)."""
    return f"{p['name']}: {t['type']}.{t['name']}" if t["type"] else f"{p['name']}: {t['name']}"


def table(p):
    """The lines of one peer's table."""
    counts = {k: sum(1 for t in p["tests"] if t["status"] == k) for k in ORDER}
    lines = ["",
             f"{p['name']} {p['tag']} ({p['target']}, Swift {p['mode']} mode, features from {p['manifest']})",
             "| passes | fails | does not compile | Apple-only | needs a newer Swift | total |",
             "|---|---|---|---|---|---|",
             f"| {counts['passes']} | {counts['fails']} | {counts['does not compile']} "
             f"| {counts['Apple-only']} | {counts['newer Swift']} | {len(p['tests'])} |"]
    for k in ORDER:
        for t in sorted((t for t in p["tests"] if t["status"] == k), key=lambda t: (t["file"], t["start"])):
            detail = f" — {t['detail']}" if t["detail"] and k != "passes" else ""
            lines.append(f"  {k:<16} {t['type']}.{t['name']}{detail}")
    for h in p.get("helpers", []):
        lines.append(f"  helper left out  {h}")
    for h in p.get("app_left_out", []):
        lines.append(f"  app left out     {h}")
    return lines


def passing_list(peers):
    """--print-passing: one ### section per peer, its passing tests as the article lists them."""
    lines = []
    for p in peers:
        lines += ["", f"### {p['name']} {p['tag']}", ""]
        for t in sorted((t for t in p["tests"] if t["status"] == "passes"), key=lambda t: ident(p, t)):
            lines.append(f"- `{ident(p, t)}`")
    return lines


def print_report(peers, print_passing):
    for p in peers:
        for line in table(p):
            print(line)
    if print_passing:
        for line in passing_list(peers):
            print(line)
