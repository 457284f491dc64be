// lockstep: aggregate
struct Diagnosed: Identifiable {
    let id: Int
    let author: Author                 // offered read-only: the runtime's overload warns if it is an entity
    private(set) var editor: Author
    fileprivate(set) var reviewer: Author
    private var secret: Book
    fileprivate var hidden: Book
    private let constant = 1
    private(set) var ignoredSetter: Book // lockstep: ignore
    var (left, right): (Book, Book)
    public internal(set) var fine: Book
}
