import Foundation

// lockstep: aggregate
final class Library: Identifiable {
    let id: UUID
    var shelf: [Book] = []
    var featured: Book?
    weak var delegate: LibraryDelegate?
    class var shared: Library { Library(id: UUID()) }

    init(id: UUID) {
        self.id = id
    }
}

// lockstep: aggregate
public final class Store<T>: Identifiable {
    public var id = 0
    public var items: [T] = []
}
