import Lockstep
import LockstepAPIModels

// The API module is generated and must not be edited: its types are annotated here, through extensions. The
// plugin passes that module's files to the generator as context, which reads their declarations.

// lockstep: aggregate
extension LemmyAPI.PostView: Identifiable { public var id: Int { post.id } }

// lockstep: aggregate
extension LemmyAPI.CommentView: Identifiable {
    public var id: Int { comment.id }
}

extension LemmyAPI.Post: Identifiable {}
extension LemmyAPI.Person: Identifiable {}
extension LemmyAPI.Community: Identifiable {}
extension LemmyAPI.Comment: Identifiable {}
