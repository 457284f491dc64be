import Foundation
import LockstepTestSupport
import XCTest

/// A list's closure that calls the store stops the program with a message naming the list; it never deadlocks.
/// Run in a child process (`lockstep-list-reentry-child`), since it stops the process.
final class ListReentryTests: XCTestCase {
    func testAClosureCallingTheStoreWhenTheListOpensStopsWithTheListsName() throws {
        let (status, output) = try runChild("open")
        XCTAssertNotEqual(status, 0)
        XCTAssertFalse(output.contains("opened"))
        XCTAssertTrue(output.contains("store.entities(Post.self): its where or sortedBy closure called the store"), output)
    }

    func testAClosureCallingTheStoreDuringAWriteStopsWithTheListsName() throws {
        let (status, output) = try runChild("write")
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(output.contains("opened 1"), output)
        XCTAssertFalse(output.contains("written"))
        XCTAssertTrue(output.contains("store.entities(Post.self): its where or sortedBy closure called the store"), output)
    }

    /// Runs the child with `argument`; returns its exit status and its output (both streams), or fails after a
    /// minute (a deadlock).
    private func runChild(_ argument: String) throws -> (Int32, String) {
        guard let child = builtExecutable(named: "lockstep-list-reentry-child", besideTestsOf: Self.self) else {
            throw XCTSkip("lockstep-list-reentry-child is not built; run `swift build --build-tests` first")
        }
        let process = Process()
        process.executableURL = child
        process.arguments = [argument]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        guard !process.isRunning else {
            process.terminate()
            XCTFail("the child did not stop within a minute: a deadlock")
            return (0, "")
        }
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
