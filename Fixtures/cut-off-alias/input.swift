// A `typealias` cut off at the end of its line (code being typed): the declaration on the next line is still read,
// and the generator does not stop.
typealias
// lockstep: aggregate
struct Shelf: Identifiable {
    let id: Int
    var books: [Book]
}

struct Book: Identifiable {
    let id: String
}
