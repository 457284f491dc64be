import Foundation

/// Models written the way REST API clients write them: `let`-heavy `Codable` structs in a namespace, ids
/// compared by hand-written `==`, nothing hand-written for Lockstep but the annotations.
enum Mastodon {
    /// A plain entity: its `==` compares ids only, as API models often do.
    struct Account: Identifiable, Codable, Equatable {
        let id: String
        let username: String
        var displayName: String
        let followersCount: Int

        static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
    }

    struct Attachment: Identifiable, Codable, Equatable {
        let id: String
        let type: AttachmentType
        let url: String
        let description: String?
    }

    enum AttachmentType: String, Codable {
        case image, video, gifv, audio, unknown
    }

    enum Visibility: String, Codable, Identifiable {
        case `public`, unlisted, `private`, direct
        var id: String { rawValue }
    }

    struct Poll: Identifiable, Codable, Equatable {
        struct Option: Codable, Equatable {
            let title: String
            let votesCount: Int?
        }

        let id: String
        let expired: Bool
        let votesCount: Int
        let options: [Option]
    }

    /// A status: the account, media and poll in `let`s, the reblog through a box, counts the app updates.
    // lockstep: aggregate
    struct Status: Identifiable, Codable, Equatable {
        let id: String
        let createdAt: String
        let content: String
        let visibility: Visibility
        var favouritesCount: Int
        var favourited: Bool
        let account: Account
        let mediaAttachments: [Attachment]
        let reblog: Reblog?
        let poll: Poll?
        @available(*, deprecated, message: "Mastodon 2.0 renamed it 'account'")
        let user: Account?

        static func == (lhs: Status, rhs: Status) -> Bool { lhs.id == rhs.id }
    }

    /// The reblogged status, boxed: a struct cannot hold itself directly.
    // lockstep: wrapper
    indirect enum Reblog: Codable, Equatable {
        case status(Status)

        init(from decoder: any Decoder) throws {
            self = .status(try Status(from: decoder))
        }

        func encode(to encoder: any Encoder) throws {
            guard case .status(let status) = self else { return }
            try status.encode(to: encoder)
        }
    }

    enum NotificationType: String, Codable {
        case mention, reblog, favourite, follow
    }

    /// A notification; its status goes through a property wrapper (with a setter, so it is kept in sync).
    // lockstep: aggregate
    struct Notification: Identifiable, Codable, Equatable {
        let id: String
        let type: NotificationType
        let account: Account
        @Logged var status: Status
    }

    struct Tag: Codable, Equatable {
        let name: String
        let url: String
    }
}

/// A property wrapper an API layer might use (here: counting writes); it has a setter.
@propertyWrapper
struct Logged<Value: Codable & Equatable>: Codable, Equatable {
    var writes = 0
    var wrappedValue: Value {
        didSet { writes += 1 }
    }

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
