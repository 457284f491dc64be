// lockstep: aggregate
struct Windows: Identifiable {
    var id: Int
    var book: Book // lockstep: ignore
    var kept: Book
}
