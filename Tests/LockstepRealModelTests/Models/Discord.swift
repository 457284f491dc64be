import Foundation

/// A chat API's gateway payloads, written the way its clients write them: `let`s everywhere, an array of
/// arrays of members (one list per voice channel), and a generic wrapper that decodes what it can.
enum Discord {
    struct User: Codable, Identifiable, Equatable {
        let id: String
        let username: String

        /// Clients compare users by id: a renamed user is "equal" to the old one.
        static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
    }

    struct Guild: Codable, Identifiable, Equatable {
        let id: String
        let name: String
    }

    /// Decodes an element, or nothing when the server sent something this client cannot read, so that one bad
    /// element does not fail the whole payload. It holds an entity, so it is a wrapper. (Generic code sees only
    /// what `Element` is constrained to: an `Identifiable` element is kept as a plain entity, even when the
    /// type it stands for is an aggregate.)
    // lockstep: wrapper
    struct Lossy<Element: Codable & Identifiable>: Codable {
        let value: Element?

        init(from decoder: Decoder) throws {
            value = try? decoder.singleValueContainer().decode(Element.self)
        }
    }

    // lockstep: aggregate
    struct ReadyEvent: Codable, Identifiable {
        let id: String
        let user: User
        let guilds: [Lossy<Guild>]
        /// The members of each voice channel, one array per channel.
        let voiceChannels: [[User]]
        let privateChannels: [[User]]?
    }
}
