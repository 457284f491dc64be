/// What one run of ``CommandLineTool`` leaves behind: its exit status, and everything it built.
///
/// `lockstep-gen` keeps this until the process ends, and ends it right away: freeing a large target's models value
/// by value (millions of strings and arrays, spread over the whole heap) took a sixth of the run, and the system
/// takes the process's memory back at once.
public struct CommandLineExecution: Sendable {
    /// 0 success, 1 errors in the input (nothing written), 2 usage error.
    public let status: Int32
    /// What was generated from them, with the models and index it was generated from.
    let result: GenerationResult?

    init(status: Int32, result: GenerationResult? = nil) {
        self.status = status
        self.result = result
    }
}
