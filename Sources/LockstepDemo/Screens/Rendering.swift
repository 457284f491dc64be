/// How each screen prints its value.
enum Rendering {
    /// The timeline screen follows an alias, which is empty until the disk or the network fills it.
    static func timeline(_ timeline: Timeline?) -> String {
        guard let timeline else { return "loading…" }
        return timeline.items.map { item in
            switch item {
            case .post(let post):
                // A dot marks a post you have not read. Padded so that the authors line up in a column.
                return (post.readAt == nil ? "• " : "  ")
                    + quoted(post.title).padding(toLength: 24, withPad: " ", startingAt: 0)
                    + " by \(post.author.name) · \(post.likes) likes"
            case .ad(let ad):
                return "  Sponsored by \(ad.sponsor)"
            }
        }
        .joined(separator: "\n")
    }

    /// The profile screen: the author and their pinned post, if any is left.
    static func profile(_ profile: Profile) -> String {
        let pinned = profile.pinned.map { "pinned \(quoted($0.title)) · \($0.likes) likes" } ?? "nothing pinned"
        return "\(profile.author.name) · \(profile.author.followers) followers · \(pinned)"
    }

    /// The badge in the corner: who is signed in.
    static func badge(_ user: Author?) -> String {
        user.map { "signed in as \($0.name)" } ?? "signed out"
    }

    /// The unread count: a live list of the posts you have not read, wherever the store holds them.
    static func unread(_ posts: [Post]) -> String {
        guard !posts.isEmpty else { return "all read" }
        return "\(posts.count) unread: " + posts.map { quoted($0.title) }.joined(separator: ", ")
    }

    /// A title in quotation marks.
    private static func quoted(_ title: String) -> String {
        "“\(title)”"
    }
}
