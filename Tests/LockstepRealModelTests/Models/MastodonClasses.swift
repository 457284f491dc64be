import Foundation

/// The same API written as a Mastodon client library writes it: immutable `final class`es (`let`s, a memberwise
/// initializer), `Sendable`, an `==` by id. Decoded from the same JSON as ``Mastodon``.
enum MastodonClient {
    final class Account: Codable, Identifiable, Sendable, Equatable {
        let id: String
        let username: String
        let displayName: String
        let followersCount: Int

        init(id: String, username: String, displayName: String, followersCount: Int) {
            self.id = id
            self.username = username
            self.displayName = displayName
            self.followersCount = followersCount
        }

        static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
    }

    /// Rebuilt through its initializer when its account, media, poll or reblog changes.
    // lockstep: aggregate
    final class Status: Codable, Identifiable, Sendable {
        let id: String
        let createdAt: String
        let content: String
        let visibility: Mastodon.Visibility
        let favouritesCount: Int
        let account: Account
        let mediaAttachments: [Mastodon.Attachment]
        let reblog: Status?
        let poll: Mastodon.Poll?

        init(id: String, createdAt: String, content: String, visibility: Mastodon.Visibility, favouritesCount: Int,
             account: Account, mediaAttachments: [Mastodon.Attachment], reblog: Status?, poll: Mastodon.Poll?) {
            self.id = id
            self.createdAt = createdAt
            self.content = content
            self.visibility = visibility
            self.favouritesCount = favouritesCount
            self.account = account
            self.mediaAttachments = mediaAttachments
            self.reblog = reblog
            self.poll = poll
        }
    }

    // lockstep: aggregate
    final class Notification: Codable, Identifiable, Sendable {
        let id: String
        let type: Mastodon.NotificationType
        let account: Account
        let status: Status?

        init(id: String, type: Mastodon.NotificationType, account: Account, status: Status?) {
            self.id = id
            self.type = type
            self.account = account
            self.status = status
        }
    }
}
