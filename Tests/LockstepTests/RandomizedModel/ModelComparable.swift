import Lockstep

/// Field-by-field comparison, whatever `==` says: what the model checks the store with.
protocol ModelComparable {
    func isSame(as other: Self) -> Bool
}

extension ModelComparable where Self: StructurallyEquatable {
    func isSame(as other: Self) -> Bool { self == other }
}

extension Author: ModelComparable {}
extension Book: ModelComparable {}
extension Game: ModelComparable {}
extension AuthorBooks: ModelComparable {}
extension Shelf: ModelComparable {}

extension Note: ModelComparable {
    func isSame(as other: Note) -> Bool { id == other.id && text == other.text }
}

extension Review: ModelComparable {
    func isSame(as other: Review) -> Bool {
        id == other.id && text == other.text && subject == other.subject && reviewer == other.reviewer
            && notes.isSame(as: other.notes)
    }
}

extension Optional: ModelComparable where Wrapped: ModelComparable {
    func isSame(as other: Wrapped?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.isSame(as: rhs)
        default: false
        }
    }
}

extension Array: ModelComparable where Element: ModelComparable {
    func isSame(as other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isSame(as: $1) }
    }
}
