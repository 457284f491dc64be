import Lockstep

// Types of `RandomizedModelTests` written the way API models are: every property a `let`, a hand-written `==`
// that compares ids only, key paths from `EntityKeyPathCollector` as generated code builds them. The store must
// never trust such an `==` to skip a write; the model compares them field by field (`isSame(as:)`).

/// A plain entity whose `==` compares ids only.
struct Note: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    let text: String

    static func == (lhs: Note, rhs: Note) -> Bool { lhs.id == rhs.id }

    var description: String { "Note(\(id), \(text))" }
}

/// An aggregate of `let`s whose `==` compares ids only: a single aggregate it cannot exist without (so removing
/// the subject's author removes the subject, then the review), an optional entity, and an array of entities.
struct Review: Aggregate, Equatable, CustomStringConvertible {
    let id: Int
    let text: String
    let subject: AuthorBooks
    let reviewer: Author?
    let notes: [Note]

    static func == (lhs: Review, rhs: Review) -> Bool { lhs.id == rhs.id }

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        var collector = EntityKeyPathCollector<Self, Self>()
        collector.add(\.id)
        collector.add(\.text)
        collector.add(\.subject)
        collector.add(\.reviewer)
        collector.add(\.notes)
        return collector.keyPaths
    }

    var description: String {
        "Review(\(id), \(text), subject: \(subject), reviewer: \(reviewer.map { "\($0)" } ?? "nil"), notes: \(notes))"
    }

    /// The same review with some fields replaced (a `let` cannot be assigned: updates rebuild the value).
    func with(text: String? = nil, reviewer: Author?? = nil, notes: [Note]? = nil) -> Review {
        Review(id: id, text: text ?? self.text, subject: subject, reviewer: reviewer ?? self.reviewer, notes: notes ?? self.notes)
    }
}
