/// What the scanner produces for one file.
struct ScanResult: Sendable {
    /// Code tokens in source order; comments and literal contents never appear here.
    var tokens: [Token]
    /// Annotation comments in source order.
    var annotations: [AnnotationComment]
    /// Literals and comments left open, in source order.
    var unreadable: [UnreadableConstruct]
}
