/// What the profile screen shows: an author and their pinned post.
// lockstep: aggregate
struct Profile: Identifiable, Equatable, Sendable {
    var id: Author.ID { author.id }
    var author: Author
    var pinned: Post?
    var draftCount = 0 // lockstep: ignore
}
