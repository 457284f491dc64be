// Deprecated members are referred to only from a deprecated context, so generated code adds no warning.
// lockstep: aggregate
struct Account: Identifiable {
    var id: Int
    var user: User
    @available(*, deprecated, message: "use user")
    var legacyUser: User?
    @available(*, unavailable)
    var gone: User? { nil }
}

// lockstep: wrapper
enum Item {
    case user(User)
    @available(*, deprecated, renamed: "user")
    case legacy(User)
}

// lockstep: aggregate
@available(*, deprecated, message: "use Account")
struct OldAccount: Identifiable {
    var id: Int
    var user: User
}
