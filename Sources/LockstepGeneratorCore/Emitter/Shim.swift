/// A compile-time warning generated code raises at a property's own line when the property really holds
/// entities the store cannot keep in sync there: a call whose argument's type (``PropertyContents``, decided by
/// overload resolution on the property's type) selects a deprecated overload carrying ``message``.
struct Shim: Equatable {
    /// Which `PropertyContents` cases deserve the warning.
    enum Contents: String {
        case writable = "WritableEntities"
        case readOnly = "ReadOnlyEntities"
        case unsupported = "UnsupportedEntities"
    }

    /// Why the property cannot be kept in sync.
    enum Reason: Equatable {
        /// A `let` of a class.
        case classConstant
        /// A `private(set)` property of a class.
        case classRestrictedSetter
        /// Any property of a `Sendable` class.
        case sendableClass
        /// A property wrapper without a setter.
        case wrapperWithoutSetter
        /// A `Set` of entities.
        case set
        /// A `Dictionary` of entities.
        case dictionary
        /// An enum wrapper's own get-only accessor for a case.
        case getOnlyAccessor
    }

    /// The annotated type, as the message names it (`Mastodon.Status`).
    var typeName: String
    /// The property (or case accessor) name as written, backticks included.
    var property: String
    /// Why.
    var reason: Reason

    /// The overloads that warn.
    var contents: [Contents] {
        switch reason {
        case .classConstant, .classRestrictedSetter, .wrapperWithoutSetter, .getOnlyAccessor: return [.readOnly]
        case .sendableClass: return [.writable, .readOnly]
        case .set, .dictionary: return [.unsupported]
        }
    }

    /// The warning: names the type, the property and the fix.
    var message: String {
        let type = typeName
        let name = Identifier.bare(property)
        let subject = "\(type).\(name)"
        let ignore = "mark the property '// lockstep: ignore'"
        switch reason {
        case .classConstant:
            return "\(subject) holds an entity, but \(type) is a class, so the store cannot write updates into a 'let'; make \(type) a struct, make the property a 'var', or \(ignore)"
        case .classRestrictedSetter:
            return "\(subject) holds an entity, but \(type) is a class, so the store cannot write updates through a private setter; make \(type) a struct, make the setter internal, or \(ignore)"
        case .sendableClass:
            return "\(subject) holds an entity, but \(type) is a Sendable class, and writing updates into an instance other threads share would race; make \(type) a struct, or \(ignore)"
        case .wrapperWithoutSetter:
            return "\(subject) holds an entity, but its property wrapper has no setter, so the store cannot write updates into it; give the wrapper a settable 'wrappedValue', or \(ignore)"
        case .set:
            return "\(subject) holds a Set of entities, which has no positions to write updates into; use an Array, or \(ignore)"
        case .dictionary:
            return "\(subject) holds a Dictionary of entities, which the store does not keep in sync; use an Array, or \(ignore)"
        case .getOnlyAccessor:
            return "\(subject) holds an entity, but \(type)'s own '\(name)' has no setter, so updates cannot be written into case '.\(name)'; add a 'set', or remove '\(name)' to have it generated"
        }
    }
}
