/// Something done with one entity of the model whatever its type (find it, hold it, remove it):
/// `ModelKey.visit(_:)` calls it with the entity's type, id and what the reference says it must show.
protocol ModelKeyVisitor {
    associatedtype Result
    mutating func visit<T: Identifiable & ModelComparable>(
        _ type: T.Type, id: T.ID, key: ModelKey, expected: @escaping (ModelReference) -> T
    ) -> Result
}

extension ModelKey {
    func visit<V: ModelKeyVisitor>(_ visitor: inout V) -> V.Result {
        switch self {
        case .author(let id): visitor.visit(Author.self, id: id, key: self) { $0.author(id) }
        case .book(let id): visitor.visit(Book.self, id: id, key: self) { $0.book(id) }
        case .game(let id): visitor.visit(Game.self, id: id, key: self) { $0.game(id) }
        case .authorBooks(let id): visitor.visit(AuthorBooks.self, id: id, key: self) { $0.authorBooks(id) }
        case .shelf(let id): visitor.visit(Shelf.self, id: id, key: self) { $0.shelf(id) }
        case .note(let id): visitor.visit(Note.self, id: id, key: self) { $0.note(id) }
        case .review(let id): visitor.visit(Review.self, id: id, key: self) { $0.review(id) }
        }
    }
}
