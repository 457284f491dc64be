// Every shape is offered; the runtime's overloads decide at compile time.
// lockstep: aggregate
struct Shelf: Identifiable {
    var id: String
    var main: Book
    var optional: Book?
    var implicitlyUnwrapped: Book!
    var list: [Book]
    var optionalList: [Book]?
    var generic: Array<Book>
    var media: Media
    var optionalMedia: Media?
    var mediaList: [Media]
    var byId: [Book.ID: Book]
    var set: Set<Book>
    var closure: (Book) -> Void = { _ in }
    var tuple: (Book, Int)?
    var nested: [[Book]]
    var `default`: Book
}
