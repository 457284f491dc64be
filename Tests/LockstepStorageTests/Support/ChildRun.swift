import Foundation
@testable import LockstepStorage
import XCTest

/// One run of `lockstep-storage-crash-child`, with its standard output collected as it comes.
final class ChildRun: Sendable {
    private let process: Process
    private let output = Locked("")
    private let finished = DispatchSemaphore(value: 0)

    init(executable: URL, folder: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = [folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        self.process = process
        try process.run()
        let reader = pipe.fileHandleForReading
        let output = output
        let finished = finished
        Thread.detachNewThread {
            while case let data = reader.availableData, !data.isEmpty {
                output.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            finished.signal()
        }
    }

    /// Blocks until the child has acknowledged a version (or fails after a minute, when it never does).
    func waitForFirstAcknowledgement() throws {
        for _ in 0..<60_000 {
            if output.withLock({ $0.contains("ack ") }) { return }
            if !process.isRunning {
                XCTFail("the child exited with status \(process.terminationStatus) before acknowledging anything")
                return
            }
            usleep(1_000)
        }
        XCTFail("the child acknowledged nothing")
    }

    /// Kills the child with SIGKILL, waits for it, and returns the versions it acknowledged, in order.
    func killAndCollectAcknowledgements() -> [Int] {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        finished.wait()
        return output.withLock { $0 }.split(separator: "\n").compactMap { line in
            line.hasPrefix("ack ") ? Int(line.dropFirst(4)) : nil
        }
    }
}
