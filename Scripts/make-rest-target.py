#!/usr/bin/env python3
"""Writes a deterministic model target shaped like a real REST API client's model layer.

Usage: Scripts/make-rest-target.py OUTPUT_DIR [--files N]   (default: 60)

Every file imports Foundation and declares what API clients declare: `public struct X: Codable, Identifiable,
Sendable` entities of `public let` properties (strings, numbers, dates, optional URLs, flags, string arrays,
optionals), plain structs nested in the entity (`Repository.Stats`) or next to it, plain `String` enums,
`CodingKeys`, computed properties in extensions, and on some types a hand-written `==` that compares ids.
Later files hold entities of earlier files: `// lockstep: aggregate` structs with single, optional, array,
optional-array and wrapper-typed properties, `// lockstep: wrapper` enums whose cases carry entities (and a
payload-less `unknown`), `// lockstep: wrapper` structs for paged and search responses, and a namespace enum
(`public enum API`) whose types are declared in it and in extensions of it across files. References only go
to earlier declarations, so no struct ever contains itself.

The sources never use the store or the generated conformances: the target compiles the same with
LockstepPlugin applied and without it (Scripts/measure-build-cost.sh compares the two). Same arguments, same
bytes. Python 3 standard library only.
"""

import argparse
import os
import random

# Resource names, in the order files declare them; a name is used once (a suffix is added past the end).
NAMES = ("Account", "Organization", "Repository", "Branch", "Commit", "Release", "Asset", "Issue", "Label",
         "Milestone", "PullRequest", "Review", "Comment", "Reaction", "Gist", "Team", "Project", "Column", "Card",
         "Workflow", "WorkflowRun", "Job", "Artifact", "Deployment", "Environment", "Container", "ContainerVersion",
         "Discussion", "Category", "Poll", "Status", "Conversation", "Message", "Announcement", "Instance", "Rule",
         "Report", "Filter", "Marker", "Suggestion", "Emoji", "LinkCard", "Hashtag", "Image", "Video", "Audio",
         "Webhook", "Invitation", "Subscription", "Plan", "Invoice", "Payment", "Coupon", "Product", "Price",
         "Customer", "Order", "Shipment", "Notice", "Draft", "Bookmark", "Shelf", "Channel", "Episode",
         "Podcast", "Playlist", "Track", "Album", "Artist", "Venue", "Event", "Ticket", "Course", "Lesson",
         "Quiz", "Grade", "Student", "Teacher", "Room", "Booking", "Guest", "Host", "Listing", "Photo", "Caption",
         "Story", "Highlight", "Sticker", "Badge", "Achievement", "Leaderboard", "Match", "Player", "Squad",
         "Season", "Fixture", "Referee", "Stadium", "Sponsor", "Campaign", "Donation", "Pledge", "Reward",
         "Survey", "Question", "Answer", "Vote", "Ballot", "Petition", "Signature", "Document", "Folder",
         "Revision", "Snippet", "Pipeline", "Stage", "Runner", "Secret", "Variable", "Cluster", "Node", "Pod",
         "Volume", "Snapshot", "Backup", "Alert", "Incident", "Runbook", "Schedule", "Shift", "Escalation")
# Plain properties: name, type, doc comment. Every entity also has `id`, a title-like string and `createdAt`.
PLAIN = (
    ("summary", "String?", "A short plain-text summary; nil when the author wrote none."),
    ("body", "String", "The body as HTML, sanitized by the server."),
    ("url", "URL?", "The canonical web address; nil for items only the API can see."),
    ("htmlURL", "URL?", "The page that shows this item in a browser."),
    ("avatarURL", "URL?", "A square image, at most 400 × 400 pixels."),
    ("updatedAt", "Date", "When the item last changed, in UTC."),
    ("closedAt", "Date?", "When the item was closed; nil while it is open."),
    ("isLocked", "Bool", "Whether only maintainers can change it."),
    ("isArchived", "Bool", "Whether the item is read-only and hidden from listings."),
    ("isDraft", "Bool", "Whether the item is still a draft its author can discard."),
    ("position", "Int", "The zero-based position the owner chose."),
    ("topics", "[String]", "Free-form topics, lowercased, in the order the owner listed them."),
    ("languages", "[String]", "BCP 47 language tags of the content."),
    ("locale", "String?", "The locale the item was written in, when known."),
    ("sizeInBytes", "Int?", "The size of the stored content; nil until it is processed."),
    ("etag", "String?", "The entity tag of the last response, for conditional requests."),
    ("nodeID", "String", "The global node identifier used by the GraphQL API."),
    ("slug", "String", "The URL-safe name, unique within its owner."),
    ("followersCount", "Int", "How many accounts follow it; cached, may lag a few minutes."),
    ("starCount", "Int", "How many accounts starred it."),
    ("expiresAt", "Date?", "When the server deletes it; nil for items that never expire."),
    ("checksum", "String?", "The SHA-256 digest of the content, hex-encoded."),
    ("mentions", "[String]", "Handles mentioned in the body, without the leading @."),
    ("isVerified", "Bool", "Whether the server verified the owner's identity."),
    ("reason", "String?", "Why the item is in its current state, as the moderator wrote it."),
    ("priority", "Int?", "A priority from 1 (highest) to 5; nil when nobody set one."),
)
TITLES = ("name", "title", "displayName", "label")
STATS = (("views", "Int", "Views in the last 30 days."), ("uniqueVisitors", "Int", "Distinct visitors in the last 30 days."),
         ("shares", "Int", "How many times it was shared."), ("replies", "Int", "Replies, including hidden ones."),
         ("averageRating", "Double?", "The mean rating from 1 to 5; nil without ratings."),
         ("lastActivityAt", "Date?", "The last time anyone interacted with it."))
ENUMS = (("Visibility", ("public", "unlisted", "private", "direct")), ("State", ("open", "closed", "merged", "locked")),
         ("Kind", ("image", "video", "audio", "document", "unknown")), ("Role", ("owner", "admin", "member", "guest")),
         ("Tier", ("free", "pro", "team", "enterprise")), ("Conclusion", ("success", "failure", "cancelled", "skipped")))
KEYWORDS = {"public", "private", "internal", "default", "extension", "protocol", "operator", "import", "init", "self", "Type"}

# File kinds after the first few (which declare plain entities so that later files have something to hold).
PATTERN = ("aggregate", "entity", "wrapper", "aggregate", "namespace", "page", "entity", "aggregate")


def lower_first(name):
    return name[0].lower() + name[1:]


def plural(word):
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def snake(name):
    out = "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
    return out.replace("u_r_l", "url").replace("i_d", "id")


def case_name(word):
    return f"`{word}`" if word in KEYWORDS else word


def doc(lines, indent, text):
    lines.append(f"{indent}/// {text}")


class Model:
    """Everything declared so far that later files may hold."""

    def __init__(self):
        self.entities = []     # (qualified name, equatable, short name)
        self.wrappers = []     # (qualified name, equatable)
        self.nested_plain = []  # qualified names of nested plain structs and enums (`Repository.Stats`)
        self.names_taken = 0

    def take_name(self):
        """The next resource name; each is used once (a suffix is added past the end of the list)."""
        index, self.names_taken = self.names_taken, self.names_taken + 1
        base = NAMES[index % len(NAMES)]
        return base if index < len(NAMES) else f"{base}{index // len(NAMES) + 1}"




def plain_struct(rng, lines, indent, name, access="public "):
    """A nested or top-level value with no id: the statistics API responses carry around."""
    doc(lines, indent, "Counters the server computes; they change without the item changing.")
    lines.append(f"{indent}{access}struct {name}: Codable, Sendable, Hashable {{")
    for field, type_, text in rng.sample(STATS, rng.randint(3, 5)):
        doc(lines, indent + "    ", text)
        lines.append(f"{indent}    {access}let {field}: {type_}")
    lines.append(f"{indent}}}")


def plain_enum(lines, indent, name, cases, access="public "):
    doc(lines, indent, f"The {name.lower()} as the API spells it; unknown values fail to decode.")
    lines.append(f"{indent}{access}enum {name}: String, Codable, Sendable {{")
    lines.append(f"{indent}    case {', '.join(case_name(c) for c in cases)}")
    lines.append(f"{indent}}}")


def entity(rng, model, lines, indent, name, qualified, holds=()):
    """An entity (or, with `holds`, an aggregate) with plain properties, a nested value and an enum."""
    equality = rng.choice(("hand", "synth", "none")) if not holds else \
        ("synth" if all(eq for _, eq in holds) and rng.random() < 0.4 else rng.choice(("hand", "none")))
    conformances = "Codable, Identifiable, Sendable" + {"hand": ", Equatable", "synth": ", Hashable" if not holds else ", Equatable", "none": ""}[equality]
    id_type = "Int" if rng.random() < 0.3 else "String"
    title = rng.choice(TITLES)
    enum_name, enum_cases = rng.choice(ENUMS)
    nested_stats = rng.random() < 0.6
    stats_type = "Stats" if nested_stats else f"{name}Stats"
    properties = [("id", id_type, f"The server's identifier; stable for the lifetime of the {lower_first(name)}."),
                  (title, "String", "What people see in lists, as its owner wrote it."),
                  ("createdAt", "Date", "When the server first saw it, in UTC."),
                  (lower_first(enum_name), enum_name, f"The {lower_first(enum_name)}, which decides who can see and change it.")]
    properties += list(rng.sample(PLAIN, rng.randint(4, 7)))
    properties.append(("stats", stats_type + ("?" if rng.random() < 0.3 else ""), "Counters, when the request asked for them."))
    properties += holds_properties(rng, holds, {p[0] for p in properties})
    if holds and model.nested_plain and rng.random() < 0.5:
        # A value nested in a type of another file (`Repository.Stats`, `Issue.State`).
        other = rng.choice(model.nested_plain)
        properties.append((f"{lower_first(other.split('.')[-2])}{other.split('.')[-1]}", other + "?",
                           f"The {lower_first(other.split('.')[-2])}'s {other.split('.')[-1].lower()}, copied at the time of the request."))
    if holds and rng.random() < 0.3:
        cached = holds[0][0].split(" ")[-1]
        properties.append(("cachedPreview", cached + "?", "A copy the client keeps for offline use; the store leaves it alone."))

    if nested_stats is False:
        plain_struct(rng, lines, indent, stats_type)
        lines.append("")
    lines.append(f"{indent}/// One {lower_first(name)} as `GET /{plural(snake(name))}/{{id}}` returns it.")
    if holds:
        lines.append(f"{indent}///")
        lines.append(f"{indent}/// Embeds the records it refers to, so one request fills a whole screen.")
        lines.append(f"{indent}// lockstep: aggregate")
    lines.append(f"{indent}public struct {name}: {conformances} {{")
    inner = indent + "    "
    if nested_stats:
        plain_struct(rng, lines, inner, "Stats")
        lines.append("")
        model.nested_plain.append(f"{qualified}.Stats")
    plain_enum(lines, inner, enum_name, enum_cases)
    model.nested_plain.append(f"{qualified}.{enum_name}")
    lines.append("")
    for field, type_, text in properties:
        doc(lines, inner, text)
        suffix = " // lockstep: ignore" if field == "cachedPreview" else ""
        lines.append(f"{inner}public let {field}: {type_}{suffix}")
    if rng.random() < 0.5:
        lines.append("")
        lines.append(f"{inner}enum CodingKeys: String, CodingKey {{")
        for field, _, _ in properties:
            raw = snake(field)
            lines.append(f"{inner}    case {field}" + (f' = "{raw}"' if raw != field else ""))
        lines.append(f"{inner}}}")
    if equality == "hand":
        lines.append("")
        doc(lines, inner, "Two copies are the same record when their ids match, whatever their counters say.")
        lines.append(f"{inner}public static func == (lhs: {name}, rhs: {name}) -> Bool {{ lhs.id == rhs.id }}")
    lines.append(f"{indent}}}")
    lines.append("")
    lines.append(f"extension {qualified} {{")
    doc(lines, "    ", "The path of this resource, relative to the API's base URL.")
    lines.append(f'    public var path: String {{ "/{plural(snake(name))}/\\(id)" }}')
    lines.append("")
    doc(lines, "    ", "Whether it was created in the last 24 hours.")
    lines.append("    public var isRecent: Bool { createdAt > Date(timeIntervalSinceNow: -86_400) }")
    lines.append("}")
    model.entities.append((qualified, equality != "none", name))


def holds_properties(rng, holds, taken):
    """Properties of an aggregate that hold entities and wrappers of earlier files."""
    out = []
    shapes = ("single", "optional", "array", "optional array")
    for index, (type_, _) in enumerate(holds):
        short = type_.split(".")[-1]
        wrapper = type_.startswith("wrapper ")
        if wrapper:
            type_ = type_.split(" ")[1]
            short = type_.split(".")[-1]
            shape = ("single", "optional", "array")[index % 3]
        else:
            shape = shapes[index % 4] if index < 4 else rng.choice(shapes)
        base = lower_first(short)
        field = plural(base) if shape.endswith("array") else base
        for role in ("", "related", "parent", "latest", "pinned", "featured"):
            candidate = (role + field[0].upper() + field[1:]) if role else field
            if candidate not in taken:
                field = candidate
                break
        taken.add(field)
        swift_type = {"single": type_, "optional": type_ + "?", "array": f"[{type_}]", "optional array": f"[{type_}]?"}[shape]
        text = {"single": f"The {lower_first(short)} it belongs to, embedded in full.",
                "optional": f"The {lower_first(short)}, when there is one and the token may see it.",
                "array": f"Every {lower_first(short)}, in the server's order (first page only).",
                "optional array": f"The {plural(lower_first(short))}; nil when the request did not ask for them."}[shape]
        out.append((field, swift_type, text))
    return out


def pick_holds(rng, model, count):
    """Entities and wrappers of earlier files for an aggregate; returns [(type, equatable)]."""
    entities = rng.sample(model.entities, min(count, len(model.entities)))
    holds = [(name, eq) for name, eq, _ in entities]
    if model.wrappers and rng.random() < 0.7:
        name, eq = rng.choice(model.wrappers)
        holds.append((f"wrapper {name}", eq))
    return holds


def wrapper_enum(rng, model, lines, name):
    payloads = rng.sample(model.entities, min(rng.randint(2, 4), len(model.entities)))
    equatable = all(eq for _, eq, _ in payloads) and rng.random() < 0.6
    identifiable = rng.random() < 0.4
    conformances = "Codable, Sendable" + (", Equatable" if equatable else "") + (", Identifiable" if identifiable else "")
    lines.append(f"/// What one slot of a mixed list shows; the API tags each element with its type.")
    lines.append("///")
    lines.append("/// Decoding an element of a type this version does not know yields ``unknown``.")
    lines.append("// lockstep: wrapper")
    lines.append(f"public enum {name}: {conformances} {{")
    cases = []
    for qualified, _, short in payloads:
        case = lower_first(short)
        cases.append(case)
        doc(lines, "    ", f"A {lower_first(short)}, embedded in full.")
        lines.append(f"    case {case}({qualified})")
    gap = rng.random() < 0.4
    if gap:
        doc(lines, "    ", "Items the server left out; load them with `since`.")
        lines.append("    case gap(since: String)")
    doc(lines, "    ", "An element type this client does not know yet.")
    lines.append("    case unknown")
    if identifiable:
        lines.append("")
        doc(lines, "    ", "Unique across cases, so a list can diff its rows.")
        lines.append("    public var id: String {")
        lines.append("        switch self {")
        for case in cases:
            lines.append(f'        case .{case}(let value): return "{case}-\\(value.id)"')
        if gap:
            lines.append('        case .gap(let since): return "gap-\\(since)"')
        lines.append('        case .unknown: return "unknown"')
        lines.append("        }")
        lines.append("    }")
    lines.append("}")
    model.wrappers.append((name, equatable))


def page_struct(rng, model, lines, name):
    """A `// lockstep: wrapper` struct: one page of a search or list response."""
    holds = rng.sample(model.entities, min(3, len(model.entities)))
    equatable = all(eq for _, eq, _ in holds) and rng.random() < 0.5
    lines.append("/// One page of results, with the cursor for the next request.")
    lines.append("// lockstep: wrapper")
    lines.append(f"public struct {name}: Codable, Sendable" + (", Equatable" if equatable else "") + " {")
    for qualified, _, short in holds:
        doc(lines, "    ", f"Matching {plural(lower_first(short))}, best match first.")
        lines.append(f"    public let {plural(lower_first(short))}: [{qualified}]")
    doc(lines, "    ", "The cursor for the next page; nil on the last page.")
    lines.append("    public let nextCursor: String?")
    doc(lines, "    ", "How many results the server found in total; an estimate above 1,000.")
    lines.append("    public let totalCount: Int")
    lines.append("}")
    lines.append("")
    lines.append(f"extension {name} {{")
    doc(lines, "    ", "Whether another page can be requested.")
    lines.append("    public var hasMore: Bool { nextCursor != nil }")
    lines.append("}")


def swift_file(rng, model, number):
    name = model.take_name()
    lines = [f"// {name}.swift", "// A REST API client's model layer (Scripts/make-rest-target.py; generated, deterministic).", "",
             "import Foundation", ""]
    kind = "entity" if number < 5 else PATTERN[number % len(PATTERN)]
    if number == 0:
        # The namespace: a type declared in it, an enum, and an extension of a nested type.
        lines += ["/// Types whose names clash with the app's own live in this namespace.",
                  "public enum API {"]
        tag_lines = []
        entity(rng, model, tag_lines, "    ", "Tag", "API.Tag")
        split = tag_lines.index("extension API.Tag {")
        lines += tag_lines[:split - 1]
        lines.append("")
        plain_enum(lines, "    ", "Scope", ("read", "write", "follow", "push", "admin"))
        lines += ["}", ""] + tag_lines[split:] + [""]
        model.nested_plain.append("API.Scope")
        entity(rng, model, lines, "", name, name)
    elif kind == "entity":
        entity(rng, model, lines, "", name, name)
    elif kind == "aggregate":
        entity(rng, model, lines, "", name, name, holds=pick_holds(rng, model, rng.randint(3, 5)))
    elif kind == "wrapper":
        wrapper_enum(rng, model, lines, f"{name}Item")
        lines.append("")
        entity(rng, model, lines, "", name, name, holds=pick_holds(rng, model, 2) + [(f"wrapper {name}Item", model.wrappers[-1][1])])
    elif kind == "namespace":
        lines.append("extension API {")
        body = []
        holds = pick_holds(rng, model, rng.randint(2, 4)) if rng.random() < 0.6 else ()
        entity(rng, model, body, "    ", name, f"API.{name}", holds=holds)
        split = body.index(f"extension API.{name} {{")
        lines += body[:split - 1] + ["}", ""] + body[split:]
    elif kind == "page":
        entity(rng, model, lines, "", name, name)
        lines.append("")
        page_struct(rng, model, lines, f"{name}Page")
    # Files of real model layers keep a resource's small companions next to it: fill to about 80 lines.
    while len(lines) < 80:
        lines.append("")
        companion = model.take_name()
        entity(rng, model, lines, "", companion, companion)
    return "\n".join(lines) + "\n", name


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output_dir")
    parser.add_argument("--files", type=int, default=60)
    args = parser.parse_args()
    os.makedirs(args.output_dir, exist_ok=True)
    rng = random.Random(20250301)
    model = Model()
    written = 0
    for number in range(args.files):
        text, name = swift_file(rng, model, number)
        with open(os.path.join(args.output_dir, f"{name}.swift"), "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        written += len(text.encode("utf-8"))
    print(f"wrote {args.files} files, {written} bytes, to {args.output_dir}")


if __name__ == "__main__":
    main()
