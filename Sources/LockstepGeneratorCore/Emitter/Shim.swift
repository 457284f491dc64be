/// A compile-time warning generated code raises at a property's own line when the property's type comes from
/// another module (so only the compiler knows what it holds) and it really holds entities the store cannot keep
/// in sync there: a call whose argument's type (``PropertyContents``, decided by overload resolution on the
/// property's type) selects a deprecated overload carrying the message. Deprecation is the only diagnostic
/// Swift lets a library attach to one overload; properties of the target's own types never need it.
struct Shim: Equatable {
    /// Which `PropertyContents` cases deserve the warning.
    enum Contents: String {
        case none = "NoEntities"
        case writable = "WritableEntities"
        case readOnly = "ReadOnlyEntities"
        case unsupported = "UnsupportedEntities"
    }

    /// What is wrong, should the property hold entities.
    var problem: SyncProblem

    /// The overloads that warn.
    var contents: [Contents] {
        switch problem.reason {
        case .wrapperWithoutSetter, .getOnlyAccessor, .classForeignType, .classWithoutInitializer: return [.readOnly]
        case .sharedClass, .classInheritance: return [.writable, .readOnly]
        case .classShape: return []
        case .set, .dictionary: return [.unsupported]
        case .opaqueContainer: return [.none]
        case .optionalElements, .deepNesting, .wrappedRestrictedSetter, .uncertain: return []
        }
    }

    /// The warning.
    var message: String { problem.message }
}
