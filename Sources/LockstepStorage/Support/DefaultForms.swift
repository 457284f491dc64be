/// Keeps the default completion-handler and `async` forms of a storage operation from calling each other
/// forever.
///
/// Each operation has both forms as protocol requirements, and each form's default calls the other, so that a
/// storage implements whichever it likes. When a type implements neither, the default `async` form marks the
/// operation as bridging for that type (a task-local value, which the task the completion form starts
/// inherits), and the default completion form, finding the mark, fails with
/// ``UnimplementedOperationError`` instead of calling back.
enum DefaultForms {
    private struct Operation: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    @TaskLocal private static var bridging: Set<Operation> = []

    /// Runs `body` (the default `async` form of `name` for `type`, which calls the completion form).
    static func bridge<T>(_ type: Any.Type, _ name: String, _ body: () async throws -> T) async throws -> T {
        try await $bridging.withValue(bridging.union([Operation(type: ObjectIdentifier(type), name: name)]), operation: body)
    }

    /// Whether the default completion form of `name` for `type` is being called by its default `async` form:
    /// then `type` implements neither.
    static func isBridging(_ type: Any.Type, _ name: String) -> Bool {
        bridging.contains(Operation(type: ObjectIdentifier(type), name: name))
    }
}
