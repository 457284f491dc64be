#!/usr/bin/env bash
# Proves the products work for users, not just inside this package: builds a separate package that depends on
# this one with `.package(path:)`, applies LockstepPlugin to its model target, and runs a program that checks
# updates reach every copy. Also checks what the plugin must survive: a space in every path, a second target
# with a file of the same name, files added and removed between builds, unchanged targets not regenerated,
# and generator errors reported at the right line. (SwiftPM itself rejects two files with the same name in one
# target, so the plugin's own output names can only clash across folders in Xcode projects.)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
work="$(mktemp -d)/consumer with spaces"
mkdir -p "$work/Sources/Models/Library" "$work/Sources/Shop" "$work/Sources/App"
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

# SwiftPM itself has been seen to crash (SIGSEGV inside swift-package) on this kind of machine. A crash is the
# toolchain's, not a verdict on this package: run such a command once more, and fail if it crashes again.
swift_() {
    local status=0
    swift "$@" || status=$?
    if [ "$status" -ge 128 ]; then
        echo "swift $* crashed (status $status); running it once more" >&2
        status=0
        swift "$@" || status=$?
    fi
    return "$status"
}

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

echo "-- a file added, then removed, between builds"
cat > "$work/Sources/Models/Extra.swift" <<'SWIFT'
// lockstep: aggregate
public struct Shelf: Identifiable, Sendable {
    public var id: Int
    public var books: [Book]
}
SWIFT
swift_ build >/dev/null
rm "$work/Sources/Models/Extra.swift"
swift_ build >/dev/null

echo "-- an entity that cannot be kept in sync is a compiler warning on the generated line"
cat > "$work/Sources/Models/ReadOnly.swift" <<'SWIFT'
// lockstep: aggregate
public struct Pinned: Identifiable {
    public var id: Int
    public let author: Author
    public var tags: Set<String>
    public var byName: [String: Author]
}
SWIFT
log="$(swift_ build 2>&1)"
for expected in "holds an entity but is read-only" "a Dictionary of entities cannot be kept in sync"; do
    echo "$log" | grep -F "ReadOnly+Lockstep.swift" | grep -qF "$expected" || {
        echo "missing compiler warning: $expected" >&2
        echo "$log" >&2
        exit 1
    }
done
if echo "$log" | grep -F "ReadOnly+Lockstep.swift" | grep -qF "Set of entities"; then
    echo "a Set of plain values must not warn" >&2
    exit 1
fi
rm "$work/Sources/Models/ReadOnly.swift"

echo "-- generator errors reach the build log at the right line"
cat > "$work/Sources/Models/Broken.swift" <<'SWIFT'
public struct Fine {}

// lockstep: agregate
public struct Broken: Identifiable {
    public var id: Int
}
SWIFT
if log="$(swift_ build 2>&1)"; then
    echo "a build with an unknown annotation must fail" >&2
    exit 1
fi
echo "$log" | grep -F "Broken.swift:3:" | grep -F "did you mean 'aggregate'" || {
    echo "the diagnostic did not point at Broken.swift:3:" >&2
    echo "$log" >&2
    exit 1
}
rm "$work/Sources/Models/Broken.swift"
swift_ build >/dev/null
echo "consumer package check passed"
