import Lockstep

// lockstep: aggregate
struct Listed: Aggregate {
    var id: Int
    var book: Book
}

// lockstep: aggregate
struct Declared: Identifiable {
    var id: Int
    var book: Book
    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [] }
}

// lockstep: aggregate
struct ConformsElsewhere: Identifiable {
    var id: Int
    var book: Book
}

extension ConformsElsewhere: Lockstep.Aggregate {}

// lockstep: wrapper
struct WrapperListed: EntityWrapper {
    var book: Book
}
