import Foundation
import Lockstep

/// A timeline row: an `Identifiable` wrapper enum.
// lockstep: wrapper
enum TimelineItem: Identifiable, Equatable {
    case status(Mastodon.Status)
    case notification(Mastodon.Notification)
    case gap(since: String)

    var id: String {
        switch self {
        case .status(let status): return "status-\(status.id)"
        case .notification(let notification): return "notification-\(notification.id)"
        case .gap(let since): return "gap-\(since)"
        }
    }
}

/// A screen's timeline: rows of statuses, notifications and gaps.
// lockstep: aggregate
struct Timeline: Identifiable, Equatable {
    let id: String
    var items: [TimelineItem]
}

/// The search endpoint's response: a wrapper struct (not an entity), stored under an alias.
// lockstep: wrapper
struct SearchResults: Codable, Equatable {
    let accounts: [Mastodon.Account]
    let statuses: [Mastodon.Status]
    let hashtags: [Mastodon.Tag]
}

extension AliasKey where T == SearchResults {
    static let search = AliasKey(named: "search")
}

/// A class with a `var`, shared on purpose: the store must not write into it. The generator warns about
/// `latest` at its own line ("… is a class with 'var's …", proven by Scripts/check-consumer-package.sh); this
/// target is built with warnings as errors, so here the property is ignored instead, and the tests check that
/// the cache keeps its own copy.
// lockstep: aggregate
final class TimelineCache: Identifiable, @unchecked Sendable {
    let id: String
    var latest: Mastodon.Status? // lockstep: ignore

    init(id: String, latest: Mastodon.Status?) {
        self.id = id
        self.latest = latest
    }
}
