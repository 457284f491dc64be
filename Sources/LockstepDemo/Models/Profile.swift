/// What the profile screen shows: an author and their pinned post, which becomes `nil` if the post is deleted.
// lockstep: aggregate
struct Profile: Identifiable, Equatable, Sendable {
    var id: Author.ID { author.id }
    var author: Author
    var pinned: Post?
    var draftCount = 0 // lockstep: ignore
}
