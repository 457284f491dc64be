// `StructurallyEquatable` is added where `==` is synthesized and compares only synthesized `==`s: the store may
// then skip a write that changes nothing. Never for a hand-written `==` (API models compare by id only).
import Lockstep

// lockstep: aggregate
struct Synthesized: Identifiable, Equatable {
    var id: Int
    var author: Author
    var tags: [String]
}

// lockstep: aggregate
struct ViaHashable: Identifiable, Hashable {
    var id: Int
    var author: Author
}

// Its `==` is written in another file.
// lockstep: aggregate
struct IdOnly: Identifiable, Equatable {
    var id: Int
    var author: Author
}

// Compares an `IdOnly`, whose `==` is hand-written.
// lockstep: aggregate
struct HoldsIdOnly: Identifiable, Equatable {
    var id: Int
    var item: IdOnly
}

// Compares a `HoldsIdOnly` in turn.
// lockstep: aggregate
struct HoldsHoldsIdOnly: Identifiable, Equatable {
    var id: Int
    var items: [HoldsIdOnly]
}

// Compares a `Legacy`, whose `==` is a file-level function.
// lockstep: aggregate
struct HoldsLegacy: Identifiable, Equatable {
    var id: Int
    var legacy: Legacy? = Legacy()
}

// A private property is compared too.
// lockstep: aggregate
struct PrivatelyIdOnly: Identifiable, Equatable {
    var id: Int
    private var hidden: IdOnly
}

// Not Equatable at all.
// lockstep: aggregate
struct NotEquatable: Identifiable {
    var id: Int
}

// A type parameter's `==` is unknown.
// lockstep: aggregate
struct Box<Item: Identifiable & Equatable>: Identifiable, Equatable {
    var id: Int
    var item: Item
}

// Says so already.
// lockstep: aggregate
struct Declared: Identifiable, StructurallyEquatable {
    var id: Int
}

// A wrapper whose payloads compare structurally.
// lockstep: wrapper
enum Media: Equatable {
    case book(Book)
    case post(Synthesized)
}

// A wrapper holding an id-only value.
// lockstep: wrapper
enum Mixed: Equatable {
    case item(IdOnly)
}
