struct Outer {
    // lockstep: aggregate
    struct Inner: Identifiable {
        var id: Int
        var book: Book

        // lockstep: wrapper
        enum Kind {
            case book(Book)
        }
    }

    func helper() {
        struct Local {}   // inside a function: never generated
    }
}

extension Outer {
    // lockstep: aggregate
    struct FromExtension: Identifiable {
        var id: Int
        var author: Author
    }
}

extension Outer.Inner {
    // lockstep: wrapper
    struct Deeper {
        var book: Book
    }
}

enum Namespace {
    enum Models {
        // lockstep: aggregate
        final class Library: Identifiable {
            var id = 0
            var books: [Book] = []
        }
    }
}
