// An enum without associated values, or an option set, declared in the target is a value, never an entity:
// properties of those types (plain, optional, in an array) are not offered, even when the type is Identifiable.
// lockstep: aggregate
struct Status: Identifiable {
    let id: String
    let account: Account
    let replyPolicy: ReplyPolicy
    var policies: [ReplyPolicy]?
    let visibility: Mastodon.Visibility?
    let filters: Array<Filters>
    let media: Media
    let kind: Kind
    var optionalPolicy: Optional<ReplyPolicy>
}

enum ReplyPolicy: String, Identifiable, CaseIterable, Codable {
    case everyone, followers, nobody
    var id: String { rawValue }
}

enum Mastodon {
    enum Visibility: Identifiable {
        case `public`, unlisted
        var id: Int { 0 }
    }
}

struct Filters: OptionSet, Identifiable {
    let rawValue: Int
    var id: Int { rawValue }
}

// An enum with a payload is no plain value.
enum Media: Identifiable {
    case image(URL)
    var id: Int { 0 }
}

// The same name is a plain value in one place and an entity in another: offered.
enum Kind { case a, b }
extension Status {
    struct Kind: Identifiable { var id: Int }
}
