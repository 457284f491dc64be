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

// Availability that names a platform, deprecated or not, is repeated on the extensions.
// lockstep: aggregate
@available(iOS, introduced: 17, deprecated: 18)
struct PlatformDeprecated: Identifiable {
    var id: Int
    var book: Book
}

// A space before the arguments is accepted in Swift 5 mode.
// lockstep: aggregate
@available (macOS 14, *)
struct SpacedAvailability: Identifiable {
    var id: Int
    var book: Book
}
