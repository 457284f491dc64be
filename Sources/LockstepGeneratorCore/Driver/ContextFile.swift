/// A Swift file of a source module the target depends on, read only to find the declarations of the types the
/// target's extensions annotate or make `Identifiable`: nothing is generated for it.
public struct ContextFile: Sendable, Equatable {
    /// The path as given; `#sourceLocation` and diagnostics about its declarations name it.
    public var path: String
    /// Its module belongs to another package: a conformance the target adds to its types is `@retroactive`, and
    /// only its `public` members can be read.
    public var isFromOtherPackage: Bool
    /// The name of its module, when known (`--context-module`): a target's file names one of its types only
    /// when it imports that module. Nil (a file given by hand) is taken to be imported wherever it is named.
    public var module: String?
    /// It imports Lockstep: its module applies the plugin or compares its types itself, so none of them is
    /// given a comparison here (it would be a second conformance).
    var importsLockstep = false

    /// Creates a context file.
    public init(path: String, isFromOtherPackage: Bool = false, module: String? = nil) {
        self.path = path
        self.isFromOtherPackage = isFromOtherPackage
        self.module = module
    }

    /// The least visible level of a member the target's generated code can use.
    var visibleAccess: AccessLevel { isFromOtherPackage ? .public : .package }
}
