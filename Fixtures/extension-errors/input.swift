import Lockstep

struct Declared: Identifiable {
    let id: Int
    let author: Author
}

enum Shape { case a(Author), b }

// lockstep: aggregate
struct AlreadyAnnotated: Identifiable { let id: Int }

// lockstep: aggregate
extension Unseen: Identifiable {}

// lockstep: aggregate author
extension Declared {}

// lockstep: aggregate
extension Shape {}

// lockstep: aggregate
extension AlreadyAnnotated {}

// lockstep: aggregate post,
extension Unseen {}

// lockstep: aggregate author
struct ListOnDeclaration: Identifiable { let id: Int; let author: Author }

// lockstep: ignore author
extension Declared {}
