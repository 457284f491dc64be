#!/usr/bin/env python3
"""Checks that Docs/Internals.md lists every unsafe-family construct in Sources/, and nothing that is gone.

Sources/ here also means Benchmarks/Sources/: the bench is a package of its own, but its code is this repository's.

For each construct below, every use in a Swift file under Sources/ is attributed to the type (or extension)
that encloses it, and that type's name must appear in the construct's section of Docs/Internals.md. Each name
a section's table lists in its first column must still be declared or used in Sources/. Exits 1 and lists
what disagrees; 0 when the inventory is complete and current.

    python3 Scripts/check-unsafe-inventory.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOC = ROOT / "Docs" / "Internals.md"
SOURCES = [ROOT / "Sources", ROOT / "Benchmarks" / "Sources"]


def swift_files():
    """Every Swift file under SOURCES, in a stable order."""
    return sorted(path for folder in SOURCES for path in folder.rglob("*.swift"))

# construct pattern in code -> heading of its section in Internals.md
CONSTRUCTS = {
    r"@unchecked Sendable": "`@unchecked Sendable`",
    r"unowned\(unsafe\)": "`unowned(unsafe)`",
    r"nonisolated\(unsafe\)": "`nonisolated(unsafe)`",
    r"\bUnmanaged\b|_withUnsafeGuaranteedRef": "`Unmanaged` and `_withUnsafeGuaranteedRef`",
    r"\bunsafeDowncast\b|\bunsafeBitCast\b|withMemoryRebound": "`unsafeDowncast`, `unsafeBitCast` and memory rebinding",
    r"_getRetainCount": "`_getRetainCount`",
}

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|indirect)\s+)*"
                         r"(class|struct|enum|actor|protocol|extension)\s+([A-Za-z_][\w.]*)")


def without_comment(line):
    """`line` without a trailing `//` comment (one outside a string literal)."""
    position = line.find("//")
    while position >= 0:
        if line[:position].count('"') % 2 == 0:
            return line[:position]
        position = line.find("//", position + 2)
    return line


def uses():
    """(construct heading, enclosing type, file, line) for every use in Sources/."""
    found = []
    for path in swift_files():
        depth = 0
        enclosing = []  # (depth inside the declaration's braces, name)
        for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
            line = without_comment(raw)
            declaration = DECLARATION.match(line)
            if declaration and "{" in line:
                enclosing.append((depth + 1, declaration.group(2).split(".")[-1]))
            for pattern, heading in CONSTRUCTS.items():
                if re.search(pattern, line):
                    owner = enclosing[-1][1] if enclosing else path.stem
                    found.append((heading, owner, path.relative_to(ROOT), number))
            depth += line.count("{") - line.count("}")
            while enclosing and depth < enclosing[-1][0]:
                enclosing.pop()
    return found


def sections():
    """Heading -> text of each construct's section of Internals.md."""
    text = DOC.read_text(encoding="utf-8")
    result = {}
    for heading in CONSTRUCTS.values():
        start = text.find("### " + heading)
        if start < 0:
            result[heading] = None
            continue
        end = text.find("\n#", start + 4)
        result[heading] = text[start:end if end >= 0 else len(text)]
    return result


def main():
    problems = []
    texts = sections()
    for heading, body in texts.items():
        if body is None:
            problems.append(f"Docs/Internals.md has no section '### {heading}'")
    for heading, owner, path, number in uses():
        body = texts.get(heading)
        if body is not None and not re.search(r"\b" + re.escape(owner) + r"\b", body):
            problems.append(f"{path}:{number}: {heading.strip('`')} in {owner}, which Docs/Internals.md does not list")
    sources = "\n".join(p.read_text(encoding="utf-8") for p in swift_files())
    for heading, body in texts.items():
        if body is None:
            continue
        for row in re.findall(r"^\| `([A-Za-z_][\w.]*)", body, flags=re.MULTILINE):
            name = row.split(".")[-1]
            if not re.search(r"\b" + re.escape(name) + r"\b", sources):
                problems.append(f"Docs/Internals.md lists `{row}` under {heading}, but Sources/ has no such name")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} difference(s) between Sources/ and the unsafe-construct inventory in Docs/Internals.md")
        return 1
    print("unsafe-construct inventory: every use in Sources/ is listed in Docs/Internals.md, and nothing listed is gone")
    return 0


if __name__ == "__main__":
    sys.exit(main())
