import Foundation

struct Author: Identifiable {
    var id: Int
    var name: String
}

// lockstep: aggregate
struct AuthorBooks: Identifiable {
    var id: Author.ID { author.id }
    var author: Author
    var books: [Book]
    var updatedAt: Date          // not an entity: costs nothing, needs no annotation
}
