// lockstep: aggregate
struct Ignores: Identifiable {
    var id: Int
    // lockstep: ignore
    var above: Book
    // lockstep: ignore
    @Published var aboveWithAttribute: Book
    var trailing: Book // lockstep: ignore
    var a, b: Book // lockstep: ignore
    var multiLine: [Book] = [
        Book(),
    ] // lockstep: ignore
    // lockstep: ignore
    private var privateIgnored: Book
    var kept: Book
}

// lockstep: wrapper
enum Media {
    // lockstep: ignore
    case book(Book)
    case game(Game) // lockstep: ignore
    case movie(Movie)
    case pair(Book, Game) // lockstep: ignore
}

// lockstep: aggregate
struct MultilineLiteral: Identifiable {
    var id: Int
    var template = """
        text
        """ // lockstep: ignore
    var kept: Book
}
