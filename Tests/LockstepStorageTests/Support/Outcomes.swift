@testable import LockstepStorage

/// Strings appended from completion handlers, in order.
final class Outcomes: Sendable {
    private let strings = Locked<[String]>([])

    func append(_ string: String) {
        strings.withLock { $0.append(string) }
    }

    var all: [String] { strings.withLock { $0 } }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
