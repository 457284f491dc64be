import XCTest

/// Asserts that `expression` throws, and hands the error to `check`.
func XCTAssertThrowsErrorAsync<T>(
    _ expression: @autoclosure () async throws -> T,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ check: (any Error) -> Void = { _ in }
) async {
    do {
        let value = try await expression()
        XCTFail("expected an error, got \(value)", file: file, line: line)
    } catch {
        check(error)
    }
}
