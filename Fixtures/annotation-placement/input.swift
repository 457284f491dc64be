struct Before {} // lockstep: aggregate

// lockstep: aggregate
#if os(Linux)
struct AcrossDirective: Identifiable {
    var id: Int
}
#endif

@available(macOS 12, *) // lockstep: aggregate
final class AmongAttributes: Identifiable {
    var id = 0
}

// lockstep: aggregate

// A blank line and other comments in between are fine.
/* even block comments */
struct AfterBlankLine: Identifiable {
    var id: Int; var book: Book
    var count: Int { 0 } // lockstep: ignore
}

// lockstep: wrapper
enum Media {
    case none // lockstep: ignore
    case book(Book)
}
