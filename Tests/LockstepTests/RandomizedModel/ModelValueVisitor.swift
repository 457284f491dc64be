import Lockstep

/// Something done with one value of the model whatever its type (store it): `ModelEntity.visit(_:)` calls it
/// with the value, as a plain entity or as an aggregate (the store has an overload for each).
protocol ModelValueVisitor {
    associatedtype Result
    mutating func entity<T: Identifiable & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> Result
    mutating func aggregate<T: Aggregate & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> Result
}

extension ModelEntity {
    func visit<V: ModelValueVisitor>(_ visitor: inout V) -> V.Result {
        switch self {
        case .author(let value): visitor.entity(value, key: key) { $0.author(value.id) }
        case .book(let value): visitor.entity(value, key: key) { $0.book(value.id) }
        case .game(let value): visitor.entity(value, key: key) { $0.game(value.id) }
        case .note(let value): visitor.entity(value, key: key) { $0.note(value.id) }
        case .authorBooks(let value): visitor.aggregate(value, key: key) { $0.authorBooks(value.id) }
        case .shelf(let value): visitor.aggregate(value, key: key) { $0.shelf(value.id) }
        case .review(let value): visitor.aggregate(value, key: key) { $0.review(value.id) }
        }
    }
}
