// `let` and `private(set)` stored properties of structs are offered like `var`s: the runtime writes them in place.
// lockstep: aggregate
struct Post: Identifiable {
    let id: Int
    let a: User
    let d: [User]?
    let f: Box?
    let g: [Box]
    let h: [Box]?
    private(set) var editor: User
    var s: Set<Tag>?
    var m: [String: Tag]?
    let byName: Dictionary<String, User>
    let ids: Set<Int>
}

// lockstep: wrapper
struct SearchResults {
    let accounts: [User]
    let statuses: [Post]
    let tags: Set<Tag>
}
