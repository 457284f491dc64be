import Lockstep
import LemmyBinary
import LocalPluginOutput

// Another package's binary module: the extension spells '@retroactive', so the conformance does too.
// lockstep: aggregate post, creator, community
extension LemmyPostView: @retroactive Identifiable { public var id: Int { post.id } }

// Another plugin's output in this package.
// lockstep: wrapper comment, `default`
extension GeneratedReplies {}

/// lockstep: aggregate   post ,creator
public extension GeneratedCommentView {}
