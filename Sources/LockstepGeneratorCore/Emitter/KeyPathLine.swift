/// One statement of a generated key-path list, tied to the declaration it is about.
struct KeyPathLine {
    /// What the statement does.
    enum Action {
        /// `collector.add(\.name)`.
        case add
        /// A warning call (see ``Shim``).
        case shim(Shim)
    }

    /// The property or case accessor, as written.
    var name: String
    var action: Action
    /// The file and line the compiler should blame for anything about this statement.
    var path: String
    var line: Int
    /// Refers to a deprecated declaration: only a deprecated context may say it without a warning.
    var isDeprecated: Bool
}
