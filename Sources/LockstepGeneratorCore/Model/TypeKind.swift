/// The kinds of type declarations the parser tracks; `extension` bodies are tracked too because types
/// nested in them are qualified by the extended type's name.
public enum TypeKind: String, Sendable {
    /// The declaration keyword.
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`

    init?(_ keyword: Keyword) {
        switch keyword {
        case .struct: self = .struct
        case .class: self = .class
        case .enum: self = .enum
        case .actor: self = .actor
        case .protocol: self = .protocol
        case .extension: self = .extension
        default: return nil
        }
    }

    /// "a struct", "an enum"… for diagnostics.
    var withArticle: String {
        switch self {
        case .enum, .actor, .extension: return "an \(rawValue)"
        default: return "a \(rawValue)"
        }
    }
}
