import Foundation
import Lockstep

/// The entity the child saves; its JSON shape is the tests' `Post` plus a padding they ignore.
struct CrashPost: Identifiable, Codable, Sendable {
    var id: Int
    var title: String
    /// Bytes that make the file large (written as fast base64), so that writing it takes a good share of each
    /// save and kills often land in the middle of a write.
    var padding: Data
}
