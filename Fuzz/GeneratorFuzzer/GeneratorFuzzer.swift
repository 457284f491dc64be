// libFuzzer entry point for the generator: compiled into the `LockstepGeneratorCore` module itself by
// `Scripts/fuzz-generator.sh` (not part of Package.swift). Runs scan → parse → emit in memory on every input,
// alone and as the second file of a target beside a fixed model; any crash, sanitizer report or hang
// (libFuzzer `-timeout`) is a defect.

/// A model the fuzzed file shares a target with, so target-wide analysis (members, `==`, plain values) is fuzzed too.
private let companion = SourceInput(path: "companion.swift", text: """
    // lockstep: wrapper
    enum Media: Equatable { case book(Book), value(Book) }
    // lockstep: aggregate
    struct Shelf: Identifiable, Equatable { let id: Int; var media: [Media]; var tags: Set<Tag> }
    """)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = SourceInput(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    for inputs in [[input], [companion, input]] {
        let result = Generator.generate(inputs)
        // Invariants that hold for any input: one output per input, positions inside the file.
        if result.outputs.count != inputs.count { fatalError("\(result.outputs.count) outputs for \(inputs.count) inputs") }
        for diagnostic in result.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 {
            fatalError("diagnostic outside the file: \(diagnostic.formatted)")
        }
        // Determinism: the same bytes give the same output and diagnostics.
        let again = Generator.generate(inputs)
        if again.outputs != result.outputs || again.diagnostics.map(\.formatted) != result.diagnostics.map(\.formatted) {
            fatalError("generator output is not deterministic")
        }
    }
    return 0
}
