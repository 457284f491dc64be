/// What an annotation turned out to be attached to, to check that the keyword fits.
enum AnnotationTarget {
    case type(TypeKind)
    case property
    case enumCase
    /// Anything else, described for the diagnostic ("a function", "a typealias"…).
    case other(String)

    var description: String {
        switch self {
        case .type(let kind): return kind.withArticle
        case .property: return "a property"
        case .enumCase: return "an enum case"
        case .other(let text): return text
        }
    }
}
