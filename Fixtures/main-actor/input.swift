// Types isolated to the main actor get `nonisolated` members: the store reads entities from any thread.
// lockstep: aggregate
@MainActor
struct Screen: Identifiable, Equatable {
    var id: Int
    var book: Book
    let pinned: Book
}

// lockstep: wrapper
@_Concurrency.MainActor
enum Media: Equatable {
    case book(Book)
}

// lockstep: wrapper
@MainActor struct Pair {
    var first: Book
}
