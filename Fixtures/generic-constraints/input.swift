// lockstep: aggregate
struct Box<Content: Identifiable & Sendable>: Identifiable where Content.ID == Int {
    var id: Int { content.id }
    var content: Content
    var extra: [Content]
}

// lockstep: aggregate
struct Pair<A, B>: Identifiable where A: Identifiable, B: Identifiable {
    var id: A.ID { first.id }
    var first: A
    var second: B?
    var map: [String: (A) -> B] = [:]
}
