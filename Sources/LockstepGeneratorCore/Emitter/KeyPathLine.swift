/// One statement of a generated key-path list, tied to the declaration it is about.
struct KeyPathLine {
    /// What the statement does.
    enum Action {
        /// `collector.<function>(\.name)`: `add` and `addNested` leave the shape to overload resolution (types
        /// from other modules); the others name it (`addEntity`, `addOptionalWrappers`…).
        case add(function: String)
        /// A warning call (see ``Shim``).
        case shim(Shim)
    }

    /// The property or case accessor, as written.
    var name: String
    var action: Action
    /// The file and line the compiler should blame for anything about this statement.
    var path: String
    var line: Int
    /// The column of the declaration's name, where a compiler-side warning must point.
    var column: Int
    /// Refers to a deprecated declaration: only a deprecated context may say it without a warning.
    var isDeprecated: Bool
    /// For a property of an immutable class, the `rebuild` closure's body: the initializer call that builds
    /// the instance with the property replaced.
    var rebuild: String? = nil
}
