extension Comment {
    static func == (lhs: Comment, rhs: Comment) -> Bool { lhs.id == rhs.id }
}

extension Shelved {
    var book: Book? {
        get {
            if case .book(let book) = self { return book }
            return nil
        }
        set {
            if let newValue, case .book = self { self = .book(newValue) }
        }
    }
}
