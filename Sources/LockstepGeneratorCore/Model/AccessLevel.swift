/// Swift access levels, ordered from most to least visible.
public enum AccessLevel: Int, Sendable, Comparable {
    /// The Swift access levels; raw values grow as visibility shrinks.
    case open, `public`, package, `internal`, `fileprivate`, `private`

    /// `a < b` when `a` is more visible than `b`, so `max` of two levels is the less visible one (a member is
    /// never more visible than its enclosing type).
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Whether code in another file of the module can see a declaration with this level.
    public var isVisibleFromOtherFiles: Bool {
        self <= .internal
    }

    /// The modifier generated members carry (with a trailing space), empty for internal: generated
    /// witnesses must be exactly as visible as the type or the conformance is rejected / leaks.
    public var generatedPrefix: String {
        switch self {
        case .open, .public: return "public "
        case .package: return "package "
        case .internal, .fileprivate, .private: return ""
        }
    }

    init?(_ keyword: Keyword) {
        switch keyword {
        case .open: self = .open
        case .public: self = .public
        case .package: self = .package
        case .internal: self = .internal
        case .fileprivate: self = .fileprivate
        case .private: self = .private
        default: return nil
        }
    }
}
