// lockstep: agregate
struct Typo {}

// lockstep: wraper
enum TypoWrapper { case a(Book) }

// lockstep: something
struct Unknown {}

// lockstep:
struct Empty {}

// lockstep: aggregate
enum WrongEnum { case a }

// lockstep: wrapper
final class WrongClass {}

// lockstep: ignore
struct IgnoredType {}

// lockstep: aggregate
actor WrongActor {}

// lockstep: aggregate
protocol WrongProtocol {}

// lockstep: aggregate
extension WrongExtension {}

// lockstep: aggregate
func wrongFunction() {
    // lockstep: aggregate
    struct InsideFunction {}
}

// lockstep: aggregate
private struct PrivateType {}

// lockstep: wrapper
fileprivate enum FileprivateType { case a(Book) }

private enum PrivateOuter {
    // lockstep: aggregate
    struct NestedInPrivate {}
}

@MainActor
// lockstep: aggregate
final class OnMainActor: Identifiable { nonisolated let id = 0 }

// lockstep: aggregate
class NotFinal: Identifiable { var id = 0 }

// lockstep: aggregate
// lockstep: wrapper
struct Conflicting {}

struct Members {
    // lockstep: aggregate
    var property: Int
    // lockstep: ignore
    func method() {}
}

// lockstep: aggregate
