/// An initializer of a class that code in another file of the module can call as it is: not failable, not
/// throwing, not async, not generic, not deprecated. An immutable `final class` is kept in sync by calling one
/// whose parameters are exactly its stored properties.
public struct InitializerDeclaration: Sendable, Equatable {
    /// The external label of each parameter, as written (`_` for none).
    public var labels: [String]
}
