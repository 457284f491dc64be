import Lockstep
import SwiftData

// `@Model` makes a class a `PersistentModel`, which is `Identifiable`: an entity.
@Model
final class Author {
    var name: String
    init(name: String) { self.name = name }
}

// Any other attached macro may add `Identifiable` (or not): only the compiler can tell. Where the store could not
// keep an entity in sync, the generator says so itself, at the property, and that it cannot tell; elsewhere the
// property is offered to the runtime's overloads, which keep it only if it is one.
@Tracked
struct Tag: Hashable {
    var id: Int
}

// A macro adds only the conformances the clause does not list: this one is an entity.
@Tracked
struct Badge: Identifiable, Hashable {
    var id: Int
}

// The standard library's `@DebugDescription` adds nothing the store cares about.
@DebugDescription
struct Label: Identifiable, Hashable {
    var id: Int
    var debugDescription: String { "label \(id)" }
}

// lockstep: aggregate
struct Shelf: Identifiable {
    var id: Int
    var author: Author
    var tag: Tag
    var tags: Set<Tag>
    var byName: [String: Tag]
    var optionalTags: [Tag?]
    var badges: Set<Badge>
    var labels: [Label]
    var ignored: Set<Tag> // lockstep: ignore
}

// lockstep: wrapper
enum Pin {
    case tag(Tag)
    case tags(Set<Tag>)
    case badge(Badge)

    var badge: Badge? { if case .badge(let badge) = self { badge } else { nil } }
}

// lockstep: aggregate
final class Box: Identifiable {
    let id: Int
    let tag: Tag
    let author: Author

    init(id: Int, tag: Tag, author: Author) {
        self.id = id
        self.tag = tag
        self.author = author
    }
}

// A class with `var`s is never written into: where it may hold an entity, the generator says so.
// lockstep: aggregate
final class Session: Identifiable {
    var id: Int = 0
    var tag: Tag?
}
