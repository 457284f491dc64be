/// The words that may follow `lockstep:` in an annotation comment.
public enum AnnotationKeyword: String, Sendable, CaseIterable {
    /// Generate an `Aggregate` conformance (struct or class).
    case aggregate
    /// Generate an `EntityWrapper` conformance (enum or struct).
    case wrapper
    /// Leave a stored property (or enum case) out.
    case ignore
}
