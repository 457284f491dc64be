import Foundation

/// The bench's two streams. Standard output carries the machine-readable result lines and nothing else, so that
/// `lockstep-bench | grep '^workload='` (or any script) reads whole lines; everything for people (progress,
/// tables, warnings, the checksum) goes to standard error.
///
/// Both write each line with one unbuffered `write`, never through `print`: stdio buffers standard output in 4 KiB
/// blocks when it is not a terminal and flushes a block wherever it ends, mid-line, while standard error is
/// written at once. With both streams in one log (`2>&1`, CI), a note written between two flushes then landed
/// inside a result line (`…ratchecksum 13632578995`). One `write` of a line shorter than the pipe's atomic size
/// (4 KiB on Linux) is never split by another writer's.
enum Output {
    /// Writes `text` and a newline to standard output: a machine-readable line.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error: anything for people.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
