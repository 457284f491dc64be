// libFuzzer entry point for the generator: compiled into the `LockstepGeneratorCore` module itself by
// `Scripts/fuzz-scanner.sh` (not part of Package.swift). Runs scan → parse → emit in memory on every input;
// any crash, sanitizer report or hang (libFuzzer `-timeout`) is a defect.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = Generator.generate([SourceInput(path: "fuzz.swift", bytes: bytes)])
    // Invariants that hold for any input: positions inside the file, and output only without errors
    // being the caller's choice (the output string itself must always be valid to build).
    for diagnostic in result.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 {
        fatalError("diagnostic outside the file: \(diagnostic.formatted)")
    }
    // Determinism: the same bytes give the same output and diagnostics.
    let again = Generator.generate([SourceInput(path: "fuzz.swift", bytes: bytes)])
    if again.output != result.output || again.diagnostics.map(\.formatted) != result.diagnostics.map(\.formatted) {
        fatalError("generator output is not deterministic")
    }
    return 0
}
