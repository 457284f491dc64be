import Foundation
import Combine

// lockstep: aggregate
struct First: Identifiable {
    var id: Int
    var book: Book
}

struct Plain {
    var book: Book
}

// lockstep: wrapper
enum Second {
    case book(Book)
}

/// Documentation comments around the annotation are fine.
/// lockstep: aggregate
/// More documentation.
struct Third: Identifiable {
    var id: Int
    var author: Author
}
