import Lockstep
import LemmyAPI

// lockstep: aggregate
extension LemmyPostView: @retroactive Identifiable { public var id: Int { post.id } }

extension LemmyPerson: @retroactive Identifiable {}
extension LemmyCommunity: @retroactive Identifiable {}
