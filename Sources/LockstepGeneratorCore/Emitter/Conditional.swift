/// Generated content interleaved with the `#if` lines that must surround it.
enum Conditional<Content> {
    case directive(ConditionalDirective)
    case content(Content)
}
