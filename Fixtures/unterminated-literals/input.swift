// lockstep: aggregate
struct Broken: Identifiable {
    var id: Int
    var text = "never closed
    var book: Book
}
/* never closed
