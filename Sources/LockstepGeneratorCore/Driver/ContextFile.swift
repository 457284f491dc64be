/// A Swift file of a source module the target depends on, read only to find the declarations of the types the
/// target's extensions annotate or make `Identifiable`: nothing is generated for it.
public struct ContextFile: Sendable, Equatable {
    /// The path as given; `#sourceLocation` and diagnostics about its declarations name it.
    public var path: String
    /// Its module belongs to another package: a conformance the target adds to its types is `@retroactive`, and
    /// only its `public` members can be read.
    public var isFromOtherPackage: Bool
    /// It imports Lockstep: its module applies the plugin or compares its types itself, so none of them is
    /// given a comparison here (it would be a second conformance).
    var importsLockstep = false

    /// Creates a context file.
    public init(path: String, isFromOtherPackage: Bool = false) {
        self.path = path
        self.isFromOtherPackage = isFromOtherPackage
    }

    /// The least visible level of a member the target's generated code can use.
    var visibleAccess: AccessLevel { isFromOtherPackage ? .public : .package }
}
