// Exotic but valid Swift around annotated models: no error, no warning, and exactly the expected code.
import Foundation
import Observation

struct Book: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
}

func patterns() -> Int {
    let wordPattern = /(?<word>\w+)"?/
    let extendedPattern = #/
        (?<key> \w+ ) \s* = \s* " (?<value> [^"]* ) "   # a quoted value
        /#
    let halves = 10 / 2 / 5
    return halves + ("a b".firstMatch(of: wordPattern) == nil ? 0 : 1) + ("k = \"v\"".firstMatch(of: extendedPattern) == nil ? 0 : 1)
}

nonisolated(unsafe) var counter = 0
let rawWithQuotes = #"She said "}" and left // not a comment"#
let singleQuote = #"""#
let nested = "outer \("inner \({ (value: Int) in "\(value) }" }(1))") end"

@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}

@ListBuilder
func parts() -> [String] {
    "a"
    "b"
}

func opaque() -> some Collection<Int> { [1, 2] }
func existential(_ value: any Sendable) -> any Sendable { value }

enum ParseError: Error { case bad }
func parse(_ text: String) throws(ParseError) -> Int {
    guard let value = Int(text) else { throw .bad }
    return value
}

struct Token: ~Copyable {
    var raw: Int
}

func count<each Item>(_ items: repeat each Item) -> Int {
    var total = 0
    for _ in repeat each items { total += 1 }
    return total
}

actor Counter {
    var value = 0
    func increment() { value += 1 }
}

@Observable
final class Settings {
    var name = "x"
}

// lockstep: aggregate
@MainActor
struct Shelf: Identifiable, Sendable {
    var id: Int
    var featured: Book
    var books: [Book]
    var label: String { "\(books.count) books, \(featured.title) first" }
    var pattern: String = #"/*"#
}

// lockstep: wrapper
enum Media: Sendable {
    case book(Book)
    #if os(Linux)
    case linuxOnly(Book)
    #else
    case elsewhere(Book)
    #endif
    case count(Int)
    case none
}

#if DEBUG
// lockstep: aggregate
struct DebugShelf: Identifiable {
    var id: Int
    var book: Book = Book(id: 0, title: #"\"#)
}
#endif
