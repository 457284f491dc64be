// An immutable final class (every stored property a `let`, all of them parameters of one initializer) is kept
// in sync by building a new instance through that initializer; any other class is reported.
import Foundation

public final class Account: Codable, Identifiable, Sendable {
    public let id: String
    public let username: String
    public let displayName: String

    public init(id: String, username: String, displayName: String) {
        self.id = id
        self.username = username
        self.displayName = displayName
    }

    public static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
}

// lockstep: aggregate
public final class Status: Codable, Identifiable, Sendable {
    public let id: String
    public let account: Account
    public let content: String
    public let reblog: Status?
    public let mentions: [Account]
    public let `default`: Bool

    public init(id: String, account: Account, content: String, reblog: Status? = nil, mentions: [Account] = [], default: Bool = false) {
        self.id = id
        self.account = account
        self.content = content
        self.reblog = reblog
        self.mentions = mentions
        self.default = `default`
    }
}

// The initializer is in an extension, in its own order; the failable, throwing and private ones do not count.
// lockstep: aggregate
final class Notification: Identifiable {
    let id: Int
    let account: Account
    let status: Status?

    init?(json: [String: Any]) { return nil }
    init(id: Int, account: Account, status: Status?) throws {
        (self.id, self.account, self.status) = (id, account, status)
    }
    private init(account: Account, id: Int, status: Status?, secret: Int) {
        (self.id, self.account, self.status) = (id, account, status)
    }
}

extension Notification {
    convenience init(status: Status?, account: Account, id: Int) {
        try! self.init(id: id, account: account, status: status)
    }
}

// No initializer takes every stored property.
// lockstep: aggregate
final class Draft: Identifiable {
    let id: Int
    let author: Account

    init(author: Account) {
        self.id = 0
        self.author = author
    }
}

// A `var`: the class is shared on purpose.
// lockstep: aggregate
final class Timeline: Identifiable {
    let id: Int
    var statuses: [Status]

    init(id: Int, statuses: [Status]) {
        self.id = id
        self.statuses = statuses
    }
}

// Shapes no rebuild function covers: an entity wrapper, arrays of arrays.
// lockstep: aggregate
final class Board: Identifiable {
    let id: Int
    let media: Media
    let grid: [[Account]]
    let owner: Account

    init(id: Int, media: Media, grid: [[Account]], owner: Account) {
        self.id = id
        self.media = media
        self.grid = grid
        self.owner = owner
    }
}

// lockstep: wrapper
enum Media {
    case account(Account)
}

// May have a superclass whose stored properties the initializer cannot pass on.
// lockstep: aggregate
final class Subclassed: NSObject, Identifiable {
    let id: Int
    let owner: Account

    init(id: Int, owner: Account) {
        self.id = id
        self.owner = owner
    }
}

// A type from another module: only the compiler can tell whether it holds entities.
// lockstep: aggregate
final class Foreign: Identifiable {
    let id: Int
    let location: CLLocation

    init(id: Int, location: CLLocation) {
        self.id = id
        self.location = location
    }
}
