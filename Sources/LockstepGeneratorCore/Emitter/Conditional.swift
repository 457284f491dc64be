/// Generated content interleaved with the `#if` lines that must surround it.
enum Conditional<Content> {
    case directive(ConditionalDirective)
    case content(Content)

    /// Whether this is content rather than a directive.
    var isContent: Bool {
        if case .content = self { return true }
        return false
    }
}

extension Conditional where Content == KeyPathLine {
    /// Whether this is a statement about a deprecated declaration.
    var isDeprecatedContent: Bool {
        if case .content(let line) = self { return line.isDeprecated }
        return false
    }
}
