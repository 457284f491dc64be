import Lockstep
import LemmyAPI

// lockstep: aggregate
extension LemmyPostView: Identifiable { public var id: Int { post.id } }

// lockstep: aggregate
extension LemmyCommentView: Identifiable {
    public var id: Int { comment.id }
}

extension LemmyPerson: Identifiable {}
extension LemmyCommunity: Identifiable {}
extension LemmyComment: Identifiable {}

// lockstep: wrapper
extension LemmyFeedItem {}
