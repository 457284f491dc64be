import Foundation

// Plain entities: nothing to generate for them.

struct Author: Identifiable, Equatable {
    var id: Int
    var name: String
}

struct Book: Identifiable, Equatable {
    var id: String
    var title: String
}

struct Game: Identifiable, Equatable {
    var id: Int
    var title: String
}
