import Lockstep

/// The model the introspection tests print: writers, novels that hold them (one where it cannot go, one where
/// it can), and shelves of novels. Nested in a namespace so that the names printed (`Novel`, not
/// `LockstepTests.Novel`) clash with no other test model.
enum Catalog {
    struct Writer: Identifiable, StructurallyEquatable {
        var id: Int
        var name: String
    }

    struct Novel: Aggregate, StructurallyEquatable {
        var id: String
        var title: String
        var author: Writer
        var editor: Writer?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            [.init(\.author), .init(\.editor)]
        }
    }

    struct Shelf: Aggregate, StructurallyEquatable {
        var id: Int
        var novels: [Novel]

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            [.init(\.novels)]
        }
    }

    static let ann = Writer(id: 1, name: "Ann")
    static let bob = Writer(id: 2, name: "Bob")
    static let dune = Novel(id: "dune", title: "Dune", author: ann, editor: bob)
    static let emma = Novel(id: "emma", title: "Emma", author: ann, editor: nil)
}
