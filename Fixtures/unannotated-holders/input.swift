struct Person: Identifiable, Codable {
    let id: Int
    let name: String
}

struct Comment: Identifiable, Codable {
    let id: Int
    let creator: Person
}

// An API's view type nobody annotated: the store would take it for a plain value.
struct CommentReplyView: Codable {
    let comment: Comment
    let recipient: Person?
    let read: Bool
    let cached: [Person] // lockstep: ignore
}

// lockstep: wrapper
struct Page {
    let people: [Person]
}

struct Inbox: Codable {
    let page: Page
    let unread: Int
}
