import Foundation

// lockstep: wrapper
enum Media {
    case book(Book), game(item: Game), none
    case movie(_ movie: Movie)
    case pair(Book, Game)
    case maybe(Book?)
    case handler((Book) -> Void)
    case any(any Entity)
    case defaulted(Book = Book())
    case `default`(Game)
    case multiline(
        Dictionary<String,
                   Book>
    )
}

// lockstep: wrapper
indirect enum Tree {
    case leaf(Leaf)
    case node(Tree)
}

// lockstep: wrapper
public enum Slot<Payload: Identifiable>: Equatable where Payload: Equatable {
    case filled(Payload)
    case empty
}
