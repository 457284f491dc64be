/// The identity of one entity of `RandomizedModelTests`: its type and id.
enum ModelKey: Hashable, CustomStringConvertible {
    case author(Int), book(String), game(Int), authorBooks(Int), shelf(Int), note(Int), review(Int)

    var description: String {
        switch self {
        case .author(let id): "Author(\(id))"
        case .book(let id): "Book(\(id))"
        case .game(let id): "Game(\(id))"
        case .authorBooks(let id): "AuthorBooks(\(id))"
        case .shelf(let id): "Shelf(\(id))"
        case .note(let id): "Note(\(id))"
        case .review(let id): "Review(\(id))"
        }
    }
}
