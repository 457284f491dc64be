#!/usr/bin/env bash
# Proves the products work for users, not just inside this package: builds a separate package that depends on
# this one with `.package(path:)`, applies LockstepPlugin to its model target, and runs a program that checks
# updates reach every copy. Also checks what the plugin must survive and what it must not do to a user's build:
# a space in every path, a second target with a file of the same name, unchanged targets not regenerated,
# one generated file per source, warnings landing on the model's own line and column with a message naming type,
# property and fix and nothing pointing into generated code, no warning for deprecated members, every generator error of a target in one build, no stale output
# left or compiled after a file is removed, and lockstep-gen not even built for a package that only uses the
# Lockstep library. (SwiftPM itself rejects two files with the same name in one target, so the plugin's own
# output names can only clash across folders in Xcode projects.)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
work="$(mktemp -d)/consumer with spaces"
mkdir -p "$work/Sources/Models/Library" "$work/Sources/Shop" "$work/Sources/Explicit" "$work/Sources/App"
trap 'rm -rf "$(dirname "$work")"' EXIT

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(
            name: "Models",
            dependencies: [.product(name: "Lockstep", package: "$identity")],
            plugins: [.plugin(name: "LockstepPlugin", package: "$identity")]
        ),
        .target(
            name: "Shop",
            dependencies: ["Models", .product(name: "Lockstep", package: "$identity")],
            plugins: [.plugin(name: "LockstepPlugin", package: "$identity")]
        ),
        // Access-level imports that differ between files: the one generated file must import each module once.
        .target(
            name: "Explicit",
            dependencies: [.product(name: "Lockstep", package: "$identity")],
            plugins: [.plugin(name: "LockstepPlugin", package: "$identity")]
        ),
        .executableTarget(name: "App", dependencies: ["Models", "Shop", .product(name: "Lockstep", package: "$identity")]),
    ]
)
SWIFT

cat > "$work/Sources/Models/Library/Models.swift" <<'SWIFT'
public struct Author: Identifiable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
}

// lockstep: aggregate
public struct Book: Identifiable, Equatable, Sendable {
    public var id: String
    public var author: Author
    public init(id: String, author: Author) { self.id = id; self.author = author }
}
SWIFT

cat > "$work/Sources/Shop/Models.swift" <<'SWIFT'
import Models

// lockstep: wrapper
public enum Item: Equatable, Sendable {
    case book(Book)
    case gift(String)
}

// lockstep: aggregate
public struct Basket: Identifiable, Equatable, Sendable {
    public var id: Int
    public var items: [Item]
    public init(id: Int, items: [Item]) { self.id = id; self.items = items }
}
SWIFT

cat > "$work/Sources/Explicit/Links.swift" <<'SWIFT'
public import Foundation

public struct Page: Identifiable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

// lockstep: wrapper
public enum Attachment: Sendable {
    case link(URL)
    case page(Page)
}
SWIFT
cat > "$work/Sources/Explicit/Notes.swift" <<'SWIFT'
internal import Foundation
internal import Lockstep

// lockstep: aggregate
struct Note: Identifiable {
    let id: UUID
    let attachments: [Attachment]
}
SWIFT

cat > "$work/Sources/App/main.swift" <<'SWIFT'
import Foundation
import Lockstep
import Models
import Shop

let store = EntityStore(queue: DispatchQueue(label: "consumer"))
let basket = store.store(entity: Basket(id: 1, items: [.book(Book(id: "b", author: Author(id: 1, name: "Ann"))), .gift("card")]))
let book = store.find(Book.self, id: "b")!
store.update(Author.self, id: 1) { $0.name = "Ann Lee" }
guard basket.value.items.first == .book(Book(id: "b", author: Author(id: 1, name: "Ann Lee"))),
      book.value.author.name == "Ann Lee" else {
    print("consumer: copies are out of sync: \(basket.value)")
    exit(1)
}
print("consumer: in sync")
SWIFT

# `swift_`: `swift`, run once more if SwiftPM itself crashed.
source "$repo/Scripts/swift-retry.sh"

cd "$work"
echo "-- consumer package builds and stays in sync"
swift_ build >/dev/null
output="$(.build/debug/App)"
echo "$output"
echo "$output" | grep -q "consumer: in sync"

echo "-- an unchanged target does not re-run the generator"
# One settling build first: right after the files were created, a command whose output was written within the
# same second as its input can run once more; from then on nothing may run.
swift_ build >/dev/null
rebuild="$(swift_ build 2>&1)"
if echo "$rebuild" | grep -q "Generating Lockstep conformances"; then
    echo "lockstep-gen ran again on an unchanged target:" >&2
    echo "$rebuild" | grep "Generating" >&2
    exit 1
fi

echo "-- a file added, then removed, between builds: its output is neither left nor compiled"
cat > "$work/Sources/Models/Extra.swift" <<'SWIFT'
// lockstep: aggregate
public struct Shelf: Identifiable, Sendable {
    public var id: Int
    public var books: [Book]
}
SWIFT
swift_ build >/dev/null
outputs="$(find "$work/.build/plugins/outputs" -path '*Models*' -name '*+Lockstep.swift')"
echo "$outputs" | grep -q "/Extra+Lockstep.swift$" || { echo "no output for an added file: $outputs" >&2; exit 1; }
rm "$work/Sources/Models/Extra.swift"
log="$(swift_ build -v 2>&1)"
if find "$work/.build/plugins/outputs" -name 'Extra+Lockstep.swift' | grep -q .; then
    echo "a removed file's output stayed behind" >&2
    exit 1
fi
if echo "$log" | grep -q "Extra+Lockstep.swift"; then
    echo "a removed file's output was compiled" >&2
    exit 1
fi

echo "-- warnings land on the model's line and column, name type, property and fix, and never point into generated code"
cat > "$work/Sources/Models/Warned.swift" <<'SWIFT'
public struct Tagged: Identifiable, Hashable, Sendable {
    public var id: Int
}

// lockstep: aggregate
public struct Pinned: Identifiable {
    public var id: Int
    public let author: Author
    public var tags: Set<Tagged>
    public var names: Set<String>
    public var byName: [String: Author]
    @available(*, deprecated, message: "use author")
    public var legacy: Author?
}

// lockstep: aggregate
public final class Cache: Identifiable, @unchecked Sendable {
    public let id: Int
    public var latest: Author?
    public init(id: Int, latest: Author?) { self.id = id; self.latest = latest }
}
SWIFT
log="$(swift_ build 2>&1)"
expect_warning() {
    echo "$log" | grep -F "$1: warning:" | grep -qF "$2" || {
        echo "missing warning at $1: $2" >&2
        echo "$log" >&2
        exit 1
    }
}
expect_warning "Warned.swift:9:16" "Pinned.tags holds a Set of entities, which has no positions to write updates into; use an Array, or mark the property '// lockstep: ignore'"
expect_warning "Warned.swift:11:16" "Pinned.byName holds a Dictionary of entities, which the store does not keep in sync; use an Array, or mark the property '// lockstep: ignore'"
expect_warning "Warned.swift:19:16" "Cache.latest holds an entity, but Cache is a class with 'var's: its instances are shared on purpose, so the store never writes updates into one; make Cache a struct, or a final class whose stored properties are all 'let's taken by one initializer (the store then builds a new instance), or mark the property '// lockstep: ignore'"
if echo "$log" | grep "warning:" | grep -qE "Warned.swift:(8|10|13):|'legacy' is deprecated"; then
    echo "generated code caused a warning the model's own code does not (a let of a struct, a Set of plain values, a deprecated member):" >&2
    echo "$log" | grep "warning:" >&2
    exit 1
fi
# Types the target declares are the generator's to report: the compiler must not repeat those warnings.
if [ "$(echo "$log" | grep -cF "Warned.swift:9:16: warning:")" != 1 ]; then
    echo "the warning about Pinned.tags was given more than once:" >&2
    echo "$log" | grep -F "Warned.swift:9:16" >&2
    exit 1
fi
# Nothing located in, or quoting, generated code (SwiftPM's own "[3/7] Compiling Models Warned+Lockstep.swift"
# progress lines aside).
generated_code='plugins/outputs|\+Lockstep\.swift|EntityKeyPathCollector|collector\.add|PropertyContents'
if echo "$log" | grep -vE '^\[[0-9]+/[0-9]+\]' | grep -qE "$generated_code"; then
    echo "a diagnostic points into generated code:" >&2
    echo "$log" | grep -vE '^\[[0-9]+/[0-9]+\]' | grep -nE "$generated_code" >&2
    exit 1
fi
rm "$work/Sources/Models/Warned.swift"

echo "-- a type from another module of the package: read from that module's source, kept in sync, no warning"
# The plugin passes Models' files as context, so the generator knows `Book` is an aggregate and rebuilds Display
# around it through its initializer, as it would around a type of its own target.
cat > "$work/Sources/Shop/Shelf.swift" <<'SWIFT'
import Models

// lockstep: aggregate
public final class Display: Identifiable {
    public let id: Int
    public let  book: Book
    public init(id: Int, book: Book) { self.id = id; self.book = book }
}
SWIFT
log="$(swift_ build 2>&1)"
if echo "$log" | grep -qE "Shelf.swift:[0-9]+:[0-9]+: warning:"; then
    echo "a property of a dependency's type warned, though the generator can read that type:" >&2
    echo "$log" | grep "warning:" >&2
    exit 1
fi
if ! grep -rqF 'collector.addAggregate(\.book) { Display.init(id:book:)($0.id, $1) }' "$work/.build/plugins/outputs"; then
    echo "Display.book is not rebuilt around the dependency's aggregate in the generated code" >&2
    exit 1
fi
rm "$work/Sources/Shop/Shelf.swift"

echo "-- every generator error of a target is reported in one build, at its line"
cat > "$work/Sources/Models/Broken.swift" <<'SWIFT'
public struct Fine {}

// lockstep: agregate
public struct Broken: Identifiable {
    public var id: Int
}
SWIFT
cat > "$work/Sources/Models/AlsoBroken.swift" <<'SWIFT'
// lockstep: wraper
public enum AlsoBroken {}
SWIFT
if log="$(swift_ build 2>&1)"; then
    echo "a build with an unknown annotation must fail" >&2
    exit 1
fi
for expected in "Broken.swift:3:1: error: unknown lockstep annotation 'agregate'; did you mean 'aggregate'?" \
                "AlsoBroken.swift:1:1: error: unknown lockstep annotation 'wraper'; did you mean 'wrapper'?"; do
    echo "$log" | grep -qF "$expected" || {
        echo "missing from the build log: $expected" >&2
        echo "$log" >&2
        exit 1
    }
done
rm "$work/Sources/Models/Broken.swift" "$work/Sources/Models/AlsoBroken.swift"
swift_ build >/dev/null

echo "-- a package that only uses the Lockstep library does not build lockstep-gen"
library="$(dirname "$work")/library only"
mkdir -p "$library/Sources/App"
cat > "$library/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LibraryOnly",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "Lockstep", package: "$identity")]),
    ]
)
SWIFT
cat > "$library/Sources/App/main.swift" <<'SWIFT'
import Lockstep

struct Note: Identifiable { var id: Int }
print(EntityStore(queue: nil).store(entity: Note(id: 1)).value.id)
SWIFT
log="$(cd "$library" && swift_ build -v 2>&1)"
if echo "$log" | grep -qE "lockstep-gen|LockstepGeneratorCore|LockstepPlugin"; then
    echo "a library-only build planned the generator or the plugin:" >&2
    echo "$log" | grep -E "lockstep-gen|LockstepGeneratorCore|LockstepPlugin" | head -5 >&2
    exit 1
fi
echo "consumer package check passed"
