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

enum Mastodon {
    struct Status: Identifiable { var id: Int }
    struct Poll: Identifiable { var id: Int }

    // An extension of `Mastodon.Reblog` does not see `Mastodon`'s other types: accessor types are qualified.
    // lockstep: wrapper
    indirect enum Reblog {
        case status(Status)
        case polls([Poll]?)
        case pair((Status, Poll))
        case local(Local)
        case outer(Outer.Inner)

        struct Local: Identifiable { var id: Int }
    }
}
