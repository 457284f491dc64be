import Lockstep

/// One value to write, of any model type.
enum ModelEntity: CustomStringConvertible {
    case author(Author), book(Book), game(Game), authorBooks(AuthorBooks), shelf(Shelf), note(Note), review(Review)

    var key: ModelKey {
        switch self {
        case .author(let value): .author(value.id)
        case .book(let value): .book(value.id)
        case .game(let value): .game(value.id)
        case .authorBooks(let value): .authorBooks(value.id)
        case .shelf(let value): .shelf(value.id)
        case .note(let value): .note(value.id)
        case .review(let value): .review(value.id)
        }
    }

    var description: String {
        var describer = Describer()
        return visit(&describer)
    }

    private struct Describer: ModelValueVisitor {
        func entity<T: Identifiable & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> String {
            "\(value)"
        }

        func aggregate<T: Aggregate & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> String {
            "\(value)"
        }
    }

    /// Nested entities in key-path order (the order the store normalizes them in).
    var children: [ModelEntity] {
        switch self {
        case .author, .book, .game, .note:
            return []
        case .authorBooks(let value):
            return [.author(value.author)] + value.books.map { .book($0) }
        case .shelf(let value):
            var result: [ModelEntity] = value.owner.map { [.author($0)] } ?? []
            result += Self.payloads(value.featured) + (value.spare.map(Self.payloads) ?? [])
            result += value.items.flatMap(Self.payloads) + (value.maybeItems?.flatMap(Self.payloads) ?? [])
            result += value.collections.map { .authorBooks($0) }
            result += value.maybeBooks?.map { .book($0) } ?? []
            result += value.highlight.map { [.authorBooks($0)] } ?? []
            return result
        case .review(let value):
            return [.authorBooks(value.subject)] + (value.reviewer.map { [.author($0)] } ?? []) + value.notes.map { .note($0) }
        }
    }

    static func payloads(_ media: Media) -> [ModelEntity] {
        payload(media).map { [$0] } ?? []
    }

    static func payload(_ media: Media) -> ModelEntity? {
        switch media {
        case .book(let book): .book(book)
        case .game(let game): .game(game)
        case .none: nil
        }
    }

    // MARK: Dropping removed children

    /// This value without the children in `removed` that it can drop: an optional becomes nil, a collection
    /// loses the element (or the wrapper holding it), order kept. `complete` is false when it holds one of them
    /// where it cannot be dropped (a non-optional property or wrapper): then the parent cannot exist without it,
    /// and the value returned still holds that child.
    func dropping(_ removed: Set<ModelKey>) -> (value: ModelEntity, complete: Bool) {
        let gone = { (entity: ModelEntity?) in entity.map { removed.contains($0.key) } ?? false }
        let keep = { (media: Media) in !gone(Self.payload(media)) }
        switch self {
        case .author, .book, .game, .note:
            return (self, true)
        case .authorBooks(var value):
            value.books.removeAll { gone(.book($0)) }
            return (.authorBooks(value), !gone(.author(value.author)))
        case .shelf(var value):
            if let owner = value.owner, gone(.author(owner)) { value.owner = nil }
            if let spare = value.spare, !keep(spare) { value.spare = nil }
            value.items.removeAll { !keep($0) }
            value.maybeItems?.removeAll { !keep($0) }
            value.collections.removeAll { gone(.authorBooks($0)) }
            value.maybeBooks?.removeAll { gone(.book($0)) }
            if let highlight = value.highlight, gone(.authorBooks(highlight)) { value.highlight = nil }
            return (.shelf(value), keep(value.featured))
        case .review(let value):
            let reviewer = value.reviewer.flatMap { gone(.author($0)) ? nil : $0 }
            let dropped = value.with(reviewer: .some(reviewer), notes: value.notes.filter { !gone(.note($0)) })
            return (.review(dropped), !gone(.authorBooks(value.subject)))
        }
    }

    /// What the runtime leaves in a parent removed because it cannot drop `removed` children: it drops them
    /// last slot first and stops at the first it cannot drop, so the removed children its key paths list after
    /// its required one are gone (`ModelDefect.removedParentLastValue`). Each type here has one required slot,
    /// listed before every droppable one but a `Shelf`'s owner.
    func droppingAfterRequired(_ removed: Set<ModelKey>) -> ModelEntity {
        switch self {
        case .shelf(let value):
            guard case .shelf(var dropped) = dropping(removed).value else { return self }
            dropped.owner = value.owner
            return .shelf(dropped)
        default:
            return dropping(removed).value
        }
    }
}
