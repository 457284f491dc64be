/// One thing at file level that affects generated code, in source order.
public enum FileItem: Sendable, Equatable {
    /// A conditional-compilation line (from any type-body nesting level) to reproduce.
    case directive(ConditionalDirective)
    /// Index into ``SourceFileModel/types`` of a type declaration.
    case type(Int)
}
