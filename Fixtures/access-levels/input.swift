// lockstep: aggregate
public struct PublicModel: Identifiable {
    public var id: Int
    public var book: Book
}

// lockstep: aggregate
package struct PackageModel: Identifiable {
    package var id: Int
    package var book: Book
}

// lockstep: aggregate
struct InternalModel: Identifiable {
    var id: Int
    var book: Book
}

// lockstep: wrapper
public enum PublicMedia {
    case book(Book)
}

public extension Namespace {
    // lockstep: aggregate
    struct ImplicitlyPublic: Identifiable {
        var id: Int
    }
}

struct InternalOuter {
    // lockstep: aggregate
    public struct NarrowedByOuter: Identifiable {
        public var id: Int
    }
}
