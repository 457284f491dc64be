import SwiftUI

@available(iOS 15, *)
// lockstep: aggregate
@objc(LSViewModel)
final class ViewModel: Identifiable, ObservableObject {
    let id = 0
    @Published var book: Book?
    @Published(initialValue: []) var books: [Book]
    @Clamped(0...10) var rating: Int
    @objc dynamic var title = ""
    nonisolated(unsafe) var unsafeBook: Book? = nil
}

// lockstep: aggregate
@dynamicMemberLookup
struct Wrapped: Identifiable {
    var id: Int
    @Lazy<Book>(make: { Book() }) var cached: Book
    subscript<T>(dynamicMember keyPath: KeyPath<Book, T>) -> T { cached[keyPath: keyPath] }
}
