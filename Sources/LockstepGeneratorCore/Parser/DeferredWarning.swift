/// A warning about a member that a trailing `// lockstep: ignore` on the same line may still cancel,
/// so it is only reported once the whole file is parsed.
struct DeferredWarning {
    var message: String
    var position: SourcePosition
    var isCancelled = false
}
