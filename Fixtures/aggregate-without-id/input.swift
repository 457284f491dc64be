struct Account: Identifiable { let id: Int }

/// A quote has no id of its own: it cannot be an aggregate.
// lockstep: aggregate
struct Quote: Codable {
    let author: Account
    let text: String
}

   // lockstep: aggregate
struct Indented {
    var author: Account
}

// An `id` declared in an extension, or a protocol that may bring one: not reported.
// lockstep: aggregate
struct WithExtension {
    var author: Account
}

extension WithExtension {
    var id: Int { author.id }
}

// lockstep: aggregate
struct FromProtocol: RemoteModel {
    var author: Account
}

// lockstep: aggregate
struct ComputedID: Hashable {
    var id: Int { 1 }
    var author: Account
}
