#!/usr/bin/env python3
"""Writes a deterministic corpus of annotated Swift model files for measuring lockstep-gen.

Usage: Scripts/make-corpus.py OUTPUT_DIR [--megabytes N]   (default: 10)

The files look like real model layers: plain entities, `// lockstep: aggregate` structs with entity,
optional, collection, wrapper and plain properties, `// lockstep: wrapper` enums, `// lockstep: ignore`
properties, computed and static members, doc comments, block comments and string literals (some of which
contain annotation-like text that must not be read). Same arguments, same bytes: the generator's output can
be compared across runs. Python 3 standard library only.
"""

import argparse
import os
import random

WORDS = ("account", "album", "artist", "author", "book", "catalog", "channel", "comment", "contact", "course",
         "episode", "event", "feed", "forum", "game", "group", "invoice", "issue", "lesson", "library", "message",
         "movie", "note", "order", "playlist", "post", "product", "profile", "project", "review", "season",
         "shelf", "shop", "song", "story", "task", "team", "thread", "ticket", "track", "venue", "video")
PLAIN_TYPES = ("String", "Int", "Double", "Bool", "Date", "URL?", "[String]", "String?", "Int?", "[Int: String]")


def camel(word):
    return word[0].upper() + word[1:]


def entity(rng, name):
    """A plain Identifiable entity."""
    lines = [f"/// One `{name}` as the API returns it.",
             f"struct {name}: Identifiable, Equatable, Codable {{",
             "    var id: String"]
    for index in range(rng.randint(3, 8)):
        lines.append(f"    var {rng.choice(WORDS)}{camel(rng.choice(WORDS))}{index}: {rng.choice(PLAIN_TYPES)}")
    lines.append("}")
    return lines


def wrapper(rng, name, payloads):
    """A `// lockstep: wrapper` enum over some of the file's entities."""
    lines = [f"/// What a `{name}` slot can show.", "// lockstep: wrapper", f"enum {name} {{"]
    for payload in payloads:
        lines.append(f"    case {payload[0].lower() + payload[1:]}({payload})")
    lines.append("    case placeholder")
    if rng.random() < 0.3:
        lines.append("    case loading(progress: Double)")
    lines.append("}")
    return lines


def aggregate(rng, name, entities, wrappers):
    """A `// lockstep: aggregate` struct mixing entity shapes with plain properties."""
    root = rng.choice(entities)
    lines = ["/* Screen model.", f"   Shown on the {rng.choice(WORDS)} and {rng.choice(WORDS)} screens. */",
             "// lockstep: aggregate", f"struct {name}: Identifiable {{",
             f"    var id: {root}.ID {{ {root[0].lower() + root[1:]}.id }}",
             f"    var {root[0].lower() + root[1:]}: {root}"]
    for index in range(rng.randint(4, 10)):
        kind = rng.random()
        other = rng.choice(entities)
        field = f"{rng.choice(WORDS)}{index}"
        if kind < 0.2:
            lines.append(f"    var {field}: {other}?")
        elif kind < 0.45:
            lines.append(f"    var {field}: [{other}]")
        elif kind < 0.55 and wrappers:
            lines.append(f"    var {field}: {rng.choice(wrappers)}")
        elif kind < 0.6 and wrappers:
            lines.append(f"    var {field}: [{rng.choice(wrappers)}]")
        elif kind < 0.65:
            lines.append(f"    var {field}Cache: {other}? // lockstep: ignore")
        elif kind < 0.75:
            lines.append(f'    var {field}Title: String = "// lockstep: aggregate is not read in strings"')
        else:
            lines.append(f"    var {field}: {rng.choice(PLAIN_TYPES)}")
    lines += ["",
              f"    static let empty{name}Count = {rng.randint(0, 99)}",
              "",
              "    /// A derived value: computed, so the generator skips it.",
              f"    var summary: String {{ \"\\({root[0].lower() + root[1:]}.id) (\\(updatedAt))\" }}",
              "",
              "    var updatedAt: Date",
              "}"]
    return lines


def swift_file(rng, number):
    prefix = f"M{number:04d}"
    entities = [f"{prefix}{camel(word)}" for word in rng.sample(WORDS, rng.randint(4, 7))]
    lines = [f"// {prefix}Models.swift", "// Copyright (c) Lockstep benchmark corpus. Generated, deterministic.", "",
             "import Foundation", ""]
    for name in entities:
        lines += entity(rng, name) + [""]
    wrappers = []
    for index in range(rng.randint(1, 2)):
        name = f"{prefix}Media{index}"
        wrappers.append(name)
        lines += wrapper(rng, name, rng.sample(entities, 2)) + [""]
    for index in range(rng.randint(3, 6)):
        lines += aggregate(rng, f"{prefix}Screen{index}", entities, wrappers) + [""]
    lines += ['let ' + prefix.lower() + 'Fixture = """', "    // lockstep: aggregate", "    struct NotAType {}",
              '    """', ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output_dir")
    parser.add_argument("--megabytes", type=float, default=10.0)
    args = parser.parse_args()
    os.makedirs(args.output_dir, exist_ok=True)
    rng = random.Random(20240601)
    budget = int(args.megabytes * 1_000_000)
    written, number = 0, 0
    while written < budget:
        text = swift_file(rng, number)
        with open(os.path.join(args.output_dir, f"M{number:04d}Models.swift"), "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        written += len(text.encode("utf-8"))
        number += 1
    print(f"wrote {number} files, {written} bytes, to {args.output_dir}")


if __name__ == "__main__":
    main()
