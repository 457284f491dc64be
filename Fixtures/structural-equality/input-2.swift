extension IdOnly {
    static func == (lhs: IdOnly, rhs: IdOnly) -> Bool { lhs.id == rhs.id }
}

struct Legacy: Equatable {
    var value = 0
}

func == (lhs: Legacy, rhs: Legacy) -> Bool { true }
