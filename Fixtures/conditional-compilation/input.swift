import Foundation

#if os(iOS)
// lockstep: aggregate
struct PhoneModel: Identifiable {
    var id: Int
    var book: Book
}
#elseif os(macOS) // desktop only
// lockstep: aggregate
struct DesktopModel: Identifiable {
    var id: Int
}
#else
struct NotAnnotated: Identifiable { var id: Int }
#endif

#if DEBUG
struct Unrelated: Identifiable { var id: Int }
#endif

// lockstep: aggregate
struct Conditional: Identifiable {
    var id: Int
    #if canImport(UIKit)
    var image: Image
    #elseif compiler(>=6.0)
    var modern: Book
    #else
    var fallback: Book
    #endif
    #if DEBUG
    var debugOnly: Int { 1 }
    #endif
    #if A
    #if B
    var both: Book
    #endif
    #endif
}

// lockstep: wrapper
enum Media {
    case book(Book)
    #if FEATURE_GAMES
    case game(Game)
    #endif
}

// lockstep: aggregate
struct EmptyBranches: Identifiable {
    var id: Int
    #if A
    var a: Book
    #elseif B
    var notStored: Int { 0 }
    #else
    static var alsoNotStored = 0
    #endif
    #if C
    var c: Book
    #elseif D
    #else
    var e: Book
    #endif
}

// A trailing ignore on the last member before a `#if`, `#else` or `#endif` line still applies to it.
// lockstep: aggregate
struct IgnoredBeforeDirectives: Identifiable {
    var id: Int
    var beforeIf: Book // lockstep: ignore
    #if A
    var beforeElse: Book // lockstep: ignore
    #else
    var beforeEndif: Book // lockstep: ignore
    #endif
    var kept: Book
}

// lockstep: wrapper
enum IgnoredCaseBeforeDirective {
    case kept(Book)
    case ignored(Book) // lockstep: ignore
    #if A
    case conditional(Book)
    #endif
}
