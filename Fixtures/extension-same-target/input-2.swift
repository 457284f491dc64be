import Lockstep

// lockstep: aggregate
extension Lemmy.PostView: Identifiable {
    public var id: Int { post.id }
}

extension Lemmy.Person: Identifiable {}

// lockstep: wrapper
extension Lemmy.SearchHit {}
