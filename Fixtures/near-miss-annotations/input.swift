// Near misses of the annotation syntax are read as the annotation and diagnosed; prose is left alone.
// Lockstep: aggregate
struct A: Identifiable { var id: Int; var book: Book }

// LOCKSTEP: wrapper
enum B { case book(Book) }

/* lockstep: aggregate */
struct C: Identifiable { var id: Int; var book: Book }

//lockstep:aggregate
struct D: Identifiable { var id: Int; var book: Book }

// lockstep aggregate
struct E: Identifiable { var id: Int; var book: Book }

/** lockstep : aggregate */
struct F: Identifiable { var id: Int; var book: Book }

// Lockstep: the store these models live in.
struct G {}

// lockstep: aggregate
struct H: Identifiable {
    var id: Int
    var cache: Book /* lockstep: ignore */
    var book: Book // Lockstep: ignore
}
