import Lockstep

// lockstep: wrapper
enum Media {
    case book(Book)
    case game(Game)

    var book: Book? { nil }   // hand-written accessor: not generated again, key path still added
}

// lockstep: wrapper
enum Handled: EntityWrapper {
    case book(Book)

    func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
        []
    }
}
