#!/usr/bin/env python3
"""Writes Tests/StructuralDiffTests/Support/FoundationClassCatalog.swift: every public class of the
toolchain's corelibs Foundation modules, each with a way to construct one, or the reason there is
none. FoundationClassStorageTests dumps every one of them.

Usage: scripts/generate-foundation-classes.py        (run from anywhere; needs the toolchain)

The class list comes from the modules' symbol graphs (`swift-symbolgraph-extract`), not from a
hand-picked list. Each class is built with `init()` when it has one (declared or inherited), else
with the first initializer whose parameters all have a simple value below, else with an entry of
OVERRIDES; the rest are listed with the reason they cannot be constructed here.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

MODULES = ["Foundation", "FoundationEssentials", "FoundationInternationalization",
           "FoundationNetworking", "FoundationXML"]
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(REPO, "Tests/StructuralDiffTests/Support/FoundationClassCatalog.swift")

# A value for each parameter type the generator can fill in.
ARGUMENTS = {
    "String": '"x"', "String?": '"x"', "Int": "1", "Int64": "1", "Int32": "1", "Int16": "1",
    "UInt": "1", "UInt16": "1", "UInt64": "1", "Double": "1", "TimeInterval": "1", "Bool": "false",
    "URL": 'URL(string: "https://example.com/a")!', "URL?": 'URL(string: "https://example.com/a")!',
    "Data": 'Data("x".utf8)', "Date": "Date(timeIntervalSince1970: 0)",
    "NSRange": "NSRange(location: 1, length: 2)",
}

# Classes whose first usable initializer is not a good one, or that the rules above cannot build.
OVERRIDES = {
    "Bundle": "Bundle.main",
    "Dimension": 'Dimension(symbol: "x", converter: UnitConverterLinear(coefficient: 2))',
    "NSTextCheckingResult": (
        'try? NSRegularExpression(pattern: "b").firstMatch(in: "abc", range: NSRange(location: 0, length: 3))'),
    "FileHandle": "FileHandle(fileDescriptor: 1, closeOnDealloc: false)",
    "FileManager": "FileManager()",
    "Host": 'Host(address: "127.0.0.1")',
    "InputStream": 'InputStream(data: Data("x".utf8))',
    "NSCache": "NSCache<NSString, NSString>()",
    "NSCalendar": "NSCalendar(identifier: .gregorian)",
    "NSComparisonPredicate": (
        "NSComparisonPredicate(leftExpression: NSExpression(forConstantValue: 1), rightExpression: "
        "NSExpression(forConstantValue: 2), modifier: .direct, type: .equalTo, options: [])"),
    "NSCompoundPredicate": "NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(value: true)])",
    "NSDecimalNumber": 'NSDecimalNumber(string: "3.14")',
    "NSExpression": "NSExpression(forConstantValue: 1)",
    "NSKeyedUnarchiver": (
        "try? NSKeyedUnarchiver(forReadingFrom: "
        "NSKeyedArchiver.archivedData(withRootObject: NSString(string: \"x\")))"),
    "NSMeasurement": "NSMeasurement(doubleValue: 42, unit: UnitMass.kilograms)",
    "NSNotification": 'NSNotification(name: Notification.Name("didTap"), object: nil)',
    "NSOrthography": None,
    "NSSortDescriptor": r"NSSortDescriptor(keyPath: \NSString.length, ascending: true)",
    "NSTimeZone": 'NSTimeZone(name: "Europe/Paris")',
    "NSValue": "NSValue(range: NSRange(location: 1, length: 2))",
    "NotificationQueue": "NotificationQueue(notificationCenter: NotificationCenter())",
    "OutputStream": "OutputStream(toMemory: ())",
    "PortMessage": "PortMessage(sendPort: nil, receivePort: nil, components: nil)",
    "Progress": "Progress(totalUnitCount: 10)",
    "ProcessInfo": "ProcessInfo.processInfo",
    "RunLoop": "RunLoop.main",
    "Scanner": 'Scanner(string: "x")',
    "SocketPort": None,
    "Thread": "Thread {}",
    "Timer": "Timer(timeInterval: 1, repeats: false) { _ in }",
    "NSURLComponents": 'NSURLComponents(string: "https://example.com/a?b=c#d")',
    "HTTPCookie": (
        "HTTPCookie(properties: [.name: \"a\", .value: \"b\", .domain: \"example.com\", .path: \"/\"])"),
    "HTTPCookieStorage": "HTTPCookieStorage.shared",
    "URLCache": "URLCache.shared",
    "URLCredentialStorage": "URLCredentialStorage.shared",
    "URLCredential": 'URLCredential(user: "a", password: "b", persistence: .none)',
    "URLProtectionSpace": (
        'URLProtectionSpace(host: "example.com", port: 443, protocol: "https", realm: nil, '
        "authenticationMethod: nil)"),
    "URLSession": "URLSession(configuration: .ephemeral)",
    "URLSessionConfiguration": "URLSessionConfiguration.ephemeral",
    "URLSessionDataTask": 'URLSession(configuration: .ephemeral).dataTask(with: URL(string: "https://example.com/a")!)',
    "URLSessionDownloadTask": 'URLSession(configuration: .ephemeral).downloadTask(with: URL(string: "https://example.com/a")!)',
    "URLSessionUploadTask": 'URLSession(configuration: .ephemeral).uploadTask(with: URLRequest(url: URL(string: "https://example.com/a")!), from: Data())',
    "URLSessionWebSocketTask": 'URLSession(configuration: .ephemeral).webSocketTask(with: URL(string: "wss://example.com/a")!)',
    "URLResponse": 'URLResponse(url: URL(string: "https://example.com/a")!, mimeType: "text/plain", expectedContentLength: 1, textEncodingName: nil)',
    "HTTPURLResponse": 'HTTPURLResponse(url: URL(string: "https://example.com/a")!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["A": "b"])',
    "CachedURLResponse": 'CachedURLResponse(response: URLResponse(url: URL(string: "https://example.com/a")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil), data: Data("x".utf8))',
    "XMLParser": 'XMLParser(data: Data("<a/>".utf8))',
    "XMLDocument": 'try? XMLDocument(xmlString: "<a b=\\"c\\">d</a>")',
    "XMLElement": 'XMLElement(name: "a", stringValue: "b")',
    "XMLNode": 'XMLNode.text(withStringValue: "a") as? XMLNode',
    "XMLDTD": "XMLDTD()",
    "XMLDTDNode": 'XMLDTDNode(xmlString: "<!ELEMENT a (#PCDATA)>")',
}

# Classes that cannot be built here, with the reason.
REASONS = {
    "PersonNameComponentsFormatter": (
        "its initializers are not public on Linux (it inherits none, and declares only "
        "init?(coder:) internally)"),
    "NSOrthography": "its only initializer is init?(coder:), and no coder on Linux decodes one",
    "SocketPort": "constructing one opens a network socket",
    "Stream": "abstract: its init() traps (InputStream and OutputStream are its concrete subclasses)",
    "Port": "abstract: its init() traps, and its one concrete subclass here, SocketPort, opens a socket",
    "URLAuthenticationChallenge": "needs a challenge sender, which only URLSession's loading system provides",
    "URLSessionStreamTask": "no public initializer, and URLSession on Linux does not create stream tasks",
    "URLSessionTask": "abstract: created only by a URLSession, as one of the concrete task subclasses",
    "URLSessionTaskMetrics": "no public initializer: only URLSession delivers one",
    "URLSessionTaskTransactionMetrics": "no public initializer: only URLSession delivers one",
    "URLProtocol": "abstract: a subclass overrides canInit(with:) and startLoading()",
}


def symbol_graphs():
    folder = tempfile.mkdtemp()
    for module in MODULES:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target",
             "x86_64-unknown-linux-gnu", "-output-dir", folder, "-minimum-access-level", "public"],
            check=True, capture_output=True)
        yield module, json.load(open(os.path.join(folder, module + ".symbols.json")))


def main():
    classes = {}  # name -> (module, inits, superclass name)
    unsupported = {}  # name -> why the toolchain marks it unusable
    for module, graph in symbol_graphs():
        symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
        own = {p: s for p, s in symbols.items() if s["kind"]["identifier"] == "swift.class"}
        inits, supers = {}, {}
        for relation in graph["relationships"]:
            if relation["kind"] == "memberOf" and relation["target"] in own:
                member = symbols.get(relation["source"])
                if member and member["kind"]["identifier"] == "swift.init":
                    inits.setdefault(relation["target"], []).append(
                        "".join(f["spelling"] for f in member["declarationFragments"]))
            if relation["kind"] == "inheritsFrom" and relation["source"] in own:
                supers[relation["source"]] = relation.get("targetFallback") or symbols.get(
                    relation["target"], {}).get("names", {}).get("title")
        for precise, symbol in own.items():
            name = ".".join(symbol["pathComponents"])
            if name.startswith("_") or name in classes:
                continue
            superclass = supers.get(precise)
            if superclass:
                superclass = superclass.split(".")[-1]
            classes[name] = (module, inits.get(precise, []), superclass)
            for availability in symbol.get("availability", []):
                if availability.get("isUnconditionallyUnavailable") or availability.get(
                        "isUnconditionallyDeprecated"):
                    unsupported[name] = "unavailable in swift-corelibs-foundation: " + availability.get(
                        "message", "marked unavailable")

    def initializers(name):
        """Declared initializers, or the superclass's when the class declares none."""
        while name in classes:
            _, own, superclass = classes[name]
            if own:
                return own
            name = superclass
        return []

    def constructor(name):
        if name in OVERRIDES:
            return OVERRIDES[name]
        if classes[name][2] in ("Dimension",) or name.startswith("Unit") and name != "UnitConverter":
            if name not in ("Unit", "UnitConverterLinear"):
                return f"{name}.baseUnit()"
        # `init()` first, then the others in declaration order.
        for declaration in sorted(initializers(name), key=lambda d: not re.search(r"init\(\)", d)):
            if "coder" in declaration:
                continue
            match = re.match(r".*?init(\?|!)?(<[^>]*>)?\((.*)\)( throws)?", declaration)
            if not match:
                continue
            failable, throws = match.group(1), match.group(4)
            parameters = [p.strip() for p in split(match.group(3)) if p.strip()]
            arguments = []
            for parameter in parameters:
                label_part, _, type_part = parameter.partition(":")
                if "=" in type_part:
                    continue  # a parameter with a default value is left out
                type_part = type_part.strip()
                labels = label_part.split()
                if type_part not in ARGUMENTS:
                    break
                label = labels[0]
                arguments.append(ARGUMENTS[type_part] if label == "_" else f"{label}: {ARGUMENTS[type_part]}")
            else:
                call = f"{name}({', '.join(arguments)})"
                return ("try? " if throws else "") + call
        return None

    rows = []
    for name in sorted(classes, key=str.lower):
        module = classes[name][0]
        made = None if name in REASONS or name in unsupported else constructor(name)
        if made:
            rows.append(f"    FoundationClass(\"{name}\", module: \"{module}\") {{ {made} }},")
        else:
            reason = REASONS.get(name) or unsupported.get(name) or ("no public initializer the generator can call: "
                                 + "; ".join(initializers(name))[:120])
            escaped = reason.replace("\\", "\\\\").replace('"', '\\"')
            rows.append(f"    FoundationClass(\"{name}\", module: \"{module}\", cannotConstruct: \"{escaped}\"),")
    with open(OUTPUT, "w") as output:
        output.write(HEADER + "\n".join(rows) + "\n    ]\n  }\n}\n#endif\n")
    subprocess.run(["swift", "format", "--in-place", OUTPUT], check=True)
    print(f"{len(rows)} classes written to {os.path.relpath(OUTPUT, REPO)}")


def split(parameters):
    """Splits a parameter list at top-level commas."""
    depth, current = 0, ""
    for char in parameters:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            yield current
            current = ""
        else:
            current += char
    yield current


HEADER = """// Generated by scripts/generate-foundation-classes.py from the toolchain's symbol graphs of
// Foundation, FoundationEssentials, FoundationInternationalization, FoundationNetworking and
// FoundationXML: every public class, with a way to construct one or the reason there is none.
// Do not edit; run the script again after a toolchain update.

// The corelibs classes: Apple platforms have other classes and other storage.
#if !canImport(ObjectiveC)
import Foundation
import FoundationNetworking
import FoundationXML

extension FoundationClass {
  /// Computed: the closures are not `Sendable`, so the list is not kept in a global.
  static var all: [FoundationClass] {
    [
"""

if __name__ == "__main__":
    main()
