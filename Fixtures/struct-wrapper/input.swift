// lockstep: wrapper
struct Selection {
    var primary: Book
    var secondary: Book?
    var others: [Book]
    var count: Int { others.count }
    static var empty = 0
}

// lockstep: wrapper
public struct PublicSelection {
    public struct Book {}
    public var book: Book
}
