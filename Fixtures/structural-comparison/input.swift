// Every struct, enum and immutable final class of the target that can reach the store gets a structural
// comparison, annotated or not, whatever its own `==` says; what generated code cannot read whole gets none
// (compared bitwise) or, where its `==` is synthesized over standard values, `StructurallyEquatable`.
import Foundation
import SwiftUI

/// Stored by itself (Identifiable): every type it holds can reach the store.
struct Feed: Identifiable {
    var id: Int
    var stats: API.Stats
    var content: API.Content
    var box: Box<Int>
    var inner: Box<Int>.Inner
    var session: Session
    var secret: Secret
    var declares: Declares
    var custom: Custom
    var counter: Counter
    var base: Base
    var mutable: Mutable
    var row: Row
    var model: Model
    var twice: Twice
    var screen: Screen
    var busy: Busy
    var legacy: Legacy
    var empty: Empty
    var recent: Recent
    var nested: Recent.Nested
    var worker: Worker
    var watched: Watched
    var refined: Refined
    var gallery: Gallery
}

/// Compares by id only: the comparison still reads every property.
struct Account: Identifiable, Codable, Equatable {
    let id: String
    var displayName: String
    @available(*, deprecated) var legacyName: String?
    static var shared = Account(id: "", displayName: "")
    lazy var cachedTitle: String = displayName
    var title: String { displayName }
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
}

enum API {
    struct Stats: Codable {
        var likes: Int
        var tags: [String]
        #if DEBUG
        var trace: String
        #endif
    }

    indirect enum Content: Codable {
        case text(String)
        case quote(author: Account, Content)
        case empty
    }

    enum Kind: String, Codable {
        case post, reply
    }
}

struct Box<Item> {
    var item: Item
}

extension Box {
    struct Inner {
        var value: Int
    }
}

/// Its `==` is synthesized over standard values, but `token` is private: trusted with `==`.
struct Session: Equatable {
    var user: String
    private var token: String
}

/// Private, and its `==` is written by hand: compared bitwise.
struct Secret: Equatable {
    private var key: String
    static func == (lhs: Secret, rhs: Secret) -> Bool { true }
}

private struct Hidden {
    var value: Int
}

struct Declares: StructurallyEquatable {
    var value: Int
}

struct Custom {
    var value: Int
    static func isStructurallyEqual(_ lhs: Custom, _ rhs: Custom) -> Bool { true }
}

protocol Shape {}
actor Counter {
    var count = 0
}

class Base {
    let id = 0
}

final class Mutable {
    var count = 0
}

/// Immutable: the same instance is equal at once, another one property by property.
public final class Attachment: Sendable {
    public let id: String
    public let url: URL

    public init(id: String, url: URL) {
        self.id = id
        self.url = url
    }
}

/// Conforms to another module's protocol, which may isolate it to the main actor.
struct Row: View {
    var title: String
    var body: some View { Text(title) }
}

@Observable
final class Model {
    var value = 0
}

#if os(Linux)
struct Twice {
    var a: Int
}
#else
struct Twice {
    var b: Int
}
#endif

@MainActor
struct Screen {
    var title: String
    var kind: API.Kind
}

@MainActor
struct Busy: Equatable {
    var title: String
    var date: Date
    var row: Row
}

enum Legacy {
    case current(Int)
    @available(*, unavailable) case removed(Int)
}

enum Empty {}

/// Its extension, and its nested type's, carry its platform availability.
@available(macOS 14, iOS 17, *)
struct Recent {
    var value: Int

    struct Nested {
        var value: Int
    }
}

/// Isolated to another global actor, or with a property that is: no nonisolated comparison can read it.
@Background
struct Worker {
    var value: Int
}

struct Watched {
    @MainActor var value: Int
}

/// Not copyable: the protocols need copyable values.
struct Unique: ~Copyable {
    var value: Int
}

/// An extension of a type trusted with `==` adds nothing.
extension Session {
    var isSignedIn: Bool { !user.isEmpty }
}

/// Compares through a protocol of the target that refines a comparison protocol: nothing to add.
protocol Model: StructurallyEquatable {}

struct Refined: Model {
    var value: Int
}

/// Each shape its own helper, so that a call passes `Attachment`'s own conformance, never a container's
/// conditional one; the rest (`ContiguousArray`, optionals inside arrays, nested arrays) go through the plain one.
public final class Gallery: Sendable {
    public let cover: Attachment
    public let banner: Attachment?
    public let legacyBanner: Attachment!
    public let items: [Attachment]
    public let pinned: [Attachment]?
    public let packed: ContiguousArray<Attachment>
    public let slots: [Attachment?]
    public let pages: [[Attachment]]

    public init(cover: Attachment, banner: Attachment?, legacyBanner: Attachment!, items: [Attachment], pinned: [Attachment]?,
                packed: ContiguousArray<Attachment>, slots: [Attachment?], pages: [[Attachment]]) {
        self.cover = cover
        self.banner = banner
        self.legacyBanner = legacyBanner
        self.items = items
        self.pinned = pinned
        self.packed = packed
        self.slots = slots
        self.pages = pages
    }
}
