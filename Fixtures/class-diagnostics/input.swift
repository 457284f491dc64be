// Classes: entities in `let`s and private setters cannot be written, and a Sendable class is shared between
// threads; each is a compiler warning at the property's line, only if the property really holds entities.
// lockstep: aggregate
final class Session: Identifiable {
    let id: Int
    let owner: User
    private(set) var editor: User
    var current: User?
    var history: [User] = []
    weak var delegate: SessionDelegate?

    init(id: Int, owner: User, editor: User) {
        self.id = id
        self.owner = owner
        self.editor = editor
    }
}

// lockstep: aggregate
final class Cache: Identifiable, @unchecked Sendable {
    let id: Int
    var user: User
    let name: String

    init(id: Int, user: User, name: String) {
        self.id = id
        self.user = user
        self.name = name
    }
}

// lockstep: aggregate
final class Shared: Identifiable {
    let id = 0
    let user: User? = nil
}

extension Shared: Sendable {}
