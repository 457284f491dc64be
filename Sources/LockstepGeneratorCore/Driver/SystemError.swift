#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's `errno`, described as the C library describes it (`No such file or directory`).
public struct SystemError: Error, Equatable, CustomStringConvertible {
    /// The `errno` value.
    public var code: Int32

    /// The error for `code`.
    public init(_ code: Int32) {
        self.code = code
    }

    /// The C library's description of ``code``.
    public var description: String {
        String(cString: strerror(code))
    }
}
